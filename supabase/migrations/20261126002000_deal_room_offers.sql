-- Closing deals from the deal room (issue 36, docs/decisions/0049-offers-and-engagement.md).
--
-- 1. Offers: a signer submits a non-binding letter of intent from the room (price, deposit,
--    due-diligence days, financing condition and lender, closing date, other conditions, an
--    optional proof of funds whose bytes live beside the room's documents, privately). Every
--    revision is a row of its own, numbered per signature; nothing is overwritten. An offer made
--    after the listing's call-for-offers date is accepted and marked late: the date in force is
--    kept on the row, so the mark can be explained later. The team's notice of each offer is a row
--    first and a delivery second, with the signatures' lease-and-retry rules.
-- 2. Visits: each opening of the room is counted as part of a visit; a visit is a run of openings
--    no more than 30 minutes apart, and opening the e-mailed link always begins one.
-- 3. Engagement: per signer, visits, documents downloaded, listing enquiries and offers, counted
--    here; the score is computed from these counts by the web server (apps/web/src/dealRoom/engagement.ts).
--
-- Same stance as 20261124000100_deal_room.sql: RLS on without a policy for anon or authenticated,
-- every function SECURITY DEFINER with an empty search_path and EXECUTE-able by service_role only.

create table public.deal_room_offers (
  id uuid primary key default gen_random_uuid(),
  signature_id uuid not null references public.deal_room_signatures (id),
  listing text not null
    constraint deal_room_offers_listing_format check (listing ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(listing) <= 96),
  -- 1 for the first offer of a signature, then 2, 3…: every revision is kept.
  revision integer not null constraint deal_room_offers_revision_positive check (revision >= 1),
  submitted_at timestamptz not null default now(),
  price numeric(14, 2) not null constraint deal_room_offers_price check (price between 1 and 10000000000),
  deposit numeric(14, 2) not null constraint deal_room_offers_deposit check (deposit >= 0 and deposit <= price),
  due_diligence_days integer not null constraint deal_room_offers_due_diligence check (due_diligence_days between 0 and 365),
  financing text not null constraint deal_room_offers_financing check (financing in ('none', 'conditional')),
  lender text
    constraint deal_room_offers_lender check (lender is null or (financing = 'conditional' and char_length(lender) between 1 and 150 and lender !~ '[[:cntrl:]]')),
  closing_date date not null,
  conditions text constraint deal_room_offers_conditions check (conditions is null or char_length(conditions) between 1 and 4000),
  -- The proof of funds, stored like a document (key <listing>/<proof_file_id>), or none.
  proof_file_id uuid,
  proof_file_name text constraint deal_room_offers_proof_name check (proof_file_name is null or (char_length(proof_file_name) between 1 and 200 and proof_file_name !~ '[[:cntrl:]/\\]')),
  proof_content_type text constraint deal_room_offers_proof_type check (proof_content_type is null or (proof_content_type ~ '^[a-z0-9.+-]+/[a-z0-9.+-]+$' and char_length(proof_content_type) <= 100)),
  proof_size_bytes bigint constraint deal_room_offers_proof_size check (proof_size_bytes is null or proof_size_bytes between 1 and 26214400),
  proof_sha256 text constraint deal_room_offers_proof_sha256 check (proof_sha256 is null or proof_sha256 ~ '^[0-9a-f]{64}$'),
  -- The signer ticked that the letter is not binding; an offer without it is never stored.
  acknowledged_non_binding boolean not null constraint deal_room_offers_acknowledged check (acknowledged_non_binding),
  -- The listing's call-for-offers date when the offer arrived, and whether it arrived after it.
  call_for_offers_at timestamptz,
  late boolean not null,
  ip text constraint deal_room_offers_ip_length check (ip is null or char_length(ip) <= 64),
  user_agent text constraint deal_room_offers_user_agent_length check (user_agent is null or char_length(user_agent) <= 500),
  -- The team's notice, sent at least once.
  team_notified_at timestamptz,
  mail_attempts integer not null default 0,
  mail_last_error text,
  mail_next_attempt_at timestamptz not null default now(),
  mail_lease_until timestamptz,
  mail_failed_at timestamptz,
  constraint deal_room_offers_revision_unique unique (signature_id, revision),
  constraint deal_room_offers_proof_whole check (
    (proof_file_id is null) = (proof_file_name is null) and (proof_file_id is null) = (proof_content_type is null)
    and (proof_file_id is null) = (proof_size_bytes is null) and (proof_file_id is null) = (proof_sha256 is null))
);

create index deal_room_offers_listing on public.deal_room_offers (listing, submitted_at desc);
create index deal_room_offers_mail_due on public.deal_room_offers (mail_next_attempt_at)
  where team_notified_at is null and mail_failed_at is null;

create table public.deal_room_visits (
  id bigint generated always as identity primary key,
  signature_id uuid not null references public.deal_room_signatures (id),
  started_at timestamptz not null,
  last_seen_at timestamptz not null,
  openings integer not null default 1 constraint deal_room_visits_openings check (openings >= 1)
);

create index deal_room_visits_signature on public.deal_room_visits (signature_id, last_seen_at desc);

alter table public.deal_room_offers enable row level security;
alter table public.deal_room_visits enable row level security;
revoke all on table public.deal_room_offers, public.deal_room_visits from public, anon, authenticated;
grant all on table public.deal_room_offers, public.deal_room_visits to service_role;
create policy deal_room_offers_service_role_all on public.deal_room_offers for all to service_role using (true) with check (true);
create policy deal_room_visits_service_role_all on public.deal_room_visits for all to service_role using (true) with check (true);

-- Offers -------------------------------------------------------------------------------------------

-- One offer (a first one or a revision) of a signature still holding access; the revision number
-- is taken under a lock on the signature, so two submissions at once get 1 and 2, never 1 twice.
create function public.submit_deal_room_offer(
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
  p_user_agent text,
  p_at timestamptz
)
returns table (id uuid, revision integer, submitted_at timestamptz, late boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing text;
  v_revision integer;
begin
  select s.listing into v_listing from public.deal_room_signatures s
  where s.id = p_signature_id and s.revoked_at is null
  for update;
  if v_listing is null then
    raise exception 'no signature % with access', p_signature_id using errcode = 'P0002';
  end if;
  select coalesce(max(o.revision), 0) + 1 into v_revision from public.deal_room_offers o where o.signature_id = p_signature_id;
  return query
    insert into public.deal_room_offers as o (signature_id, listing, revision, submitted_at, price, deposit, due_diligence_days,
      financing, lender, closing_date, conditions, proof_file_id, proof_file_name, proof_content_type, proof_size_bytes,
      proof_sha256, acknowledged_non_binding, call_for_offers_at, late, ip, user_agent, mail_next_attempt_at)
    values (p_signature_id, v_listing, v_revision, p_at, p_price, p_deposit, p_due_diligence_days, p_financing, p_lender,
      p_closing_date, p_conditions, p_proof_file_id, p_proof_file_name, p_proof_content_type, p_proof_size_bytes, p_proof_sha256,
      true, p_call_for_offers_at, p_call_for_offers_at is not null and p_at > p_call_for_offers_at, left(p_ip, 64),
      left(p_user_agent, 500), p_at)
    returning o.id, o.revision, o.submitted_at, o.late;
end
$$;

-- A listing's offers with their signers, test signatures left out: each buyer's revisions
-- together, newest first (the operator page puts each buyer's latest first).
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
    o.call_for_offers_at, o.late, o.team_notified_at, o.mail_failed_at, s.name, s.email, s.phone, s.company, s.role, s.client_name
  from public.deal_room_offers o join public.deal_room_signatures s on s.id = o.signature_id
  where o.listing = p_listing and not s.is_test
  order by o.submitted_at desc, o.revision desc
$$;

-- One signer's own offers, newest revision first (what the room shows them).
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
  late boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.signature_id, o.revision, o.submitted_at, o.price, o.deposit, o.due_diligence_days, o.financing, o.lender,
    o.closing_date::text, o.conditions, o.proof_file_id, o.proof_file_name, o.proof_content_type, o.proof_size_bytes,
    o.call_for_offers_at, o.late
  from public.deal_room_offers o
  where o.signature_id = p_signature_id
  order by o.revision desc
$$;

-- One offer's proof of funds, for the operator's download (none: no row).
create function public.deal_room_offer_proof(p_offer_id uuid)
returns table (listing text, proof_file_id uuid, proof_file_name text, proof_content_type text, proof_size_bytes bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select o.listing, o.proof_file_id, o.proof_file_name, o.proof_content_type, o.proof_size_bytes
  from public.deal_room_offers o where o.id = p_offer_id and o.proof_file_id is not null
$$;

-- Leases up to p_limit offers whose team notice is due, oldest first, with what the notice says.
create function public.claim_due_deal_room_offer_mail(p_limit integer, p_lease_seconds integer, p_now timestamptz)
returns table (
  id uuid,
  listing text,
  revision integer,
  submitted_at timestamptz,
  price numeric,
  deposit numeric,
  due_diligence_days integer,
  financing text,
  lender text,
  closing_date text,
  conditions text,
  proof_file_name text,
  late boolean,
  call_for_offers_at timestamptz,
  attempts integer,
  name text,
  email text,
  phone text,
  company text,
  role text,
  client_name text
)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select o.id from public.deal_room_offers o join public.deal_room_signatures s on s.id = o.signature_id
    where o.team_notified_at is null and o.mail_failed_at is null and not s.is_test
      and o.mail_next_attempt_at <= p_now
      and (o.mail_lease_until is null or o.mail_lease_until <= p_now)
    order by o.submitted_at
    limit greatest(p_limit, 0)
    for update of o skip locked
  ), leased as (
    update public.deal_room_offers o
      set mail_lease_until = p_now + make_interval(secs => p_lease_seconds)
      from due where o.id = due.id
      returning o.*
  )
  select l.id, l.listing, l.revision, l.submitted_at, l.price, l.deposit, l.due_diligence_days, l.financing, l.lender,
    l.closing_date::text, l.conditions, l.proof_file_name, l.late, l.call_for_offers_at, l.mail_attempts,
    s.name, s.email, s.phone, s.company, s.role, s.client_name
  from leased l join public.deal_room_signatures s on s.id = l.signature_id
  order by l.submitted_at
$$;

create function public.mark_deal_room_offer_mail_sent(p_id uuid, p_at timestamptz)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_offers o set team_notified_at = coalesce(o.team_notified_at, p_at), mail_lease_until = null
  where o.id = p_id
  returning true
$$;

create function public.mark_deal_room_offer_mail_failed(p_id uuid, p_error text, p_next_attempt_at timestamptz, p_max_attempts integer)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_offers o set
    mail_attempts = o.mail_attempts + 1,
    mail_last_error = left(p_error, 1000),
    mail_next_attempt_at = p_next_attempt_at,
    mail_lease_until = null,
    mail_failed_at = case when o.mail_attempts + 1 >= p_max_attempts then now() else null end
  where o.id = p_id
  returning true
$$;

-- Mail that gave up now counts the offers' notices too (for /api/health and the operator).
create or replace function public.count_failed_deal_room_mail()
returns table (count integer)
language sql
stable
security definer
set search_path = ''
as $$
  select (
    (select count(*) from public.deal_room_signatures s
      where s.mail_failed_at is not null and (s.access_sent_at is null or s.team_notified_at is null) and not s.is_test)
    + (select count(*) from public.deal_room_offers o join public.deal_room_signatures s on s.id = o.signature_id
      where o.mail_failed_at is not null and o.team_notified_at is null and not s.is_test)
  )::integer
$$;

-- Visits and engagement --------------------------------------------------------------------------

-- Counts one opening of the room: part of the signer's latest visit when that one was last seen
-- less than p_gap_minutes before, else a new visit. p_arrival (the e-mailed link was opened)
-- always begins a new one.
create function public.record_deal_room_visit(p_signature_id uuid, p_at timestamptz, p_arrival boolean, p_gap_minutes integer)
returns table (visit_id bigint, openings integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_visit bigint;
begin
  perform 1 from public.deal_room_signatures s where s.id = p_signature_id for update;
  if not p_arrival then
    select v.id into v_visit from public.deal_room_visits v
    where v.signature_id = p_signature_id and v.last_seen_at > p_at - make_interval(mins => p_gap_minutes) and v.last_seen_at <= p_at
    order by v.last_seen_at desc limit 1;
  end if;
  if v_visit is null then
    return query insert into public.deal_room_visits as v (signature_id, started_at, last_seen_at)
      values (p_signature_id, p_at, p_at) returning v.id, v.openings;
  else
    return query update public.deal_room_visits v set last_seen_at = p_at, openings = v.openings + 1
      where v.id = v_visit returning v.id, v.openings;
  end if;
end
$$;

-- Per signer of a listing (test signatures left out): visits (how many, first, last), documents
-- downloaded (distinct, and downloads in all), enquiries about the listing from the same address
-- (test and unreleased spam left out), offers (distinct buyers' submissions, revisions included).
create function public.deal_room_engagement(p_listing text)
returns table (
  signature_id uuid,
  visits integer,
  first_visit_at timestamptz,
  last_visit_at timestamptz,
  documents_downloaded integer,
  downloads integer,
  enquiries integer,
  offers integer,
  last_offer_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id,
    (select count(*)::integer from public.deal_room_visits v where v.signature_id = s.id),
    (select min(v.started_at) from public.deal_room_visits v where v.signature_id = s.id),
    (select max(v.last_seen_at) from public.deal_room_visits v where v.signature_id = s.id),
    (select count(distinct d.document_id)::integer from public.deal_room_downloads d where d.signature_id = s.id),
    (select count(*)::integer from public.deal_room_downloads d where d.signature_id = s.id),
    (select count(*)::integer from public.contact_forms c
      where c.listing = p_listing and lower(btrim(c.email)) = lower(btrim(s.email)) and not c.is_test
        and (c.spam_reason is null or c.released_at is not null)),
    (select count(*)::integer from public.deal_room_offers o where o.signature_id = s.id),
    (select max(o.submitted_at) from public.deal_room_offers o where o.signature_id = s.id)
  from public.deal_room_signatures s
  where s.listing = p_listing and not s.is_test
$$;

-- Deliveries waiting (20261126000500): the offers' notices join the deal room's mail channel.
create or replace function public.pending_deliveries(p_include_webhooks boolean)
returns table (channel text, pending integer, oldest timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with leads as (
    select 'contact' as kind, is_test, spam_reason, released_at, created_at, notified_at, notify_failed_at,
      webhook_delivered_at, webhook_failed_at, webhook_next_attempt_at
    from public.contact_forms
    union all
    select 'investor', is_test, spam_reason, released_at, created_at, notified_at, notify_failed_at,
      webhook_delivered_at, webhook_failed_at, webhook_next_attempt_at
    from public.investor_signups
    union all
    select 'valuation', is_test, spam_reason, released_at, created_at, notified_at, notify_failed_at,
      webhook_delivered_at, webhook_failed_at, webhook_next_attempt_at
    from public.property_valuations
  ), deliverable as (
    select * from leads where not is_test and (spam_reason is null or released_at is not null)
  ), deal_room_mail as (
    select s.accepted_at as waiting_since from public.deal_room_signatures s
    where (s.access_sent_at is null or s.team_notified_at is null) and s.mail_failed_at is null and not s.is_test
    union all
    select o.submitted_at from public.deal_room_offers o join public.deal_room_signatures s on s.id = o.signature_id
    where o.team_notified_at is null and o.mail_failed_at is null and not s.is_test
  )
  select 'email', count(*)::integer, min(coalesce(released_at, created_at))
  from deliverable where notified_at is null and notify_failed_at is null
  union all
  select 'webhook', count(*)::integer, min(coalesce(released_at, created_at))
  from deliverable
  where p_include_webhooks and webhook_next_attempt_at is not null and webhook_delivered_at is null and webhook_failed_at is null
  union all
  select 'announcement', count(*)::integer, min(created_at)
  from public.listing_announcements
  where delivered_at is null and failed_at is null and cancelled_at is null
  union all
  select 'deal-room-mail', count(*)::integer, min(waiting_since) from deal_room_mail
$$;

-- Personal information (decision 0038) -------------------------------------------------------------

-- Part "deal_room" again: offers and visits are found with the signatures.
create or replace function public.personal_information_deal_room_find(p_email text)
returns table (source text, data jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  with signed as (
    select s.* from public.deal_room_signatures s where lower(btrim(s.email)) = p_email
  )
  select 'deal_room_signatures', to_jsonb(s) from signed s
  union all
  select 'deal_room_downloads', to_jsonb(d) from public.deal_room_downloads d where d.signature_id in (select s.id from signed s)
  union all
  select 'confidentiality_agreements', to_jsonb(a) from public.confidentiality_agreements a
  where a.sha256 in (select s.agreement_sha256 from signed s)
  union all
  select 'deal_room_documents', to_jsonb(c) from public.deal_room_documents c
  where c.id in (select d.document_id from public.deal_room_downloads d where d.signature_id in (select s.id from signed s))
  union all
  select 'deal_room_revoked_addresses', to_jsonb(r) from public.deal_room_revoked_addresses r where r.email = p_email
  union all
  select 'deal_room_offers', to_jsonb(o) from public.deal_room_offers o where o.signature_id in (select s.id from signed s)
  union all
  select 'deal_room_visits', to_jsonb(v) from public.deal_room_visits v where v.signature_id in (select s.id from signed s)
$$;

-- Erased: the signed agreement and its download log are kept and the links revoked (as before);
-- the offers (not binding, so not a contract to keep) and the visits are deleted. The proof-of-funds
-- files are removed from storage by the web server (apps/web/src/dealRoom/offerErasure.server.ts),
-- which reads their keys before this runs.
create or replace function public.personal_information_deal_room_erase(p_email text, p_at timestamptz)
returns table (source text, action text, records integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.deal_room_signatures set revoked_at = p_at where lower(btrim(email)) = p_email and revoked_at is null;
  get diagnostics v_count = row_count;
  if v_count > 0 then
    source := 'deal_room_signatures';
    action := 'revoked';
    records := v_count;
    return next;
  end if;
  delete from public.deal_room_offers o
  using public.deal_room_signatures s where s.id = o.signature_id and lower(btrim(s.email)) = p_email;
  get diagnostics v_count = row_count;
  source := 'deal_room_offers';
  action := 'deleted';
  records := v_count;
  return next;
  delete from public.deal_room_visits v
  using public.deal_room_signatures s where s.id = v.signature_id and lower(btrim(s.email)) = p_email;
  get diagnostics v_count = row_count;
  source := 'deal_room_visits';
  action := 'deleted';
  records := v_count;
  return next;
  source := 'deal_room_signatures';
  action := 'kept';
  select count(*)::integer into records from public.deal_room_signatures s where lower(btrim(s.email)) = p_email;
  return next;
  source := 'deal_room_downloads';
  action := 'kept';
  select count(*)::integer into records from public.deal_room_downloads d
  join public.deal_room_signatures s on s.id = d.signature_id where lower(btrim(s.email)) = p_email;
  return next;
end
$$;

-- The proof-of-funds files of an address's offers (<listing>/<file id>), read before an erasure.
create function public.deal_room_offer_proofs_of(p_email text)
returns table (listing text, proof_file_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select o.listing, o.proof_file_id from public.deal_room_offers o join public.deal_room_signatures s on s.id = o.signature_id
  where lower(btrim(s.email)) = lower(btrim(p_email)) and o.proof_file_id is not null
$$;

revoke all on function public.submit_deal_room_offer(uuid, numeric, numeric, integer, text, text, date, text, uuid, text, text, bigint, text, timestamptz, text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_listing_offers(text) from public, anon, authenticated;
revoke all on function public.deal_room_signer_offers(uuid) from public, anon, authenticated;
revoke all on function public.deal_room_offer_proof(uuid) from public, anon, authenticated;
revoke all on function public.claim_due_deal_room_offer_mail(integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_deal_room_offer_mail_sent(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_deal_room_offer_mail_failed(uuid, text, timestamptz, integer) from public, anon, authenticated;
revoke all on function public.record_deal_room_visit(uuid, timestamptz, boolean, integer) from public, anon, authenticated;
revoke all on function public.deal_room_engagement(text) from public, anon, authenticated;
revoke all on function public.deal_room_offer_proofs_of(text) from public, anon, authenticated;
grant execute on function public.submit_deal_room_offer(uuid, numeric, numeric, integer, text, text, date, text, uuid, text, text, bigint, text, timestamptz, text, text, timestamptz) to service_role;
grant execute on function public.deal_room_listing_offers(text) to service_role;
grant execute on function public.deal_room_signer_offers(uuid) to service_role;
grant execute on function public.deal_room_offer_proof(uuid) to service_role;
grant execute on function public.claim_due_deal_room_offer_mail(integer, integer, timestamptz) to service_role;
grant execute on function public.mark_deal_room_offer_mail_sent(uuid, timestamptz) to service_role;
grant execute on function public.mark_deal_room_offer_mail_failed(uuid, text, timestamptz, integer) to service_role;
grant execute on function public.record_deal_room_visit(uuid, timestamptz, boolean, integer) to service_role;
grant execute on function public.deal_room_engagement(text) to service_role;
grant execute on function public.deal_room_offer_proofs_of(text) to service_role;
