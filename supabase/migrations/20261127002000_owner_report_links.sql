-- Every link the team hands out can be withdrawn (issue 41, docs/decisions/0027-deal-room-documents.md,
-- "Withdrawable links"; docs/decisions/0051-owner-report.md).
--
-- 1. Owner's report links: one row per link the team makes on the operator page. The signed token
--    carries the row's id only; the page and the PDF read the row on every request, so a withdrawn
--    (or unknown) link answers 404 at once. Expiry at most 30 days after creation (the team may
--    choose shorter). `created_by` is who made it as the operator session knows it: the site has
--    one shared operator login, so it says so ("operator login, session <ref>").
-- 2. The first time each LINK_SECRET_PREVIOUS (by fingerprint, never the secret) was seen, so every
--    server counts the default 60 days of the previous secret from the same instant, and the
--    instant this version first ran (the links signed with the raw secret before keys per purpose).
-- 3. "Sign out of every link" of the deal e-mail preferences: per address, the instant of the last
--    reset. A preference link carries the instant it was signed; one signed at or before the reset
--    is refused. The unsubscribe link does not look here (CASL: it keeps working).
--
-- Same stance as 20261124000100_deal_room.sql: RLS on without a policy for anon or authenticated,
-- every function SECURITY DEFINER with an empty search_path and EXECUTE-able by service_role only.

create table public.owner_report_links (
  id uuid primary key default gen_random_uuid(),
  listing text not null
    constraint owner_report_links_listing_format check (listing ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(listing) <= 96),
  created_at timestamptz not null,
  created_by text not null constraint owner_report_links_created_by_length check (char_length(created_by) between 1 and 200),
  expires_at timestamptz not null,
  include_names boolean not null,
  withdrawn_at timestamptz,
  openings integer not null default 0 constraint owner_report_links_openings_positive check (openings >= 0),
  last_opened_at timestamptz,
  constraint owner_report_links_expiry check (expires_at > created_at and expires_at <= created_at + interval '30 days')
);

create index owner_report_links_by_listing on public.owner_report_links (listing, created_at desc);

create table public.link_secret_sightings (
  name text primary key constraint link_secret_sightings_name_length check (char_length(name) between 1 and 100),
  first_seen_at timestamptz not null
);

create table public.deal_email_link_resets (
  email text primary key constraint deal_email_link_resets_email_format check (email = lower(btrim(email)) and position('@' in email) > 1),
  reset_at timestamptz not null,
  resets integer not null default 1
);

alter table public.owner_report_links enable row level security;
alter table public.link_secret_sightings enable row level security;
alter table public.deal_email_link_resets enable row level security;
revoke all on table public.owner_report_links, public.link_secret_sightings, public.deal_email_link_resets
  from public, anon, authenticated;
grant all on table public.owner_report_links, public.link_secret_sightings, public.deal_email_link_resets to service_role;

create function public.create_owner_report_link(
  p_listing text, p_created_by text, p_include_names boolean, p_expires_at timestamptz, p_at timestamptz
)
returns table (id uuid, listing text, created_at timestamptz, created_by text, expires_at timestamptz, include_names boolean,
  withdrawn_at timestamptz, openings integer, last_opened_at timestamptz)
language sql
security definer
set search_path = ''
as $$
  insert into public.owner_report_links as l (listing, created_at, created_by, expires_at, include_names)
  values (p_listing, p_at, p_created_by, p_expires_at, p_include_names)
  returning l.id, l.listing, l.created_at, l.created_by, l.expires_at, l.include_names, l.withdrawn_at, l.openings, l.last_opened_at
$$;

create function public.owner_report_links_of(p_listing text)
returns table (id uuid, listing text, created_at timestamptz, created_by text, expires_at timestamptz, include_names boolean,
  withdrawn_at timestamptz, openings integer, last_opened_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id, l.listing, l.created_at, l.created_by, l.expires_at, l.include_names, l.withdrawn_at, l.openings, l.last_opened_at
  from public.owner_report_links l
  where l.listing = p_listing
  order by l.created_at desc, l.id
$$;

-- The link as the report's page and PDF see it; an opening is counted only while the link works.
create function public.open_owner_report_link(p_id uuid, p_at timestamptz)
returns table (id uuid, listing text, created_at timestamptz, created_by text, expires_at timestamptz, include_names boolean,
  withdrawn_at timestamptz, openings integer, last_opened_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.owner_report_links l set openings = l.openings + 1, last_opened_at = p_at
  where l.id = p_id and l.withdrawn_at is null and l.expires_at > p_at;
  return query
    select l.id, l.listing, l.created_at, l.created_by, l.expires_at, l.include_names, l.withdrawn_at, l.openings, l.last_opened_at
    from public.owner_report_links l where l.id = p_id;
end
$$;

-- Withdraws a link of that listing (idempotent: the first withdrawal's time is kept); no row for
-- an id that is not the listing's.
create function public.withdraw_owner_report_link(p_id uuid, p_listing text, p_at timestamptz)
returns table (id uuid, listing text, created_at timestamptz, created_by text, expires_at timestamptz, include_names boolean,
  withdrawn_at timestamptz, openings integer, last_opened_at timestamptz)
language sql
security definer
set search_path = ''
as $$
  update public.owner_report_links l set withdrawn_at = coalesce(l.withdrawn_at, p_at)
  where l.id = p_id and l.listing = p_listing
  returning l.id, l.listing, l.created_at, l.created_by, l.expires_at, l.include_names, l.withdrawn_at, l.openings, l.last_opened_at
$$;

-- The first time `p_name` was seen, `p_at` if this is the first: every server agrees on it.
create function public.link_secret_first_seen(p_name text, p_at timestamptz)
returns table (first_seen_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.link_secret_sightings (name, first_seen_at) values (p_name, p_at) on conflict (name) do nothing;
  return query select s.first_seen_at from public.link_secret_sightings s where s.name = p_name;
end
$$;

-- "Sign out of every link": the address's reset instant moves forward (never back).
create function public.reset_deal_email_links(p_email text, p_at timestamptz)
returns table (reset_at timestamptz)
language sql
security definer
set search_path = ''
as $$
  insert into public.deal_email_link_resets as r (email, reset_at) values (lower(btrim(p_email)), p_at)
  on conflict (email) do update set reset_at = greatest(r.reset_at, excluded.reset_at), resets = r.resets + 1
  returning r.reset_at
$$;

create function public.deal_email_links_reset_at(p_email text)
returns table (reset_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select r.reset_at from public.deal_email_link_resets r where r.email = lower(btrim(p_email))
$$;

revoke all on function public.create_owner_report_link(text, text, boolean, timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.owner_report_links_of(text) from public, anon, authenticated;
revoke all on function public.open_owner_report_link(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.withdraw_owner_report_link(uuid, text, timestamptz) from public, anon, authenticated;
revoke all on function public.link_secret_first_seen(text, timestamptz) from public, anon, authenticated;
revoke all on function public.reset_deal_email_links(text, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_email_links_reset_at(text) from public, anon, authenticated;
grant execute on function public.create_owner_report_link(text, text, boolean, timestamptz, timestamptz) to service_role;
grant execute on function public.owner_report_links_of(text) to service_role;
grant execute on function public.open_owner_report_link(uuid, timestamptz) to service_role;
grant execute on function public.withdraw_owner_report_link(uuid, text, timestamptz) to service_role;
grant execute on function public.link_secret_first_seen(text, timestamptz) to service_role;
grant execute on function public.reset_deal_email_links(text, timestamptz) to service_role;
grant execute on function public.deal_email_links_reset_at(text) to service_role;
