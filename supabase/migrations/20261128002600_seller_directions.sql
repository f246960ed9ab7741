-- The seller's written direction and the summary of terms without identities (issue 46,
-- docs/decisions/0062-sellers-direction.md, under 0058's rules): TRESA lets the brokerage share all
-- or part of the content of competing offers with every person making one, only on the seller's
-- written direction, never who made them; the seller may change the direction at any time and the
-- latest governs.
--
-- deal_room_seller_directions: append-only, one row per direction recorded by the team (the date
-- the seller signed it, the signed PDF kept in the deal room's private storage, the terms it lets
-- the team share; none is a valid direction). The latest by recorded time governs.
-- deal_room_round_summaries: the summary sent to a best-and-final round's shortlist, built here
-- from each buyer's offer in force before the round (their latest revision of the earlier rounds),
-- with only the terms the latest direction allows, in a neutral order, labelled Offer 1…n, and no
-- field that names a buyer. Once per round and direction.
-- Its e-mails are rows of deal_room_round_mail of kind 'summary' (the round's outbox, already a
-- branch of deal_room_mail_queue), one per invited buyer.
--
-- Same stance as the other deal-room tables: RLS on without a policy for anon or authenticated,
-- every function SECURITY DEFINER with an empty search_path, service_role only.

create table public.deal_room_seller_directions (
  id uuid primary key default gen_random_uuid(),
  listing text not null
    constraint deal_room_seller_directions_listing_format check (listing ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(listing) <= 96),
  signed_on date not null,
  file_id uuid not null constraint deal_room_seller_directions_file unique,
  file_name text not null constraint deal_room_seller_directions_file_name
    check (char_length(file_name) between 1 and 255 and file_name !~ '[[:cntrl:]]'),
  size_bytes bigint not null constraint deal_room_seller_directions_size check (size_bytes > 0),
  sha256 text not null constraint deal_room_seller_directions_sha256 check (sha256 ~ '^[0-9a-f]{64}$'),
  -- The offer terms the seller lets the team share; empty: nothing may be shared.
  shares text[] not null constraint deal_room_seller_directions_shares
    check (shares <@ array['price', 'deposit', 'due_diligence_days', 'financing', 'closing_date', 'conditions']::text[]),
  recorded_at timestamptz not null,
  recorded_by text not null constraint deal_room_seller_directions_recorded_by check (char_length(recorded_by) between 1 and 200),
  constraint deal_room_seller_directions_signed_before_recorded check (signed_on <= (recorded_at at time zone 'America/Toronto')::date)
);

create index deal_room_seller_directions_listing on public.deal_room_seller_directions (listing, recorded_at desc);

create table public.deal_room_round_summaries (
  id uuid primary key default gen_random_uuid(),
  round_id uuid not null references public.deal_room_offer_rounds (id) on delete cascade,
  direction_id uuid not null references public.deal_room_seller_directions (id),
  -- {"terms": [...], "offers": [{"label": "Offer 1", "price": ..., ...}]}: what every invited buyer reads.
  content jsonb not null,
  sent_at timestamptz not null,
  constraint deal_room_round_summaries_once unique (round_id, direction_id)
);

alter table public.deal_room_round_mail add column summary_id uuid
  references public.deal_room_round_summaries (id) on delete cascade;
alter table public.deal_room_round_mail drop constraint deal_room_round_mail_kind;
alter table public.deal_room_round_mail add constraint deal_room_round_mail_kind
  check (kind in ('invitation', 'extension', 'summary') and ((kind = 'summary') = (summary_id is not null)));
alter table public.deal_room_round_mail drop constraint deal_room_round_mail_once;
alter table public.deal_room_round_mail add constraint deal_room_round_mail_once
  unique nulls not distinct (round_id, signature_id, kind, deadline_at, summary_id);

alter table public.deal_room_seller_directions enable row level security;
alter table public.deal_room_round_summaries enable row level security;
revoke all on table public.deal_room_seller_directions, public.deal_room_round_summaries from public, anon, authenticated;
grant all on table public.deal_room_seller_directions, public.deal_room_round_summaries to service_role;

-- Records a direction. Refused (nothing stored): 'future' (signed after the day it is recorded,
-- Toronto time), 'file' (that file is already a direction's).
create function public.record_deal_room_seller_direction(p_listing text, p_signed_on date, p_file_id uuid, p_file_name text,
  p_size_bytes bigint, p_sha256 text, p_shares text[], p_recorded_by text, p_at timestamptz)
returns table (id uuid, refused text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if p_signed_on > (p_at at time zone 'America/Toronto')::date then
    return query select null::uuid, 'future'::text;
    return;
  end if;
  insert into public.deal_room_seller_directions (listing, signed_on, file_id, file_name, size_bytes, sha256, shares, recorded_at, recorded_by)
    values (p_listing, p_signed_on, p_file_id, p_file_name, p_size_bytes, p_sha256,
      coalesce((select array_agg(distinct x) from unnest(p_shares) x), '{}'), p_at, p_recorded_by)
    on conflict on constraint deal_room_seller_directions_file do nothing
    returning deal_room_seller_directions.id into v_id;
  if v_id is null then
    return query select null::uuid, 'file'::text;
    return;
  end if;
  return query select v_id, null::text;
end
$$;

-- The listing's directions, the governing (latest recorded) first.
create function public.deal_room_seller_directions(p_listing text)
returns table (id uuid, listing text, signed_on text, file_id uuid, file_name text, size_bytes bigint, shares text[],
  recorded_at timestamptz, recorded_by text)
language sql
stable
security definer
set search_path = ''
as $$
  select d.id, d.listing, d.signed_on::text, d.file_id, d.file_name, d.size_bytes, d.shares, d.recorded_at, d.recorded_by
  from public.deal_room_seller_directions d
  where d.listing = p_listing
  order by d.recorded_at desc, d.id desc
$$;

create function public.deal_room_seller_direction(p_id uuid)
returns table (id uuid, listing text, signed_on text, file_id uuid, file_name text, size_bytes bigint, shares text[],
  recorded_at timestamptz, recorded_by text)
language sql
stable
security definer
set search_path = ''
as $$
  select d.id, d.listing, d.signed_on::text, d.file_id, d.file_name, d.size_bytes, d.shares, d.recorded_at, d.recorded_by
  from public.deal_room_seller_directions d
  where d.id = p_id
$$;

-- A buyer's free-text conditions with what could identify a buyer of the listing withheld: every
-- signer's name, company, client and lender as written, e-mail addresses, telephone numbers, web
-- addresses. A net under the team's own reading (0062), not a guarantee.
create function public.deal_room_withhold_identities(p_listing text, p_text text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_text text := p_text;
  v_word text;
begin
  if v_text is null then
    return null;
  end if;
  for v_word in
    select w from (select distinct btrim(words.w) as w from (
      select s.name as w from public.deal_room_signatures s where s.listing = p_listing
      union all select s.company from public.deal_room_signatures s where s.listing = p_listing
      union all select s.client_name from public.deal_room_signatures s where s.listing = p_listing
      union all select s.email from public.deal_room_signatures s where s.listing = p_listing
      union all select o.lender from public.deal_room_offers o where o.listing = p_listing
    ) words
    where words.w is not null and char_length(btrim(words.w)) >= 3
      and strpos(lower(v_text), lower(btrim(words.w))) > 0) distinct_words
    order by char_length(w) desc, w
  loop
    v_text := regexp_replace(v_text, regexp_replace(v_word, '([.\\+*?\[^\]$(){}=!<>|:\-#/])', '\\\1', 'g'), '[withheld]', 'gi');
  end loop;
  v_text := regexp_replace(v_text, '[^[:space:]@]+@[^[:space:]@]+', '[withheld]', 'g');
  v_text := regexp_replace(v_text, '(https?://|www\.)[^[:space:]]+', '[withheld]', 'gi');
  v_text := regexp_replace(v_text, '(\+?1[ .-]?)?\(?[0-9]{3}\)?[ .-]?[0-9]{3}[ .-]?[0-9]{4}', '[withheld]', 'g');
  return v_text;
end
$$;

-- The summary of a round: each buyer's offer in force before it (the latest revision among the
-- offers of the earlier rounds), operators' tests left out; only the shared terms; ordered by price
-- (highest first) when the price is shared, else in an order drawn from the offers' ids; labelled
-- Offer 1…n. No name, company, e-mail, phone, lender, proof of funds, file, signature id or time.
create function public.deal_room_round_summary_content(p_round_id uuid, p_shares text[])
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with r as (select * from public.deal_room_offer_rounds where id = p_round_id),
  in_force as (
    select distinct on (o.signature_id) o.*
    from public.deal_room_offers o
    join r on o.listing = r.listing and o.round < r.number
    join public.deal_room_signatures s on s.id = o.signature_id and not s.is_test
    order by o.signature_id, o.revision desc
  ),
  ranked as (
    select f.*, row_number() over (
      order by case when 'price' = any(p_shares) then f.price end desc nulls last, md5(f.id::text || p_round_id::text)) as n
    from in_force f
  )
  select jsonb_build_object(
    'terms', to_jsonb(array(select t from unnest(array['price', 'deposit', 'due_diligence_days', 'financing', 'closing_date', 'conditions']) t
      where t = any(p_shares))),
    'offers', coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
      'label', 'Offer ' || k.n,
      'price', case when 'price' = any(p_shares) then k.price end,
      'deposit', case when 'deposit' = any(p_shares) then k.deposit end,
      'due_diligence_days', case when 'due_diligence_days' = any(p_shares) then k.due_diligence_days end,
      'financing', case when 'financing' = any(p_shares) then k.financing end,
      'closing_date', case when 'closing_date' = any(p_shares) then k.closing_date::text end,
      'conditions', case when 'conditions' = any(p_shares)
        then coalesce(public.deal_room_withhold_identities(k.listing, k.conditions), 'None') end
    )) order by k.n), '[]'::jsonb))
  from ranked k
$$;

-- Sends the summary of terms to a round's invited buyers under the listing's latest direction: stores
-- it and queues one e-mail per invited buyer. Refused (nothing stored, nothing queued): 'unknown'
-- (no such round on the listing), 'no_direction', 'nothing_shared' (the latest direction allows no
-- term), 'no_offers' (no offer before the round), 'sent' (this round's summary under this direction
-- was sent already).
create function public.send_deal_room_round_summary(p_listing text, p_round_id uuid, p_at timestamptz)
returns table (id uuid, queued integer, direction_id uuid, refused text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_round public.deal_room_offer_rounds;
  v_direction public.deal_room_seller_directions;
  v_content jsonb;
  v_id uuid;
  v_queued integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('deal-room-rounds:' || p_listing, 0));
  select r.* into v_round from public.deal_room_offer_rounds r where r.id = p_round_id and r.listing = p_listing;
  if v_round.id is null then
    return query select null::uuid, null::integer, null::uuid, 'unknown'::text;
    return;
  end if;
  select d.* into v_direction from public.deal_room_seller_directions d
  where d.listing = p_listing order by d.recorded_at desc, d.id desc limit 1;
  if v_direction.id is null then
    return query select null::uuid, null::integer, null::uuid, 'no_direction'::text;
    return;
  end if;
  if cardinality(v_direction.shares) = 0 then
    return query select null::uuid, null::integer, v_direction.id, 'nothing_shared'::text;
    return;
  end if;
  if exists (select 1 from public.deal_room_round_summaries m where m.round_id = v_round.id and m.direction_id = v_direction.id) then
    return query select null::uuid, null::integer, v_direction.id, 'sent'::text;
    return;
  end if;
  v_content := public.deal_room_round_summary_content(v_round.id, v_direction.shares);
  if jsonb_array_length(v_content -> 'offers') = 0 then
    return query select null::uuid, null::integer, v_direction.id, 'no_offers'::text;
    return;
  end if;
  insert into public.deal_room_round_summaries as m (round_id, direction_id, content, sent_at)
    values (v_round.id, v_direction.id, v_content, p_at) returning m.id into v_id;
  insert into public.deal_room_round_mail (round_id, signature_id, kind, deadline_at, queued_at, next_attempt_at, summary_id)
    select v_round.id, i.signature_id, 'summary', v_round.deadline_at, p_at, p_at, v_id
    from public.deal_room_round_invitations i where i.round_id = v_round.id;
  get diagnostics v_queued = row_count;
  return query select v_id, v_queued, v_direction.id, null::text;
end
$$;

-- The summaries sent on a listing, newest first, with how many invited buyers each was queued for.
create function public.deal_room_round_summaries(p_listing text)
returns table (id uuid, round_id uuid, number integer, direction_id uuid, content jsonb, sent_at timestamptz, recipients integer)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.round_id, r.number, m.direction_id, m.content, m.sent_at,
    (select count(*)::integer from public.deal_room_round_mail x where x.summary_id = m.id)
  from public.deal_room_round_summaries m join public.deal_room_offer_rounds r on r.id = m.round_id
  where r.listing = p_listing
  order by m.sent_at desc, m.id desc
$$;

-- What a summary e-mail says: its summary's content.
create function public.deal_room_round_mail_summary(p_mail_id uuid)
returns table (content jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select m.content from public.deal_room_round_mail x join public.deal_room_round_summaries m on m.id = x.summary_id
  where x.id = p_mail_id
$$;

revoke all on function public.record_deal_room_seller_direction(text, date, uuid, text, bigint, text, text[], text, timestamptz)
  from public, anon, authenticated;
revoke all on function public.deal_room_seller_directions(text) from public, anon, authenticated;
revoke all on function public.deal_room_seller_direction(uuid) from public, anon, authenticated;
revoke all on function public.deal_room_withhold_identities(text, text) from public, anon, authenticated;
revoke all on function public.deal_room_round_summary_content(uuid, text[]) from public, anon, authenticated;
revoke all on function public.send_deal_room_round_summary(text, uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_round_summaries(text) from public, anon, authenticated;
revoke all on function public.deal_room_round_mail_summary(uuid) from public, anon, authenticated;
grant execute on function public.record_deal_room_seller_direction(text, date, uuid, text, bigint, text, text[], text, timestamptz)
  to service_role;
grant execute on function public.deal_room_seller_directions(text) to service_role;
grant execute on function public.deal_room_seller_direction(uuid) to service_role;
grant execute on function public.deal_room_withhold_identities(text, text) to service_role;
grant execute on function public.deal_room_round_summary_content(uuid, text[]) to service_role;
grant execute on function public.send_deal_room_round_summary(text, uuid, timestamptz) to service_role;
grant execute on function public.deal_room_round_summaries(text) to service_role;
grant execute on function public.deal_room_round_mail_summary(uuid) to service_role;
