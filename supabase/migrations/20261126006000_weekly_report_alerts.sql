-- The team's Monday e-mail (20261126003000) in the operations alert (decision 0041).
--
-- A Monday report waiting for the mail server, or one that gave up after its retries, was seen by
-- nobody: /api/health's late deliveries and the operator's failed-mail count read only the
-- signatures' and the offers' e-mails. Both now count the weekly reports too, on the deal room's
-- mail channel. A report whose listing left the deal room before it went out (sold, or no longer
-- confidential) is not a failure: it is cancelled (cancelled_at, with the reason), leaves the queue
-- as a failed one does, and is counted in neither.

alter table public.deal_room_weekly_reports add column cancelled_at timestamptz;

create function public.cancel_deal_room_weekly_report(p_id uuid, p_reason text, p_at timestamptz)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_weekly_reports w set
    cancelled_at = p_at,
    mail_failed_at = p_at,
    mail_last_error = left(p_reason, 1000),
    mail_lease_until = null
  where w.id = p_id and w.sent_at is null
  returning true
$$;

-- The deal room's mail queue in one place: each message not yet sent, since when it waits, and
-- whether it gave up. The alert's two functions read it, so the next kind of deal room e-mail is
-- added here, not to each of them.
create view public.deal_room_mail_queue as
  select s.accepted_at as waiting_since, s.mail_failed_at is not null as gave_up
  from public.deal_room_signatures s
  where (s.access_sent_at is null or s.team_notified_at is null) and not s.is_test
  union all
  select o.submitted_at, o.mail_failed_at is not null
  from public.deal_room_offers o join public.deal_room_signatures s on s.id = o.signature_id
  where o.team_notified_at is null and not s.is_test
  union all
  select w.queued_at, w.mail_failed_at is not null
  from public.deal_room_weekly_reports w
  where w.sent_at is null and w.cancelled_at is null;

create or replace function public.count_failed_deal_room_mail()
returns table (count integer)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.deal_room_mail_queue q where q.gave_up
$$;

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
  select 'deal-room-mail', count(*)::integer, min(q.waiting_since) from public.deal_room_mail_queue q where not q.gave_up
$$;

revoke all on public.deal_room_mail_queue from public, anon, authenticated;
revoke all on function public.cancel_deal_room_weekly_report(uuid, text, timestamptz) from public, anon, authenticated;
grant execute on function public.cancel_deal_room_weekly_report(uuid, text, timestamptz) to service_role;
