-- Investors told of matching deals (issue 17, part B; docs/decisions/0029-investor-announcements.md).
--
-- 1. The buy box: what an investor who signs up for off-market deals wants to hear about. Every
--    criterion is optional and nullable (rows stored before this migration stay valid and match
--    every listing); an empty criterion is stored as NULL, never as [] or 0.
--      buy_asset_classes  JSON array of listing asset classes (self-storage, industrial)
--      buy_regions        JSON array of listing regions (the Studio's free-text region, ≤ 60 chars)
--      buy_price_min      CAD, whole dollars
--      buy_price_max      CAD, whole dollars, never below buy_price_min
--      buy_cap_rate_min   percent, 0–30 (the Studio's cap-rate range)
-- 2. The announcement queue: one row per (listing, investor e-mail address), so a second publish,
--    a duplicated webhook or a restart mid-send inserts nothing new; each row carries its own
--    delivery state with the same rule as the team's e-mail and the CRM webhook (lead_delivery_due).
-- 3. Unsubscribes, by e-mail address: after one, the address gets nothing further (its pending
--    announcements are cancelled and no new ones are queued).
-- Everything is the server's alone (service role): RLS on, no policy, anon and authenticated
-- have no right on any table or function here.

-- The buy box ---------------------------------------------------------------------------------------

-- A list of regions as the form stores it: 1 to 30 one-line strings of 1 to 60 characters.
create function public.buy_box_region_list_valid(p_regions jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(p_regions) = 'array'
    and jsonb_array_length(p_regions) between 1 and 30
    and not exists (
      select 1 from jsonb_array_elements(p_regions) as e(value)
      where jsonb_typeof(e.value) <> 'string'
        or char_length(btrim(e.value #>> '{}')) not between 1 and 60
        or (e.value #>> '{}') ~ '[\x01-\x1f\x7f]'
    )
$$;

alter table public.investor_signups
  add column buy_asset_classes jsonb
    constraint investor_signups_buy_asset_classes_known check (
      jsonb_typeof(buy_asset_classes) = 'array'
      and jsonb_array_length(buy_asset_classes) between 1 and 2
      and buy_asset_classes <@ '["self-storage", "industrial"]'::jsonb
    ),
  add column buy_regions jsonb
    constraint investor_signups_buy_regions_valid check (public.buy_box_region_list_valid(buy_regions)),
  add column buy_price_min double precision
    constraint investor_signups_buy_price_min_range check (buy_price_min between 0 and 10000000000 and buy_price_min = trunc(buy_price_min)),
  add column buy_price_max double precision
    constraint investor_signups_buy_price_max_range check (buy_price_max between 1 and 10000000000 and buy_price_max = trunc(buy_price_max)),
  add column buy_cap_rate_min double precision
    constraint investor_signups_buy_cap_rate_min_range check (buy_cap_rate_min between 0 and 30),
  add constraint investor_signups_buy_price_order check (buy_price_min is null or buy_price_max is null or buy_price_min <= buy_price_max);

-- The one "due" rule of every durable delivery ------------------------------------------------------

-- lead_webhook_due (20261123000600) under a name that says what it is: the team's e-mail, the CRM
-- webhook and the announcements are all due by this rule. The webhook claim keeps calling the old
-- name, which is now this function's alias, so there is one definition.
create function public.lead_delivery_due(
  p_is_test boolean,
  p_spam_reason text,
  p_released_at timestamptz,
  p_delivered_at timestamptz,
  p_failed_at timestamptz,
  p_next_attempt_at timestamptz,
  p_lease_until timestamptz,
  p_now timestamptz
)
returns boolean
language sql
immutable
as $$
  select not p_is_test
    and (p_spam_reason is null or p_released_at is not null)
    and p_delivered_at is null
    and p_failed_at is null
    and p_next_attempt_at <= p_now
    and (p_lease_until is null or p_lease_until <= p_now)
$$;

create or replace function public.lead_webhook_due(
  p_is_test boolean,
  p_spam_reason text,
  p_released_at timestamptz,
  p_delivered_at timestamptz,
  p_failed_at timestamptz,
  p_next_attempt_at timestamptz,
  p_lease_until timestamptz,
  p_now timestamptz
)
returns boolean
language sql
immutable
as $$
  select public.lead_delivery_due(p_is_test, p_spam_reason, p_released_at, p_delivered_at, p_failed_at, p_next_attempt_at, p_lease_until, p_now)
$$;

-- The team's e-mail claim of 20261123000500, now with the investor's buy box for the team's
-- e-mail, and its "due" condition the shared function rather than a third copy of it.
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
    where public.lead_delivery_due(c.is_test, c.spam_reason, c.released_at, c.notified_at, c.notify_failed_at,
      c.notify_next_attempt_at, c.notify_lease_until, p_now)
    order by c.created_at, c.id
    limit greatest(p_limit, 0)
    for update skip locked
  ),
  investor_due as (
    select i.id, i.created_at
    from public.investor_signups i
    where public.lead_delivery_due(i.is_test, i.spam_reason, i.released_at, i.notified_at, i.notify_failed_at,
      i.notify_next_attempt_at, i.notify_lease_until, p_now)
    order by i.created_at, i.id
    limit greatest(p_limit, 0)
    for update skip locked
  ),
  valuation_due as (
    select v.id, v.created_at
    from public.property_valuations v
    where public.lead_delivery_due(v.is_test, v.spam_reason, v.released_at, v.notified_at, v.notify_failed_at,
      v.notify_next_attempt_at, v.notify_lease_until, p_now)
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
        'message', t.message, 'consent_deal_emails', t.consent_deal_emails,
        'buy_asset_classes', t.buy_asset_classes, 'buy_regions', t.buy_regions,
        'buy_price_min', t.buy_price_min, 'buy_price_max', t.buy_price_max, 'buy_cap_rate_min', t.buy_cap_rate_min,
        'attribution', t.attribution, 'repeat_of', t.repeat_of
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

-- Unsubscribes ---------------------------------------------------------------------------------------

-- One row per address (lower-cased, trimmed): whichever signup it came from, the address is off.
create table public.investor_unsubscribes (
  email text primary key
    constraint investor_unsubscribes_email_normalised check (email = lower(btrim(email)) and char_length(email) between 3 and 254),
  unsubscribed_at timestamptz not null default now()
);

-- Listings announced, and the queue --------------------------------------------------------------------

-- A listing is announced once (the first publish or start-up that finds it announceable); this row
-- is written in the same transaction as its queue rows, so a listing is either fully queued or not
-- at all, and a second publish, webhook or start-up finds it here and queues nothing.
create table public.announced_listings (
  listing_slug text primary key
    constraint announced_listings_slug_valid check (listing_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(listing_slug) <= 96),
  announced_at timestamptz not null default now(),
  matched integer not null default 0 check (matched >= 0)
);

create table public.listing_announcements (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  listing_slug text not null references public.announced_listings (listing_slug) on delete cascade,
  -- The address, normalised: the queue's key with the slug (one e-mail per address per listing).
  email text not null
    constraint listing_announcements_email_normalised check (email = lower(btrim(email)) and char_length(email) between 3 and 254),
  -- The signup whose buy box matched (the address's newest eligible one), for "why you got this".
  investor_id uuid references public.investor_signups (id) on delete set null,
  -- What the e-mail says, fixed when queued: the listing as its public page shows it, the name
  -- and the buy box that matched.
  message jsonb not null check (jsonb_typeof(message) = 'object'),
  delivered_at timestamptz,
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  failed_at timestamptz,
  -- The address unsubscribed before this was sent: never sent.
  cancelled_at timestamptz,
  constraint listing_announcements_once unique (listing_slug, email)
);

create index listing_announcements_due on public.listing_announcements (next_attempt_at, created_at)
  where delivered_at is null and failed_at is null and cancelled_at is null;

alter table public.investor_unsubscribes enable row level security;
alter table public.announced_listings enable row level security;
alter table public.listing_announcements enable row level security;
revoke all on table public.investor_unsubscribes, public.announced_listings, public.listing_announcements
  from public, anon, authenticated;

-- Who may be told: one row per address, its newest signup that consented, is not a test, is not
-- quarantined (or was released), and whose address has not unsubscribed. Its buy box is the
-- address's current one (a later signup replaces an earlier one's preferences).
create function public.announcement_candidates()
returns table (
  id uuid,
  email text,
  name text,
  buy_asset_classes jsonb,
  buy_regions jsonb,
  buy_price_min double precision,
  buy_price_max double precision,
  buy_cap_rate_min double precision
)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (lower(btrim(i.email)))
    i.id, lower(btrim(i.email)), i.name, i.buy_asset_classes, i.buy_regions, i.buy_price_min, i.buy_price_max, i.buy_cap_rate_min
  from public.investor_signups i
  where i.consent_deal_emails and not i.is_test
    and (i.spam_reason is null or i.released_at is not null)
    and not exists (select 1 from public.investor_unsubscribes u where u.email = lower(btrim(i.email)))
  order by lower(btrim(i.email)), i.created_at desc, i.id desc
$$;

-- Announces a listing once: records it, then queues one row per recipient the server matched
-- (p_recipients: [{investor_id, email, message}]), skipping any address unsubscribed meanwhile.
-- Returns how many were queued; 0 and nothing written when the listing was announced before.
create function public.announce_listing(p_slug text, p_recipients jsonb, p_now timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  insert into public.announced_listings (listing_slug, announced_at) values (p_slug, p_now)
  on conflict (listing_slug) do nothing;
  if not found then
    return 0;
  end if;
  insert into public.listing_announcements (listing_slug, email, investor_id, message, created_at, next_attempt_at)
  select p_slug, lower(btrim(r.value ->> 'email')), (r.value ->> 'investor_id')::uuid, r.value -> 'message', p_now, p_now
  from jsonb_array_elements(coalesce(p_recipients, '[]'::jsonb)) as r(value)
  where not exists (select 1 from public.investor_unsubscribes u where u.email = lower(btrim(r.value ->> 'email')))
  on conflict (listing_slug, email) do nothing;
  get diagnostics v_count = row_count;
  update public.announced_listings set matched = v_count where listing_slug = p_slug;
  return v_count;
end
$$;

-- Which of these slugs were announced already (start-up skips them without matching again).
create function public.announced_listing_slugs(p_slugs text[])
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select a.listing_slug from public.announced_listings a where a.listing_slug = any(p_slugs)
$$;

-- Leases up to p_limit announcements due, oldest first; the same guarantees as the other claims
-- (FOR UPDATE SKIP LOCKED, a lease that lapses if its claimer dies). An address unsubscribed
-- since it was queued is never claimed (its rows were cancelled when it unsubscribed).
create function public.claim_due_listing_announcements(
  p_limit integer,
  p_lease_seconds integer,
  p_now timestamptz default now()
)
returns table (id uuid, listing_slug text, email text, attempts integer, message jsonb)
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select a.id
    from public.listing_announcements a
    where public.lead_delivery_due(false, null, null, coalesce(a.delivered_at, a.cancelled_at), a.failed_at,
      a.next_attempt_at, a.lease_until, p_now)
      and not exists (select 1 from public.investor_unsubscribes u where u.email = a.email)
    order by a.created_at, a.id
    limit greatest(p_limit, 0)
    for update skip locked
  )
  update public.listing_announcements t
  set lease_until = p_now + make_interval(secs => p_lease_seconds)
  where t.id in (select due.id from due)
  returning t.id, t.listing_slug, t.email, t.attempts, t.message
$$;

create function public.mark_listing_announcement_sent(p_id uuid, p_at timestamptz)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.listing_announcements set delivered_at = coalesce(delivered_at, p_at), lease_until = null where id = p_id
$$;

create function public.mark_listing_announcement_failed(
  p_id uuid,
  p_error text,
  p_next_attempt_at timestamptz,
  p_max_attempts integer
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.listing_announcements
  set attempts = attempts + 1, last_error = left(p_error, 1000), next_attempt_at = p_next_attempt_at, lease_until = null,
    failed_at = case when attempts + 1 >= p_max_attempts then now() end
  where id = p_id and delivered_at is null
$$;

-- The operator retries every announcement of a listing that gave up (not one the address has
-- since unsubscribed from): attempts start again from zero, due at once. Returns how many.
create function public.retry_failed_listing_announcements(p_slug text, p_at timestamptz)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  update public.listing_announcements
  set failed_at = null, attempts = 0, next_attempt_at = p_at
  where listing_slug = p_slug and failed_at is not null and delivered_at is null and cancelled_at is null;
  get diagnostics changed = row_count;
  return changed;
end
$$;

-- Unsubscribes an address at once: records it (the first time wins: idempotent) and cancels what
-- is queued for it. True when this call unsubscribed it, false when it already was.
create function public.unsubscribe_investor(p_email text, p_at timestamptz default now())
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  v_new boolean;
begin
  insert into public.investor_unsubscribes (email, unsubscribed_at) values (v_email, p_at)
  on conflict (email) do nothing;
  v_new := found;
  update public.listing_announcements set cancelled_at = p_at, lease_until = null
  where email = v_email and delivered_at is null and cancelled_at is null;
  return v_new;
end
$$;

-- Per listing announced: how many were matched, sent, waiting, given up, cancelled.
create function public.listing_announcement_stats(p_limit integer)
returns table (
  listing_slug text,
  announced_at timestamptz,
  matched integer,
  sent integer,
  pending integer,
  failed integer,
  cancelled integer,
  last_error text
)
language sql
stable
security definer
set search_path = ''
as $$
  select l.listing_slug, l.announced_at, l.matched,
    count(a.id) filter (where a.delivered_at is not null)::integer,
    count(a.id) filter (where a.delivered_at is null and a.failed_at is null and a.cancelled_at is null)::integer,
    count(a.id) filter (where a.failed_at is not null and a.delivered_at is null and a.cancelled_at is null)::integer,
    count(a.id) filter (where a.cancelled_at is not null)::integer,
    (array_agg(a.last_error order by a.next_attempt_at desc) filter (where a.last_error is not null and a.delivered_at is null))[1]
  from public.announced_listings l
  left join public.listing_announcements a on a.listing_slug = l.listing_slug
  group by l.listing_slug, l.announced_at, l.matched
  order by l.announced_at desc, l.listing_slug
  limit greatest(p_limit, 0)
$$;

-- Per investor address (newest signup first): subscribed, or unsubscribed and when.
create function public.investor_subscriptions(p_limit integer)
returns table (email text, name text, signed_up_at timestamptz, signups integer, unsubscribed_at timestamptz, announcements_sent integer)
language sql
stable
security definer
set search_path = ''
as $$
  select s.email, s.name, s.created_at, s.signups, u.unsubscribed_at,
    (select count(*) from public.listing_announcements a where a.email = s.email and a.delivered_at is not null)::integer
  from (
    select distinct on (lower(btrim(i.email))) lower(btrim(i.email)) as email, i.name, i.created_at,
      (count(*) over (partition by lower(btrim(i.email))))::integer as signups
    from public.investor_signups i
    where not i.is_test and i.consent_deal_emails and (i.spam_reason is null or i.released_at is not null)
    order by lower(btrim(i.email)), i.created_at desc, i.id desc
  ) s
  left join public.investor_unsubscribes u on u.email = s.email
  order by s.created_at desc, s.email
  limit greatest(p_limit, 0)
$$;

-- Announcements that gave up, for /api/health and the operator.
create function public.count_failed_listing_announcements()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.listing_announcements
  where failed_at is not null and delivered_at is null and cancelled_at is null
$$;

revoke all on function public.buy_box_region_list_valid(jsonb) from public, anon, authenticated;
revoke all on function public.lead_delivery_due(boolean, text, timestamptz, timestamptz, timestamptz, timestamptz, timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.announcement_candidates() from public, anon, authenticated;
revoke all on function public.announce_listing(text, jsonb, timestamptz) from public, anon, authenticated;
revoke all on function public.announced_listing_slugs(text[]) from public, anon, authenticated;
revoke all on function public.claim_due_listing_announcements(integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_listing_announcement_sent(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_listing_announcement_failed(uuid, text, timestamptz, integer) from public, anon, authenticated;
revoke all on function public.retry_failed_listing_announcements(text, timestamptz) from public, anon, authenticated;
revoke all on function public.unsubscribe_investor(text, timestamptz) from public, anon, authenticated;
revoke all on function public.listing_announcement_stats(integer) from public, anon, authenticated;
revoke all on function public.investor_subscriptions(integer) from public, anon, authenticated;
revoke all on function public.count_failed_listing_announcements() from public, anon, authenticated;
grant execute on function public.buy_box_region_list_valid(jsonb) to service_role;
grant execute on function public.lead_delivery_due(boolean, text, timestamptz, timestamptz, timestamptz, timestamptz, timestamptz, timestamptz) to service_role;
grant execute on function public.announcement_candidates() to service_role;
grant execute on function public.announce_listing(text, jsonb, timestamptz) to service_role;
grant execute on function public.announced_listing_slugs(text[]) to service_role;
grant execute on function public.claim_due_listing_announcements(integer, integer, timestamptz) to service_role;
grant execute on function public.mark_listing_announcement_sent(uuid, timestamptz) to service_role;
grant execute on function public.mark_listing_announcement_failed(uuid, text, timestamptz, integer) to service_role;
grant execute on function public.retry_failed_listing_announcements(text, timestamptz) to service_role;
grant execute on function public.unsubscribe_investor(text, timestamptz) to service_role;
grant execute on function public.listing_announcement_stats(integer) to service_role;
grant execute on function public.investor_subscriptions(integer) to service_role;
grant execute on function public.count_failed_listing_announcements() to service_role;
