-- Deliveries still waiting, for the alert on /api/health (docs/decisions/0041-operations.md).
--
-- Every outbound message is a row first and a delivery second; a delivery that keeps failing is
-- retried for about three days before it gives up and shows as failed. An outage must be seen in
-- minutes, not days: this lists, per channel, how many deliveries are still due (neither sent nor
-- given up) and since when the oldest has been waiting. The server compares that age with
-- DELIVERY_ALERT_MINUTES; the database only counts.
--   email          the team's notification of a lead (not a test row, not unreleased quarantine),
--                  waiting since it was stored or released
--   webhook        the lead's CRM delivery (only asked for when a webhook is configured; leads
--                  stored before the webhook's migration are never due)
--   announcement   an investor announcement e-mail, waiting since it was queued
--   deal-room-mail a signature's access link or team notice, waiting since the signature
create function public.pending_deliveries(p_include_webhooks boolean)
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
  select 'deal-room-mail', count(*)::integer, min(accepted_at)
  from public.deal_room_signatures
  where (access_sent_at is null or team_notified_at is null) and mail_failed_at is null and not is_test
$$;

revoke all on function public.pending_deliveries(boolean) from public, anon, authenticated;
grant execute on function public.pending_deliveries(boolean) to service_role;
