-- Where each lead came from (docs/decisions/0022-lead-attribution-and-webhook.md).
--
-- One validated JSON column per lead table rather than a dozen text columns: the shape is
-- {"first": touch, "last": touch, "page": "/path?query"}, every part optional, where a touch is
-- {"source", "medium", "campaign", "term", "content" (the utm_* tags), "referrer" (a host),
-- "landing" (a path), "at" (an ISO time)}. The server (supabase/functions/_shared/attribution.ts)
-- drops whatever does not fit before inserting; these CHECKs are the database's own guard, so a
-- caller with the service role cannot store a blob of arbitrary size or shape either.

-- A touch: an object of known keys, each a short string, "at" present.
create function public.attribution_touch_is_valid(p_touch jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- coalesce: a missing key makes the comparison null, and a CHECK lets null pass.
  select coalesce(
    jsonb_typeof(p_touch) = 'object'
    and p_touch - array['source', 'medium', 'campaign', 'term', 'content', 'referrer', 'landing', 'at'] = '{}'::jsonb
    and jsonb_typeof(p_touch -> 'at') = 'string'
    and not exists (
      select 1 from jsonb_each(p_touch) e
      where jsonb_typeof(e.value) <> 'string' or length(e.value #>> '{}') not between 1 and 300
    ),
    false
  )
$$;

create function public.attribution_is_valid(p_attribution jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_attribution is null or coalesce(
    jsonb_typeof(p_attribution) = 'object'
    and octet_length(p_attribution::text) <= 4000
    and p_attribution - array['first', 'last', 'page'] = '{}'::jsonb
    and (p_attribution -> 'page' is null
      or (jsonb_typeof(p_attribution -> 'page') = 'string' and length(p_attribution ->> 'page') between 1 and 300))
    and (p_attribution -> 'first' is null or public.attribution_touch_is_valid(p_attribution -> 'first'))
    and (p_attribution -> 'last' is null or public.attribution_touch_is_valid(p_attribution -> 'last')),
    false
  )
$$;

alter table public.contact_forms
  add column attribution jsonb constraint contact_forms_attribution_valid check (public.attribution_is_valid(attribution));
alter table public.investor_signups
  add column attribution jsonb constraint investor_signups_attribution_valid check (public.attribution_is_valid(attribution));
alter table public.property_valuations
  add column attribution jsonb constraint property_valuations_attribution_valid check (public.attribution_is_valid(attribution));

-- A valuation request's figures from the home page's value calculator (issue 18): the inputs the
-- server kept (each range-checked) and the estimate it recomputed from them,
-- {"inputs": {"units": 120, ..., "capRatePercent": 6}, "estimatedValue": 2150000 | null}.
create function public.estimate_is_valid(p_estimate jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_estimate is null or coalesce(
    jsonb_typeof(p_estimate) = 'object'
    and octet_length(p_estimate::text) <= 1000
    and p_estimate - array['inputs', 'estimatedValue'] = '{}'::jsonb
    and jsonb_typeof(p_estimate -> 'inputs') = 'object'
    and jsonb_typeof(p_estimate -> 'estimatedValue') in ('number', 'null')
    and coalesce((p_estimate ->> 'estimatedValue')::numeric between 0 and 10000000000, true)
    and (p_estimate -> 'inputs') - array[
      'units', 'unitMonthlyRent', 'containers', 'containerMonthlyRent', 'parkingSpots', 'parkingMonthlyRent',
      'additionalMonthlyRevenue', 'occupancyPercent', 'expenseRatioPercent', 'capRatePercent'
    ] = '{}'::jsonb
    and not exists (
      select 1 from jsonb_each(p_estimate -> 'inputs') e
      where jsonb_typeof(e.value) <> 'number' or (e.value #>> '{}')::numeric not between 0 and 10000000
    ),
    false
  )
$$;

alter table public.property_valuations
  add column estimate jsonb constraint property_valuations_estimate_valid check (public.estimate_is_valid(estimate));

-- Repeat leads (issue 18): a lead from an e-mail address that already sent one of the same kind
-- in the previous 24 hours is stored and notified like any other, and points at the first one
-- (the earliest of the window; a repeat of a repeat points at the same first). Set by a trigger,
-- so every way of inserting (SQL, PostgREST with the service role) marks it the same way. Test
-- rows and unreleased quarantined submissions are neither marked nor counted as the first.
alter table public.contact_forms add column repeat_of uuid;
alter table public.investor_signups add column repeat_of uuid;
alter table public.property_valuations add column repeat_of uuid;
create index contact_forms_email_recent on public.contact_forms (lower(email), created_at);
create index investor_signups_email_recent on public.investor_signups (lower(email), created_at);
create index property_valuations_email_recent on public.property_valuations (lower(email), created_at);

create function public.mark_repeat_lead()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.is_test then
    return new;
  end if;
  execute format(
    'select coalesce(t.repeat_of, t.id) from public.%I t '
    'where lower(t.email) = lower($1) and not t.is_test and t.id <> $2 '
    'and (t.spam_reason is null or t.released_at is not null) '
    'and t.created_at > $3 - interval ''24 hours'' and t.created_at <= $3 '
    'order by t.created_at, t.id limit 1',
    tg_table_name
  ) into new.repeat_of using new.email, new.id, coalesce(new.created_at, now());
  return new;
end
$$;

create trigger contact_forms_repeat before insert on public.contact_forms
  for each row execute function public.mark_repeat_lead();
create trigger investor_signups_repeat before insert on public.investor_signups
  for each row execute function public.mark_repeat_lead();
create trigger property_valuations_repeat before insert on public.property_valuations
  for each row execute function public.mark_repeat_lead();

-- The claim of 20261123000100, whose lead now carries its attribution (and a valuation its
-- figures) and, as repeat_of, the first lead it repeats, for the team's e-mail.
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
      jsonb_build_object('name', t.name, 'email', t.email, 'message', t.message, 'attribution', t.attribution,
        'repeat_of', t.repeat_of) as lead
  ),
  investor_claimed as (
    update public.investor_signups t
    set notify_lease_until = p_now + make_interval(secs => p_lease_seconds)
    where t.id in (select ch.id from chosen ch where ch.kind = 'investor')
    returning 'investor'::text as kind, t.id, t.created_at, t.notify_attempts as attempts,
      jsonb_build_object(
        'name', t.name, 'email', t.email, 'investment_profile', t.investment_profile,
        'message', t.message, 'consent_deal_emails', t.consent_deal_emails, 'attribution', t.attribution,
        'repeat_of', t.repeat_of
      ) as lead
  ),
  valuation_claimed as (
    update public.property_valuations t
    set notify_lease_until = p_now + make_interval(secs => p_lease_seconds)
    where t.id in (select ch.id from chosen ch where ch.kind = 'valuation')
    returning 'valuation'::text as kind, t.id, t.created_at, t.notify_attempts as attempts,
      jsonb_build_object(
        'name', t.name, 'email', t.email, 'phone', t.phone, 'property_address', t.property_address,
        'property_type', t.property_type, 'message', t.message, 'estimate', t.estimate,
        'attribution', t.attribution, 'repeat_of', t.repeat_of
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

-- Like every function here, not callable with the public key (the table owner and the service
-- role, which insert leads, need them for the CHECKs).
revoke all on function public.attribution_touch_is_valid(jsonb) from public, anon, authenticated;
revoke all on function public.attribution_is_valid(jsonb) from public, anon, authenticated;
revoke all on function public.estimate_is_valid(jsonb) from public, anon, authenticated;
revoke all on function public.mark_repeat_lead() from public, anon, authenticated;
grant execute on function public.estimate_is_valid(jsonb) to service_role;
grant execute on function public.attribution_touch_is_valid(jsonb) to service_role;
grant execute on function public.attribution_is_valid(jsonb) to service_role;
