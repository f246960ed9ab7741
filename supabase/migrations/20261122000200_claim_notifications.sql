-- Notification delivery state, changed only through these three functions.
--
-- Every adapter calls them: the hosted one as RPCs with the service-role key
-- (POST /rest/v1/rpc/<name>), the embedded (PGlite) and PostgreSQL ones as plain SELECTs. So the
-- lease logic exists once, here, and the integration tests exercise the exact SQL that runs on
-- Supabase.
--
-- SECURITY DEFINER with an empty search_path (every name schema-qualified) so a caller cannot
-- redirect a name to an object of its own. EXECUTE is for service_role only: PostgreSQL grants it
-- to PUBLIC by default and Supabase's default privileges to anon and authenticated, hence the
-- revokes. The public anon key must never be able to read a lead through these functions.

-- Leases up to p_limit rows due for notification, oldest first across the three tables, and
-- returns them. A row is due when it is not notified, not a test, its next attempt is due and no
-- other claimer holds an unexpired lease on it. Claiming sets the lease to p_now + p_lease_seconds:
-- if the claimer dies, the row becomes claimable again once the lease expires (at least once).
--
-- Two claimers running at the same moment never get the same row: candidates are locked with
-- FOR UPDATE SKIP LOCKED, so a row another transaction is claiming is skipped rather than waited
-- for; and if that transaction commits first, READ COMMITTED re-checks the locked row's newest
-- version, whose lease is now in the future, and drops it. Candidates that were locked but not
-- chosen (beyond p_limit overall) are released at commit and claimed by the next round.
--
-- p_now is the caller's clock (LeadRepository.claimDueNotifications takes it, so tests can move
-- time); it defaults to the database clock for callers that pass only the first two arguments.
create function public.claim_due_notifications(
  p_limit integer,
  p_lease_seconds integer,
  p_now timestamptz default now()
)
returns table (kind text, id uuid, created_at timestamptz, attempts integer, lead jsonb)
language sql
volatile
security definer
set search_path = ''
as $$
  with contact_due as (
    select c.id, c.created_at
    from public.contact_forms c
    where c.notified_at is null and not c.is_test
      and c.notify_next_attempt_at <= p_now
      and (c.notify_lease_until is null or c.notify_lease_until <= p_now)
    order by c.created_at, c.id
    limit greatest(p_limit, 0)
    for update skip locked
  ),
  investor_due as (
    select i.id, i.created_at
    from public.investor_signups i
    where i.notified_at is null and not i.is_test
      and i.notify_next_attempt_at <= p_now
      and (i.notify_lease_until is null or i.notify_lease_until <= p_now)
    order by i.created_at, i.id
    limit greatest(p_limit, 0)
    for update skip locked
  ),
  valuation_due as (
    select v.id, v.created_at
    from public.property_valuations v
    where v.notified_at is null and not v.is_test
      and v.notify_next_attempt_at <= p_now
      and (v.notify_lease_until is null or v.notify_lease_until <= p_now)
    order by v.created_at, v.id
    limit greatest(p_limit, 0)
    for update skip locked
  ),
  chosen as (
    select 'contact'::text as kind, d.id, d.created_at from contact_due d
    union all
    select 'investor'::text, d.id, d.created_at from investor_due d
    union all
    select 'valuation'::text, d.id, d.created_at from valuation_due d
    order by created_at, id
    limit greatest(p_limit, 0)
  ),
  contact_claimed as (
    update public.contact_forms t
    set notify_lease_until = p_now + make_interval(secs => p_lease_seconds)
    where t.id in (select ch.id from chosen ch where ch.kind = 'contact')
    returning 'contact'::text as kind, t.id, t.created_at, t.notify_attempts as attempts,
      jsonb_build_object('name', t.name, 'email', t.email, 'message', t.message) as lead
  ),
  investor_claimed as (
    update public.investor_signups t
    set notify_lease_until = p_now + make_interval(secs => p_lease_seconds)
    where t.id in (select ch.id from chosen ch where ch.kind = 'investor')
    returning 'investor'::text as kind, t.id, t.created_at, t.notify_attempts as attempts,
      jsonb_build_object(
        'name', t.name, 'email', t.email, 'investment_profile', t.investment_profile,
        'message', t.message, 'consent_deal_emails', t.consent_deal_emails
      ) as lead
  ),
  valuation_claimed as (
    update public.property_valuations t
    set notify_lease_until = p_now + make_interval(secs => p_lease_seconds)
    where t.id in (select ch.id from chosen ch where ch.kind = 'valuation')
    returning 'valuation'::text as kind, t.id, t.created_at, t.notify_attempts as attempts,
      jsonb_build_object(
        'name', t.name, 'email', t.email, 'phone', t.phone, 'property_address', t.property_address,
        'property_type', t.property_type, 'message', t.message
      ) as lead
  )
  select r.kind, r.id, r.created_at, r.attempts, r.lead from (
    select * from contact_claimed
    union all
    select * from investor_claimed
    union all
    select * from valuation_claimed
  ) r
  order by r.created_at, r.id
$$;

-- The notification went out: the row is never claimed again. The first success wins (a retry
-- that raced an expired lease does not move notified_at).
create function public.mark_notified(p_kind text, p_id uuid, p_at timestamptz)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  case p_kind
    when 'contact' then
      update public.contact_forms
      set notified_at = coalesce(notified_at, p_at), notify_lease_until = null
      where id = p_id;
    when 'investor' then
      update public.investor_signups
      set notified_at = coalesce(notified_at, p_at), notify_lease_until = null
      where id = p_id;
    when 'valuation' then
      update public.property_valuations
      set notified_at = coalesce(notified_at, p_at), notify_lease_until = null
      where id = p_id;
    else
      raise exception 'unknown lead kind: %', p_kind using errcode = '22023';
  end case;
end
$$;

-- The notification failed: count the attempt, keep the error for the operator (capped, since it
-- may quote a whole HTTP response), schedule the retry and release the lease. A row another
-- process has meanwhile notified is left alone.
create function public.mark_notification_failed(
  p_kind text,
  p_id uuid,
  p_error text,
  p_next_attempt_at timestamptz
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  case p_kind
    when 'contact' then
      update public.contact_forms
      set notify_attempts = notify_attempts + 1, notify_last_error = left(p_error, 1000),
        notify_next_attempt_at = p_next_attempt_at, notify_lease_until = null
      where id = p_id and notified_at is null;
    when 'investor' then
      update public.investor_signups
      set notify_attempts = notify_attempts + 1, notify_last_error = left(p_error, 1000),
        notify_next_attempt_at = p_next_attempt_at, notify_lease_until = null
      where id = p_id and notified_at is null;
    when 'valuation' then
      update public.property_valuations
      set notify_attempts = notify_attempts + 1, notify_last_error = left(p_error, 1000),
        notify_next_attempt_at = p_next_attempt_at, notify_lease_until = null
      where id = p_id and notified_at is null;
    else
      raise exception 'unknown lead kind: %', p_kind using errcode = '22023';
  end case;
end
$$;

revoke all on function public.claim_due_notifications(integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_notified(text, uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_notification_failed(text, uuid, text, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_due_notifications(integer, integer, timestamptz) to service_role;
grant execute on function public.mark_notified(text, uuid, timestamptz) to service_role;
grant execute on function public.mark_notification_failed(text, uuid, text, timestamptz) to service_role;
