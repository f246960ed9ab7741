-- A round of offers closes, and every offeror is told the count of competing written offers in it
-- (issue 46, docs/decisions/0058-offer-rounds.md; TRESA's rule on the number of competing offers).
--
-- 1. deal_room_round_closures: one row per listing and round once it closed: round 1 (the call for
--    offers, which has no row of its own) or a best-and-final round (whose closed_at is set too).
--    A round closes at its deadline (close_due_deal_room_offer_rounds, run by the deal room's
--    mailer with each listing's call-for-offers date from the Studio), when the team presses
--    "Close round N now", or when the team opens the next round (a trigger on the new round).
--    An offer made in a round after it closed is stored and marked late (a trigger on the offer).
-- 2. deal_room_offer_count_mail: the durable outbox of the counts: one e-mail per offeror when a
--    round closes ('closed', once per round and offeror whoever closes it and however often; an
--    offeror whose first offer in it comes after the close is queued theirs then), and one when an
--    offeror asks for it in the room ('asked', once per round, offeror and count).
--    Claimed under a lease, marked sent or failed like the round's invitations; its part of
--    deal_room_mail_queue is in 20261128005900_mail_queue_parts.sql.
-- 3. The count is computed here and only here (deal_room_round_competing): the other buyers with an
--    offer in that round, each once whatever their revisions, the operator's tests left out. A
--    number: no other buyer's terms or identity leaves the database through these functions.
--    deal_room_competing_offers (20261128002200, the listing's count over every round) is replaced
--    by the per-round count and dropped.
--
-- Same stance as 20261126002000_deal_room_offers.sql: RLS on without a policy for anon or
-- authenticated, every function SECURITY DEFINER with an empty search_path, service_role only.

create table public.deal_room_round_closures (
  listing text not null,
  number integer not null constraint deal_room_round_closures_number check (number >= 1),
  closed_at timestamptz not null,
  closed_by text not null constraint deal_room_round_closures_by check (closed_by in ('deadline', 'team', 'next_round')),
  primary key (listing, number)
);

create table public.deal_room_offer_count_mail (
  id uuid primary key default gen_random_uuid(),
  listing text not null,
  number integer not null,
  signature_id uuid not null references public.deal_room_signatures (id) on delete cascade,
  reason text not null constraint deal_room_offer_count_mail_reason check (reason in ('closed', 'asked')),
  competing integer not null constraint deal_room_offer_count_mail_competing check (competing >= 0),
  queued_at timestamptz not null,
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz not null,
  lease_until timestamptz,
  failed_at timestamptz
);

create unique index deal_room_offer_count_mail_closed on public.deal_room_offer_count_mail (listing, number, signature_id)
  where reason = 'closed';
create unique index deal_room_offer_count_mail_asked on public.deal_room_offer_count_mail (listing, number, signature_id, competing)
  where reason = 'asked';
create index deal_room_offer_count_mail_signature on public.deal_room_offer_count_mail (signature_id);
create index deal_room_offer_count_mail_due on public.deal_room_offer_count_mail (next_attempt_at)
  where sent_at is null and failed_at is null;
create index deal_room_offers_listing_round on public.deal_room_offers (listing, round, signature_id);

alter table public.deal_room_round_closures enable row level security;
alter table public.deal_room_offer_count_mail enable row level security;
revoke all on table public.deal_room_round_closures, public.deal_room_offer_count_mail from public, anon, authenticated;
grant all on table public.deal_room_round_closures, public.deal_room_offer_count_mail to service_role;

-- The competing written offers in a round for one offeror: other buyers with an offer in it.
create function public.deal_room_round_competing(p_listing text, p_number integer, p_signature_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(distinct o.signature_id)::integer
  from public.deal_room_offers o
  join public.deal_room_signatures s on s.id = o.signature_id and not s.is_test
  where o.listing = p_listing and o.round = p_number and o.signature_id <> p_signature_id
$$;

-- Closes a round as of p_closed_at (its deadline when the schedule closes it, else p_at) and queues
-- at p_at each offeror's count, taken then (offerors who still hold their signature unrevoked; the
-- operator's tests are e-mailed too, as their other e-mails are, and never counted). Refused:
-- 'unknown' (no such best-and-final round), 'closed' (closed already: nothing more is queued).
-- Answers how many counts it queued.
create function public.close_deal_room_offer_round(p_listing text, p_number integer, p_by text, p_closed_at timestamptz, p_at timestamptz)
returns table (queued integer, refused text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_queued integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('deal-room-rounds:' || p_listing, 0));
  if p_number > 1 and not exists (select 1 from public.deal_room_offer_rounds r where r.listing = p_listing and r.number = p_number) then
    return query select null::integer, 'unknown'::text;
    return;
  end if;
  insert into public.deal_room_round_closures (listing, number, closed_at, closed_by)
    values (p_listing, p_number, p_closed_at, p_by)
    on conflict do nothing;
  if not found then
    return query select null::integer, 'closed'::text;
    return;
  end if;
  update public.deal_room_offer_rounds r set closed_at = p_closed_at where r.listing = p_listing and r.number = p_number and r.closed_at is null;
  insert into public.deal_room_offer_count_mail (listing, number, signature_id, reason, competing, queued_at, next_attempt_at)
    select p_listing, p_number, x.signature_id, 'closed', public.deal_room_round_competing(p_listing, p_number, x.signature_id), p_at, p_at
    from (select distinct o.signature_id from public.deal_room_offers o
      join public.deal_room_signatures s on s.id = o.signature_id and s.revoked_at is null
      where o.listing = p_listing and o.round = p_number) x
    on conflict do nothing;
  get diagnostics v_queued = row_count;
  return query select v_queued, null::text;
end
$$;

-- The scheduled check: every best-and-final round past its deadline, and round 1 of each listing
-- in p_round_one ([{"listing": slug, "deadline": iso}], the Studio's call-for-offers dates) past
-- its date, once it received an offer and while no later round exists. Answers the rounds closed.
create function public.close_due_deal_room_offer_rounds(p_round_one jsonb, p_now timestamptz)
returns table (listing text, number integer, queued integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_due record;
  v_queued integer;
begin
  for v_due in
    select r.listing, r.number, r.deadline_at as deadline from public.deal_room_offer_rounds r
    where r.closed_at is null and r.deadline_at <= p_now
    union all
    select x.listing, 1, x.deadline from jsonb_to_recordset(coalesce(p_round_one, '[]'::jsonb)) as x(listing text, deadline timestamptz)
    where x.deadline <= p_now
      and not exists (select 1 from public.deal_room_round_closures c where c.listing = x.listing and c.number = 1)
      and not exists (select 1 from public.deal_room_offer_rounds r where r.listing = x.listing)
      and exists (select 1 from public.deal_room_offers o where o.listing = x.listing and o.round = 1)
  loop
    select c.queued into v_queued from public.close_deal_room_offer_round(v_due.listing, v_due.number, 'deadline', v_due.deadline, p_now) c;
    if v_queued is not null then
      return query select v_due.listing, v_due.number, v_queued;
    end if;
  end loop;
end
$$;

-- Opening a best-and-final round closes the one before it (round 1 included), counts and all.
create function public.deal_room_offer_round_closes_previous()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.close_deal_room_offer_round(new.listing, new.number - 1, 'next_round', new.opened_at, new.opened_at);
  return new;
end
$$;

create trigger deal_room_offer_round_closes_previous after insert on public.deal_room_offer_rounds
  for each row execute function public.deal_room_offer_round_closes_previous();

-- An offer made in a round after the round closed is kept and marked late, as one after its deadline.
create function public.deal_room_offer_late_after_close()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.deal_room_round_closures c
      where c.listing = new.listing and c.number = new.round and c.closed_at <= new.submitted_at) then
    new.late := true;
  end if;
  return new;
end
$$;

create trigger deal_room_offer_late_after_close before insert on public.deal_room_offers
  for each row execute function public.deal_room_offer_late_after_close();

-- An offeror whose first offer in a round comes after it closed is told the count too, then: every
-- offeror in a closed round gets its count once, whether they offered before the close or after.
create function public.deal_room_offer_count_after_close()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.deal_room_round_closures c
      where c.listing = new.listing and c.number = new.round and c.closed_at <= new.submitted_at)
    and exists (select 1 from public.deal_room_signatures s where s.id = new.signature_id and s.revoked_at is null) then
    insert into public.deal_room_offer_count_mail (listing, number, signature_id, reason, competing, queued_at, next_attempt_at)
      values (new.listing, new.round, new.signature_id, 'closed',
        public.deal_room_round_competing(new.listing, new.round, new.signature_id), new.submitted_at, new.submitted_at)
      on conflict do nothing;
  end if;
  return new;
end
$$;

create trigger deal_room_offer_count_after_close after insert on public.deal_room_offers
  for each row execute function public.deal_room_offer_count_after_close();

-- An offeror asks in the room: the count in the latest round they made an offer in, e-mailed once
-- per round and count. Refused 'no_offer' when the signature has made none (or holds no access).
create function public.ask_deal_room_offer_count(p_signature_id uuid, p_at timestamptz)
returns table (number integer, competing integer, queued boolean, refused text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing text;
  v_number integer;
  v_competing integer;
  v_queued integer;
begin
  select o.listing, max(o.round) into v_listing, v_number
  from public.deal_room_offers o join public.deal_room_signatures s on s.id = o.signature_id and s.revoked_at is null
  where o.signature_id = p_signature_id
  group by o.listing;
  if v_number is null then
    return query select null::integer, null::integer, null::boolean, 'no_offer'::text;
    return;
  end if;
  v_competing := public.deal_room_round_competing(v_listing, v_number, p_signature_id);
  insert into public.deal_room_offer_count_mail (listing, number, signature_id, reason, competing, queued_at, next_attempt_at)
    values (v_listing, v_number, p_signature_id, 'asked', v_competing, p_at, p_at)
    on conflict do nothing;
  get diagnostics v_queued = row_count;
  return query select v_number, v_competing, v_queued > 0, null::text;
end
$$;

-- What the room shows an offeror: each round they made an offer in, its count, whether and how it
-- closed, and whether a count went to them by e-mail.
create function public.deal_room_signer_round_counts(p_signature_id uuid)
returns table (number integer, competing integer, closed_at timestamptz, closed_by text, emailed_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select x.round, public.deal_room_round_competing(x.listing, x.round, p_signature_id), c.closed_at, c.closed_by,
    (select max(m.sent_at) from public.deal_room_offer_count_mail m
      where m.listing = x.listing and m.number = x.round and m.signature_id = p_signature_id)
  from (select distinct o.listing, o.round from public.deal_room_offers o where o.signature_id = p_signature_id) x
  left join public.deal_room_round_closures c on c.listing = x.listing and c.number = x.round
  order by x.round
$$;

-- What the operator page shows of a listing's closed rounds: when, how, and the counts' e-mails.
create function public.deal_room_round_closures(p_listing text)
returns table (number integer, closed_at timestamptz, closed_by text, counts integer, sent integer, failed integer)
language sql
stable
security definer
set search_path = ''
as $$
  select c.number, c.closed_at, c.closed_by,
    (select count(*)::integer from public.deal_room_offer_count_mail m
      where m.listing = c.listing and m.number = c.number and m.reason = 'closed'),
    (select count(*)::integer from public.deal_room_offer_count_mail m
      where m.listing = c.listing and m.number = c.number and m.reason = 'closed' and m.sent_at is not null),
    (select count(*)::integer from public.deal_room_offer_count_mail m
      where m.listing = c.listing and m.number = c.number and m.reason = 'closed' and m.failed_at is not null)
  from public.deal_room_round_closures c
  where c.listing = p_listing
  order by c.number
$$;

-- Leases up to p_limit count e-mails that are due, oldest first, with what they say.
create function public.claim_due_deal_room_offer_count_mail(p_limit integer, p_lease_seconds integer, p_now timestamptz)
returns table (id uuid, reason text, listing text, number integer, competing integer, queued_at timestamptz,
  closed_at timestamptz, attempts integer, name text, email text)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select m.id from public.deal_room_offer_count_mail m
    join public.deal_room_signatures s on s.id = m.signature_id and s.revoked_at is null
    where m.sent_at is null and m.failed_at is null and m.next_attempt_at <= p_now
      and (m.lease_until is null or m.lease_until <= p_now)
    order by m.queued_at, m.id
    limit greatest(p_limit, 0)
    for update of m skip locked
  ), leased as (
    update public.deal_room_offer_count_mail m set lease_until = p_now + make_interval(secs => p_lease_seconds)
    from due where m.id = due.id
    returning m.*
  )
  select l.id, l.reason, l.listing, l.number, l.competing, l.queued_at, c.closed_at, l.attempts, s.name, s.email
  from leased l
  join public.deal_room_signatures s on s.id = l.signature_id
  left join public.deal_room_round_closures c on c.listing = l.listing and c.number = l.number
  order by l.queued_at, l.id
$$;

create function public.mark_deal_room_offer_count_mail_sent(p_id uuid, p_at timestamptz)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_offer_count_mail m set sent_at = coalesce(m.sent_at, p_at), lease_until = null
  where m.id = p_id
  returning true
$$;

create function public.mark_deal_room_offer_count_mail_failed(p_id uuid, p_error text, p_next_attempt_at timestamptz, p_max_attempts integer)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_offer_count_mail m set
    attempts = m.attempts + 1,
    last_error = left(p_error, 1000),
    next_attempt_at = p_next_attempt_at,
    lease_until = null,
    failed_at = case when m.attempts + 1 >= p_max_attempts then p_next_attempt_at else null end
  where m.id = p_id
  returning true
$$;

-- A round's e-mails (invitations, extensions) go only to buyers who still hold their access: one
-- revoked (or erased) after the shortlist was made is not written to; the row stays unsent and
-- out of the mail queue (20261128005900_mail_queue_parts.sql). As 20261128002300_offer_rounds.sql,
-- with the signature's revocation checked; the counts' outbox above checks it the same way.
create or replace function public.claim_due_deal_room_round_mail(p_limit integer, p_lease_seconds integer, p_now timestamptz)
returns table (id uuid, kind text, listing text, number integer, deadline_at timestamptz, attempts integer, name text, email text)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select m.id from public.deal_room_round_mail m
    join public.deal_room_signatures s on s.id = m.signature_id and s.revoked_at is null
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

drop function public.deal_room_competing_offers(uuid);

revoke all on function public.deal_room_round_competing(text, integer, uuid) from public, anon, authenticated;
revoke all on function public.close_deal_room_offer_round(text, integer, text, timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.close_due_deal_room_offer_rounds(jsonb, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_offer_round_closes_previous() from public, anon, authenticated;
revoke all on function public.deal_room_offer_late_after_close() from public, anon, authenticated;
revoke all on function public.deal_room_offer_count_after_close() from public, anon, authenticated;
revoke all on function public.ask_deal_room_offer_count(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_signer_round_counts(uuid) from public, anon, authenticated;
revoke all on function public.deal_room_round_closures(text) from public, anon, authenticated;
revoke all on function public.claim_due_deal_room_offer_count_mail(integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_deal_room_offer_count_mail_sent(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_deal_room_offer_count_mail_failed(uuid, text, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.close_deal_room_offer_round(text, integer, text, timestamptz, timestamptz) to service_role;
grant execute on function public.close_due_deal_room_offer_rounds(jsonb, timestamptz) to service_role;
grant execute on function public.ask_deal_room_offer_count(uuid, timestamptz) to service_role;
grant execute on function public.deal_room_signer_round_counts(uuid) to service_role;
grant execute on function public.deal_room_round_closures(text) to service_role;
grant execute on function public.claim_due_deal_room_offer_count_mail(integer, integer, timestamptz) to service_role;
grant execute on function public.mark_deal_room_offer_count_mail_sent(uuid, timestamptz) to service_role;
grant execute on function public.mark_deal_room_offer_count_mail_failed(uuid, text, timestamptz, integer) to service_role;
