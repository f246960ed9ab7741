-- Alerts when a listing changes (issue 32; docs/decisions/0029-investor-announcements.md): its
-- asking price drops, it goes under contract, comes back available, or sells.
--
-- 1. listing_states: the state of each listing as last seen (status, asking price). The first time
--    a listing is seen its state is only recorded; each later change of state is compared with it.
-- 2. listing_changes: one row per change worth an alert, written in the same transaction as the
--    new state and as the alerts it queues, and only if the state seen before is still the one
--    recorded (compare and set), so a second webhook, a second process or a restart never queues
--    one change twice.
-- 3. The alerts ride the announcement queue (listing_announcements) with their change's id: one
--    per change and address; the announcements of new listings keep their key (listing, address).
-- Everything is the server's alone: RLS on, no policy, no right for anon or authenticated.

create table public.listing_states (
  listing_slug text primary key
    constraint listing_states_slug_valid check (listing_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(listing_slug) <= 96),
  status text not null
    constraint listing_states_status_known check (status in ('available', 'under-contract', 'sold')),
  asking_price double precision
    constraint listing_states_asking_price_range check (asking_price is null or asking_price >= 0),
  seen_at timestamptz not null default now()
);

create table public.listing_changes (
  id uuid primary key default gen_random_uuid(),
  listing_slug text not null references public.listing_states (listing_slug) on delete cascade,
  change text not null
    constraint listing_changes_change_known check (change in ('price-drop', 'under-contract', 'back-available', 'sold')),
  previous_status text not null,
  status text not null,
  previous_price double precision,
  asking_price double precision,
  detected_at timestamptz not null default now(),
  matched integer not null default 0 check (matched >= 0)
);

create index listing_changes_by_listing on public.listing_changes (listing_slug, detected_at desc);

-- A change alert is a queued announcement with its change; the first announcement of a listing
-- has none. Each is unique per address; a change alert may concern a listing never announced (its
-- buy box fits now), so the queue no longer requires an announced_listings row.
alter table public.listing_announcements
  add column change_id uuid references public.listing_changes (id) on delete cascade,
  drop constraint listing_announcements_listing_slug_fkey,
  drop constraint listing_announcements_once;
create unique index listing_announcements_once on public.listing_announcements (listing_slug, email) where change_id is null;
create unique index listing_announcements_change_once on public.listing_announcements (change_id, email) where change_id is not null;

alter table public.listing_states enable row level security;
alter table public.listing_changes enable row level security;
revoke all on table public.listing_states, public.listing_changes from public, anon, authenticated;

-- The first announcement (20261124000200) with the queue's new partial key.
create or replace function public.announce_listing(p_slug text, p_recipients jsonb, p_now timestamptz default now())
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
  on conflict (listing_slug, email) where change_id is null do nothing;
  get diagnostics v_count = row_count;
  update public.announced_listings set matched = v_count where listing_slug = p_slug;
  return v_count;
end
$$;

-- The recorded state of these listings (slug, status, asking price).
create function public.listing_states_of(p_slugs text[])
returns table (listing_slug text, status text, asking_price double precision)
language sql
stable
security definer
set search_path = ''
as $$
  select s.listing_slug, s.status, s.asking_price from public.listing_states s where s.listing_slug = any(p_slugs)
$$;

-- The addresses told of a listing (its first announcement, sent or still to send).
create function public.listing_told_addresses(p_slug text)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select a.email from public.listing_announcements a
  where a.listing_slug = p_slug and a.change_id is null and a.cancelled_at is null
$$;

-- Records a listing's new state and queues the alerts of its changes, once: only when the state
-- recorded is still the one the caller compared with (p_previous: {status, asking_price}, or null
-- for a listing never seen). p_changes: [{change, recipients: [{investor_id, email, message}]}].
-- Returns how many alerts were queued; -1 when another caller recorded this listing first.
create function public.record_listing_state(
  p_slug text,
  p_previous jsonb,
  p_status text,
  p_asking_price double precision,
  p_changes jsonb,
  p_now timestamptz default now()
)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_change jsonb;
  v_change_id uuid;
  v_count integer;
  v_total integer := 0;
begin
  if p_previous is null then
    insert into public.listing_states (listing_slug, status, asking_price, seen_at) values (p_slug, p_status, p_asking_price, p_now)
    on conflict (listing_slug) do nothing;
    return case when found then 0 else -1 end;
  end if;
  update public.listing_states
  set status = p_status, asking_price = p_asking_price, seen_at = p_now
  where listing_slug = p_slug and status = p_previous ->> 'status'
    and asking_price is not distinct from (p_previous ->> 'asking_price')::double precision;
  if not found then
    return -1;
  end if;
  for v_change in select value from jsonb_array_elements(coalesce(p_changes, '[]'::jsonb)) loop
    insert into public.listing_changes (listing_slug, change, previous_status, status, previous_price, asking_price, detected_at)
    values (p_slug, v_change ->> 'change', p_previous ->> 'status', p_status, (p_previous ->> 'asking_price')::double precision,
      p_asking_price, p_now)
    returning id into v_change_id;
    insert into public.listing_announcements (listing_slug, email, investor_id, message, change_id, created_at, next_attempt_at)
    select p_slug, lower(btrim(r.value ->> 'email')), (r.value ->> 'investor_id')::uuid, r.value -> 'message', v_change_id, p_now, p_now
    from jsonb_array_elements(coalesce(v_change -> 'recipients', '[]'::jsonb)) as r(value)
    where not exists (select 1 from public.investor_unsubscribes u where u.email = lower(btrim(r.value ->> 'email')))
    on conflict (change_id, email) where change_id is not null do nothing;
    get diagnostics v_count = row_count;
    update public.listing_changes set matched = v_count where id = v_change_id;
    v_total := v_total + v_count;
  end loop;
  return v_total;
end
$$;

-- Per listing announced: its first announcement's figures (change alerts are counted apart).
create or replace function public.listing_announcement_stats(p_limit integer)
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
  left join public.listing_announcements a on a.listing_slug = l.listing_slug and a.change_id is null
  group by l.listing_slug, l.announced_at, l.matched
  order by l.announced_at desc, l.listing_slug
  limit greatest(p_limit, 0)
$$;

revoke all on function public.listing_states_of(text[]) from public, anon, authenticated;
revoke all on function public.listing_told_addresses(text) from public, anon, authenticated;
revoke all on function public.record_listing_state(text, jsonb, text, double precision, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.listing_states_of(text[]) to service_role;
grant execute on function public.listing_told_addresses(text) to service_role;
grant execute on function public.record_listing_state(text, jsonb, text, double precision, jsonb, timestamptz) to service_role;
