-- Offer rounds (issue 46, docs/decisions/0058-offer-rounds.md): the call-for-offers date opens
-- round 1 (every offer made so far belongs to it); after it the team shortlists buyers and opens a
-- best-and-final round (2, 3…) with its own deadline. Only a shortlisted buyer (invited to the round)
-- can make an offer while that round is the listing's latest: submit_deal_room_offer refuses
-- everyone else with 'shortlist' and stores nothing. Every offer carries its round; an offer after
-- its round's deadline is stored and marked late, as offers after the call-for-offers date are.
-- Invitations and deadline extensions are e-mailed to every invited buyer through a durable outbox
-- (claimed under a lease, marked sent or failed), a branch of deal_room_mail_queue.
--
-- Rounds, invitations and their e-mails are part of the offer record (0058): an invitation goes
-- only with its signature, which the retention purge keeps while one of its offers is kept.
--
-- Same stance as 20261126002000_deal_room_offers.sql: RLS on without a policy for anon or
-- authenticated, every function SECURITY DEFINER with an empty search_path, service_role only.

alter table public.deal_room_offers add column round integer not null default 1
  constraint deal_room_offers_round_positive check (round >= 1);

create table public.deal_room_offer_rounds (
  id uuid primary key default gen_random_uuid(),
  listing text not null
    constraint deal_room_offer_rounds_listing_format check (listing ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(listing) <= 96),
  -- 2 for the first best-and-final round (round 1 is the call for offers), then 3…
  number integer not null constraint deal_room_offer_rounds_number check (number >= 2),
  opened_at timestamptz not null,
  deadline_at timestamptz not null,
  closed_at timestamptz,
  constraint deal_room_offer_rounds_unique unique (listing, number),
  constraint deal_room_offer_rounds_deadline check (deadline_at > opened_at)
);

create table public.deal_room_round_invitations (
  round_id uuid not null references public.deal_room_offer_rounds (id) on delete cascade,
  signature_id uuid not null references public.deal_room_signatures (id) on delete cascade,
  invited_at timestamptz not null,
  primary key (round_id, signature_id)
);

create index deal_room_round_invitations_signature on public.deal_room_round_invitations (signature_id);

-- One e-mail to one invited buyer: the invitation, or a deadline's extension (one per new deadline).
create table public.deal_room_round_mail (
  id uuid primary key default gen_random_uuid(),
  round_id uuid not null,
  signature_id uuid not null,
  kind text not null constraint deal_room_round_mail_kind check (kind in ('invitation', 'extension')),
  deadline_at timestamptz not null,
  queued_at timestamptz not null,
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz not null,
  lease_until timestamptz,
  failed_at timestamptz,
  constraint deal_room_round_mail_invitation foreign key (round_id, signature_id)
    references public.deal_room_round_invitations (round_id, signature_id) on delete cascade,
  constraint deal_room_round_mail_once unique (round_id, signature_id, kind, deadline_at)
);

alter table public.deal_room_offer_rounds enable row level security;
alter table public.deal_room_round_invitations enable row level security;
alter table public.deal_room_round_mail enable row level security;
revoke all on table public.deal_room_offer_rounds, public.deal_room_round_invitations, public.deal_room_round_mail
  from public, anon, authenticated;
grant all on table public.deal_room_offer_rounds, public.deal_room_round_invitations, public.deal_room_round_mail to service_role;

-- Opens the listing's next best-and-final round for the shortlisted signatures. Refused (one row
-- with `refused`, nothing stored): 'empty' (no one shortlisted), 'deadline' (not after p_at),
-- 'not_offeror' (a signature is not a buyer of this listing holding access with an offer),
-- 'open' (the latest round is still before its deadline and not closed: extend it instead).
create function public.open_deal_room_offer_round(p_listing text, p_signature_ids uuid[], p_deadline timestamptz, p_at timestamptz)
returns table (id uuid, number integer, refused text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_round public.deal_room_offer_rounds;
  v_number integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('deal-room-rounds:' || p_listing, 0));
  if coalesce(cardinality(p_signature_ids), 0) = 0 then
    return query select null::uuid, null::integer, 'empty'::text;
    return;
  end if;
  if p_deadline <= p_at then
    return query select null::uuid, null::integer, 'deadline'::text;
    return;
  end if;
  if exists (select 1 from unnest(p_signature_ids) x(sid) where not exists (
      select 1 from public.deal_room_signatures s
      where s.id = x.sid and s.listing = p_listing and s.revoked_at is null
        and exists (select 1 from public.deal_room_offers o where o.signature_id = s.id))) then
    return query select null::uuid, null::integer, 'not_offeror'::text;
    return;
  end if;
  select r.* into v_round from public.deal_room_offer_rounds r where r.listing = p_listing order by r.number desc limit 1;
  if v_round.id is not null and v_round.closed_at is null and v_round.deadline_at > p_at then
    return query select null::uuid, null::integer, 'open'::text;
    return;
  end if;
  v_number := coalesce(v_round.number, 1) + 1;
  insert into public.deal_room_offer_rounds as r (listing, number, opened_at, deadline_at)
    values (p_listing, v_number, p_at, p_deadline) returning r.* into v_round;
  insert into public.deal_room_round_invitations (round_id, signature_id, invited_at)
    select v_round.id, x.sid, p_at from (select distinct unnest(p_signature_ids) as sid) x;
  insert into public.deal_room_round_mail (round_id, signature_id, kind, deadline_at, queued_at, next_attempt_at)
    select v_round.id, i.signature_id, 'invitation', p_deadline, p_at, p_at
    from public.deal_room_round_invitations i where i.round_id = v_round.id;
  return query select v_round.id, v_round.number, null::text;
end
$$;

-- Moves a round's deadline later and queues an e-mail to every invited buyer. Refused: 'unknown'
-- (no such round on the listing), 'closed' (closed by the team), 'not_later' (not after the current
-- deadline, or not after p_at).
create function public.extend_deal_room_offer_round(p_listing text, p_round_id uuid, p_deadline timestamptz, p_at timestamptz)
returns table (invited integer, refused text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_round public.deal_room_offer_rounds;
  v_invited integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('deal-room-rounds:' || p_listing, 0));
  select r.* into v_round from public.deal_room_offer_rounds r where r.id = p_round_id and r.listing = p_listing for update;
  if v_round.id is null then
    return query select null::integer, 'unknown'::text;
    return;
  end if;
  if v_round.closed_at is not null then
    return query select null::integer, 'closed'::text;
    return;
  end if;
  if p_deadline <= v_round.deadline_at or p_deadline <= p_at then
    return query select null::integer, 'not_later'::text;
    return;
  end if;
  update public.deal_room_offer_rounds r set deadline_at = p_deadline where r.id = v_round.id;
  insert into public.deal_room_round_mail (round_id, signature_id, kind, deadline_at, queued_at, next_attempt_at)
    select v_round.id, i.signature_id, 'extension', p_deadline, p_at, p_at
    from public.deal_room_round_invitations i where i.round_id = v_round.id
    on conflict do nothing;
  get diagnostics v_invited = row_count;
  return query select v_invited, null::text;
end
$$;

-- The listing's best-and-final rounds, oldest first, with who was invited and how many buyers'
-- offers (revisions apart) and revisions each received.
create function public.deal_room_offer_rounds(p_listing text)
returns table (id uuid, number integer, opened_at timestamptz, deadline_at timestamptz, closed_at timestamptz,
  invited uuid[], buyers integer, revisions integer)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.number, r.opened_at, r.deadline_at, r.closed_at,
    coalesce((select array_agg(i.signature_id order by i.invited_at, i.signature_id) from public.deal_room_round_invitations i
      where i.round_id = r.id), '{}'),
    (select count(distinct o.signature_id)::integer from public.deal_room_offers o
      join public.deal_room_signatures s on s.id = o.signature_id and not s.is_test
      where o.listing = r.listing and o.round = r.number),
    (select (count(*) - count(distinct o.signature_id))::integer from public.deal_room_offers o
      join public.deal_room_signatures s on s.id = o.signature_id and not s.is_test
      where o.listing = r.listing and o.round = r.number)
  from public.deal_room_offer_rounds r
  where r.listing = p_listing
  order by r.number
$$;

-- The round a signer's next offer would go to: the listing's latest best-and-final round (with
-- whether this signer is invited), or none (round 1).
create function public.deal_room_signer_round(p_signature_id uuid)
returns table (id uuid, number integer, deadline_at timestamptz, closed_at timestamptz, invited boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.number, r.deadline_at, r.closed_at,
    exists (select 1 from public.deal_room_round_invitations i where i.round_id = r.id and i.signature_id = me.id)
  from public.deal_room_signatures me
  join public.deal_room_offer_rounds r on r.listing = me.listing
  where me.id = p_signature_id
  order by r.number desc
  limit 1
$$;

-- Leases up to p_limit round e-mails that are due, oldest first, with what they say.
create function public.claim_due_deal_room_round_mail(p_limit integer, p_lease_seconds integer, p_now timestamptz)
returns table (id uuid, kind text, listing text, number integer, deadline_at timestamptz, attempts integer, name text, email text)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select m.id from public.deal_room_round_mail m
    where m.sent_at is null and m.failed_at is null and m.next_attempt_at <= p_now
      and (m.lease_until is null or m.lease_until <= p_now)
    order by m.queued_at, m.id
    limit greatest(p_limit, 0)
    for update of m skip locked
  ), leased as (
    update public.deal_room_round_mail m set lease_until = p_now + make_interval(secs => p_lease_seconds)
    from due where m.id = due.id
    returning m.*
  )
  select l.id, l.kind, r.listing, r.number, l.deadline_at, l.attempts, s.name, s.email
  from leased l
  join public.deal_room_offer_rounds r on r.id = l.round_id
  join public.deal_room_signatures s on s.id = l.signature_id
  order by l.queued_at, l.id
$$;

create function public.mark_deal_room_round_mail_sent(p_id uuid, p_at timestamptz)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_round_mail m set sent_at = coalesce(m.sent_at, p_at), lease_until = null
  where m.id = p_id
  returning true
$$;

create function public.mark_deal_room_round_mail_failed(p_id uuid, p_error text, p_next_attempt_at timestamptz, p_max_attempts integer)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_round_mail m set
    attempts = m.attempts + 1,
    last_error = left(p_error, 1000),
    next_attempt_at = p_next_attempt_at,
    lease_until = null,
    failed_at = case when m.attempts + 1 >= p_max_attempts then p_next_attempt_at else null end
  where m.id = p_id
  returning true
$$;

-- Offers: refused outside the shortlist while a best-and-final round is the listing's latest; each
-- stored with its round, late after that round's deadline (round 1: the call-for-offers date).
create or replace function public.submit_deal_room_offer(
  p_signature_id uuid,
  p_price numeric,
  p_deposit numeric,
  p_due_diligence_days integer,
  p_financing text,
  p_lender text,
  p_closing_date date,
  p_conditions text,
  p_proof_file_id uuid,
  p_proof_file_name text,
  p_proof_content_type text,
  p_proof_size_bytes bigint,
  p_proof_sha256 text,
  p_call_for_offers_at timestamptz,
  p_ip text,
  p_client text,
  p_user_agent text,
  p_at timestamptz
)
returns table (id uuid, revision integer, submitted_at timestamptz, late boolean, proof_file_id uuid, refused text, resets_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing text;
  v_revision integer;
  v_refused text;
  v_resets timestamptz;
  v_proof uuid := p_proof_file_id;
  v_round public.deal_room_offer_rounds;
  v_number integer := 1;
  v_deadline timestamptz := p_call_for_offers_at;
begin
  -- The client's lock first, the signature's second, in every call: no two wait on each other.
  perform pg_advisory_xact_lock(hashtextextended('deal-room-offer-client:' || p_client, 0));
  select s.listing into v_listing from public.deal_room_signatures s
  where s.id = p_signature_id and s.revoked_at is null
  for update;
  if v_listing is null then
    raise exception 'no signature % with access', p_signature_id using errcode = 'P0002';
  end if;
  -- The listing's latest best-and-final round takes only its invited buyers' offers.
  select r.* into v_round from public.deal_room_offer_rounds r
  where r.listing = v_listing and r.opened_at <= p_at order by r.number desc limit 1;
  if v_round.id is not null then
    if not exists (select 1 from public.deal_room_round_invitations i where i.round_id = v_round.id and i.signature_id = p_signature_id) then
      return query select null::uuid, null::integer, null::timestamptz, null::boolean, null::uuid, 'shortlist'::text, v_round.deadline_at;
      return;
    end if;
    v_number := v_round.number;
    v_deadline := v_round.deadline_at;
  end if;
  select r.refused, r.resets_at into v_refused, v_resets from public.deal_room_offer_refusal(p_signature_id, p_client, p_at) r;
  if v_refused is not null then
    return query select null::uuid, null::integer, null::timestamptz, null::boolean, null::uuid, v_refused, v_resets;
    return;
  end if;
  if p_proof_sha256 is not null then
    select coalesce((select o.proof_file_id from public.deal_room_offers o
      where o.signature_id = p_signature_id and o.proof_sha256 = p_proof_sha256 and o.proof_file_id is not null
      order by o.revision limit 1), p_proof_file_id) into v_proof;
  end if;
  select coalesce(max(o.revision), 0) + 1 into v_revision from public.deal_room_offers o where o.signature_id = p_signature_id;
  return query
    insert into public.deal_room_offers as o (signature_id, listing, revision, submitted_at, price, deposit, due_diligence_days,
      financing, lender, closing_date, conditions, proof_file_id, proof_file_name, proof_content_type, proof_size_bytes,
      proof_sha256, acknowledged_non_binding, call_for_offers_at, late, ip, user_agent, mail_next_attempt_at, round)
    values (p_signature_id, v_listing, v_revision, p_at, p_price, p_deposit, p_due_diligence_days, p_financing, p_lender,
      p_closing_date, p_conditions, v_proof, p_proof_file_name, p_proof_content_type, p_proof_size_bytes, p_proof_sha256,
      true, p_call_for_offers_at, v_deadline is not null and p_at > v_deadline, left(p_ip, 64),
      left(p_user_agent, 500), p_at, v_number)
    returning o.id, o.revision, o.submitted_at, o.late, o.proof_file_id, null::text, null::timestamptz;
end
$$;

drop function public.deal_room_listing_offers(text);
drop function public.deal_room_signer_offers(uuid);

create function public.deal_room_listing_offers(p_listing text)
returns table (
  id uuid,
  signature_id uuid,
  revision integer,
  submitted_at timestamptz,
  price numeric,
  deposit numeric,
  due_diligence_days integer,
  financing text,
  lender text,
  closing_date text,
  conditions text,
  proof_file_id uuid,
  proof_file_name text,
  proof_content_type text,
  proof_size_bytes bigint,
  call_for_offers_at timestamptz,
  late boolean,
  round integer,
  team_notified_at timestamptz,
  mail_failed_at timestamptz,
  name text,
  email text,
  phone text,
  company text,
  role text,
  client_name text
)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.signature_id, o.revision, o.submitted_at, o.price, o.deposit, o.due_diligence_days, o.financing, o.lender,
    o.closing_date::text, o.conditions, o.proof_file_id, o.proof_file_name, o.proof_content_type, o.proof_size_bytes,
    o.call_for_offers_at, o.late, o.round, o.team_notified_at, o.mail_failed_at, s.name, s.email, s.phone, s.company, s.role, s.client_name
  from public.deal_room_offers o join public.deal_room_signatures s on s.id = o.signature_id
  where o.listing = p_listing and not s.is_test
  order by o.submitted_at desc, o.revision desc
$$;

create function public.deal_room_signer_offers(p_signature_id uuid)
returns table (
  id uuid,
  signature_id uuid,
  revision integer,
  submitted_at timestamptz,
  price numeric,
  deposit numeric,
  due_diligence_days integer,
  financing text,
  lender text,
  closing_date text,
  conditions text,
  proof_file_id uuid,
  proof_file_name text,
  proof_content_type text,
  proof_size_bytes bigint,
  call_for_offers_at timestamptz,
  late boolean,
  round integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.signature_id, o.revision, o.submitted_at, o.price, o.deposit, o.due_diligence_days, o.financing, o.lender,
    o.closing_date::text, o.conditions, o.proof_file_id, o.proof_file_name, o.proof_content_type, o.proof_size_bytes,
    o.call_for_offers_at, o.late, o.round
  from public.deal_room_offers o
  where o.signature_id = p_signature_id
  order by o.revision desc
$$;

-- The round e-mails waiting are pending deliveries too (/api/health, the operator).
create or replace view public.deal_room_mail_queue as
  select s.accepted_at as waiting_since, s.mail_failed_at is not null as gave_up
  from public.deal_room_signatures s
  where ((s.access_sent_at is null and s.access_withheld is null) or s.team_notified_at is null) and not s.is_test
  union all
  select o.submitted_at, o.mail_failed_at is not null
  from public.deal_room_offers o join public.deal_room_signatures s on s.id = o.signature_id
  where o.team_notified_at is null and not s.is_test
  union all
  select w.queued_at, w.mail_failed_at is not null
  from public.deal_room_weekly_reports w
  where w.sent_at is null and w.cancelled_at is null
  union all
  select r.decided_at, r.mail_failed_at is not null
  from public.deal_room_due_diligence_requests r join public.deal_room_signatures s on s.id = r.signature_id
  where r.notice is not null and not s.is_test
    and (r.notice <> 'approved' or public.deal_room_signature_holds_access(r.signature_id))
  union all
  select m.queued_at, m.failed_at is not null
  from public.deal_room_round_mail m join public.deal_room_signatures s on s.id = m.signature_id
  where m.sent_at is null and not s.is_test;

revoke all on public.deal_room_mail_queue from public, anon, authenticated;
revoke all on function public.open_deal_room_offer_round(text, uuid[], timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.extend_deal_room_offer_round(text, uuid, timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_offer_rounds(text) from public, anon, authenticated;
revoke all on function public.deal_room_signer_round(uuid) from public, anon, authenticated;
revoke all on function public.claim_due_deal_room_round_mail(integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_deal_room_round_mail_sent(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_deal_room_round_mail_failed(uuid, text, timestamptz, integer) from public, anon, authenticated;
revoke all on function public.deal_room_listing_offers(text) from public, anon, authenticated;
revoke all on function public.deal_room_signer_offers(uuid) from public, anon, authenticated;
grant execute on function public.open_deal_room_offer_round(text, uuid[], timestamptz, timestamptz) to service_role;
grant execute on function public.extend_deal_room_offer_round(text, uuid, timestamptz, timestamptz) to service_role;
grant execute on function public.deal_room_offer_rounds(text) to service_role;
grant execute on function public.deal_room_signer_round(uuid) to service_role;
grant execute on function public.claim_due_deal_room_round_mail(integer, integer, timestamptz) to service_role;
grant execute on function public.mark_deal_room_round_mail_sent(uuid, timestamptz) to service_role;
grant execute on function public.mark_deal_room_round_mail_failed(uuid, text, timestamptz, integer) to service_role;
grant execute on function public.deal_room_listing_offers(text) to service_role;
grant execute on function public.deal_room_signer_offers(uuid) to service_role;
