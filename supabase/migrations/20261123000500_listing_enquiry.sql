-- A listing enquiry (issue 16, docs/decisions/0020-publishing.md "Listings"): the contact form
-- opened from "Enquire about this listing" stores the listing's slug with the lead. The web
-- server keeps it only when the listing exists in the content dataset and drops it otherwise
-- (never an error); this CHECK is the database's own guard on its form, the same rule as the
-- Studio's slugs (packages/paths SLUG_PATTERN) and supabase/functions/_shared/leadFields.ts.
-- A slug, not a reference: the listing may be unpublished later, and the lead must keep saying
-- which one it was.

alter table public.contact_forms
  add column listing text
  constraint contact_forms_listing_valid check (listing ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(listing) <= 96);

-- The claim of 20261123000400, whose contact lead now carries its listing for the team's e-mail.
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
      jsonb_build_object('name', t.name, 'email', t.email, 'message', t.message, 'listing', t.listing,
        'attribution', t.attribution, 'repeat_of', t.repeat_of) as lead
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
