-- Suspected spam is quarantined, never discarded; notifications give up after a bounded number of
-- attempts (docs/decisions/0019-spam-quarantine.md).
--
-- A submission caught by a spam signal (the hidden honeypot field filled in, or sent faster than a
-- person fills the form) used to be acknowledged and dropped: a quick human who autofilled the
-- form was told "sent" and lost. Now it is stored like any lead, marked with the reason, and not
-- notified until the operator releases it; unreleased rows are purged after 30 days.
--   spam_reason       why the submission looked automated; null for an ordinary lead
--   fill_ms           milliseconds from the form's first render to the submission, as the server
--                     saw them (null without JavaScript, or when the browser's clock made no sense)
--   released_at       the operator released the row from quarantine: it is notified like any lead
--   notify_failed_at  the notification gave up (too many failed attempts); shown as failed to the
--                     operator, who can retry it
-- A row is quarantined while spam_reason is set and released_at is not.

alter table public.contact_forms
  add column spam_reason text constraint contact_forms_spam_reason_known check (spam_reason in ('honeypot', 'too_fast')),
  add column fill_ms integer constraint contact_forms_fill_ms_range check (fill_ms between 0 and 604800000),
  add column released_at timestamptz,
  add column notify_failed_at timestamptz,
  add constraint contact_forms_released_only_spam check (released_at is null or spam_reason is not null);

alter table public.investor_signups
  add column spam_reason text constraint investor_signups_spam_reason_known check (spam_reason in ('honeypot', 'too_fast')),
  add column fill_ms integer constraint investor_signups_fill_ms_range check (fill_ms between 0 and 604800000),
  add column released_at timestamptz,
  add column notify_failed_at timestamptz,
  add constraint investor_signups_released_only_spam check (released_at is null or spam_reason is not null);

alter table public.property_valuations
  add column spam_reason text constraint property_valuations_spam_reason_known check (spam_reason in ('honeypot', 'too_fast')),
  add column fill_ms integer constraint property_valuations_fill_ms_range check (fill_ms between 0 and 604800000),
  add column released_at timestamptz,
  add column notify_failed_at timestamptz,
  add constraint property_valuations_released_only_spam check (released_at is null or spam_reason is not null);

-- The due-notification indexes cover exactly the rows the claim below can pick.
drop index public.contact_forms_notification_due;
drop index public.investor_signups_notification_due;
drop index public.property_valuations_notification_due;
create index contact_forms_notification_due on public.contact_forms (notify_next_attempt_at, created_at)
  where notified_at is null and not is_test and notify_failed_at is null and (spam_reason is null or released_at is not null);
create index investor_signups_notification_due on public.investor_signups (notify_next_attempt_at, created_at)
  where notified_at is null and not is_test and notify_failed_at is null and (spam_reason is null or released_at is not null);
create index property_valuations_notification_due on public.property_valuations (notify_next_attempt_at, created_at)
  where notified_at is null and not is_test and notify_failed_at is null and (spam_reason is null or released_at is not null);
-- The operator's quarantine list and the purge read only quarantined rows.
create index contact_forms_quarantined on public.contact_forms (created_at) where spam_reason is not null and released_at is null;
create index investor_signups_quarantined on public.investor_signups (created_at) where spam_reason is not null and released_at is null;
create index property_valuations_quarantined on public.property_valuations (created_at) where spam_reason is not null and released_at is null;

-- The table of a lead kind, for the functions below that build their statement with format(%I).
create function public.lead_table(p_kind text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  case p_kind
    when 'contact' then return 'contact_forms';
    when 'investor' then return 'investor_signups';
    when 'valuation' then return 'property_valuations';
    else raise exception 'unknown lead kind: %', p_kind using errcode = '22023';
  end case;
end
$$;

-- The claim of 20261122000200, with two more conditions per table: a quarantined row is never
-- claimed (not before the operator releases it), nor one whose notification gave up.
create or replace function public.claim_due_notifications(
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
      and c.notify_failed_at is null and (c.spam_reason is null or c.released_at is not null)
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
      and i.notify_failed_at is null and (i.spam_reason is null or i.released_at is not null)
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
      and v.notify_failed_at is null and (v.spam_reason is null or v.released_at is not null)
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

-- A failed attempt, as in 20261122000200, except that the attempt bringing the count to
-- p_max_attempts gives up: the row is marked failed (never claimed again) until the operator
-- retries it. The old four-argument form stays for a server not yet upgraded, without a cap.
create function public.mark_notification_failed(
  p_kind text,
  p_id uuid,
  p_error text,
  p_next_attempt_at timestamptz,
  p_max_attempts integer
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  execute format(
    'update public.%I set notify_attempts = notify_attempts + 1, notify_last_error = left($1, 1000), '
    'notify_next_attempt_at = $2, notify_lease_until = null, '
    'notify_failed_at = case when notify_attempts + 1 >= $3 then now() end '
    'where id = $4 and notified_at is null',
    public.lead_table(p_kind)
  ) using p_error, p_next_attempt_at, p_max_attempts, p_id;
end
$$;

-- The operator releases a quarantined row: from now on it is an ordinary lead, due at once, so the
-- notifier sends it exactly as it sends any lead (durably, once). False when the row is not (or no
-- longer) quarantined, so a double click releases once.
create function public.release_quarantined_lead(p_kind text, p_id uuid, p_at timestamptz)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  execute format(
    'update public.%I set released_at = $1, notify_next_attempt_at = $1 '
    'where id = $2 and spam_reason is not null and released_at is null and not is_test',
    public.lead_table(p_kind)
  ) using p_at, p_id;
  get diagnostics changed = row_count;
  return changed > 0;
end
$$;

-- The operator deletes a quarantined row (only a quarantined one: real leads are never deleted here).
create function public.delete_quarantined_lead(p_kind text, p_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  execute format(
    'delete from public.%I where id = $1 and spam_reason is not null and released_at is null',
    public.lead_table(p_kind)
  ) using p_id;
  get diagnostics changed = row_count;
  return changed > 0;
end
$$;

-- Quarantined rows received before p_before, in every table, are deleted; returns how many.
create function public.purge_quarantined_leads(p_before timestamptz)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  table_name text;
  changed integer;
  total integer := 0;
begin
  foreach table_name in array array['contact_forms', 'investor_signups', 'property_valuations'] loop
    execute format(
      'delete from public.%I where spam_reason is not null and released_at is null and created_at < $1',
      table_name
    ) using p_before;
    get diagnostics changed = row_count;
    total := total + changed;
  end loop;
  return total;
end
$$;

-- The operator retries a notification that gave up: attempts start again from zero, due at once.
create function public.retry_failed_notification(p_kind text, p_id uuid, p_at timestamptz)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  execute format(
    'update public.%I set notify_failed_at = null, notify_attempts = 0, notify_next_attempt_at = $1 '
    'where id = $2 and notify_failed_at is not null and notified_at is null',
    public.lead_table(p_kind)
  ) using p_at, p_id;
  get diagnostics changed = row_count;
  return changed > 0;
end
$$;

revoke all on function public.lead_table(text) from public, anon, authenticated;
revoke all on function public.mark_notification_failed(text, uuid, text, timestamptz, integer) from public, anon, authenticated;
revoke all on function public.release_quarantined_lead(text, uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.delete_quarantined_lead(text, uuid) from public, anon, authenticated;
revoke all on function public.purge_quarantined_leads(timestamptz) from public, anon, authenticated;
revoke all on function public.retry_failed_notification(text, uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.lead_table(text) to service_role;
grant execute on function public.mark_notification_failed(text, uuid, text, timestamptz, integer) to service_role;
grant execute on function public.release_quarantined_lead(text, uuid, timestamptz) to service_role;
grant execute on function public.delete_quarantined_lead(text, uuid) to service_role;
grant execute on function public.purge_quarantined_leads(timestamptz) to service_role;
grant execute on function public.retry_failed_notification(text, uuid, timestamptz) to service_role;
