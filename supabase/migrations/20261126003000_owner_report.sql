-- The listing's funnel and the owner's weekly report (issue 36, docs/decisions/0051-owner-report.md).
--
-- 1. Agreement pages opened: the agreement page is private, so the analytics beacon never counts it
--    (decision 0048); its route counts each opening on the server, one number per listing and
--    Toronto day. No address, no browser, no identifier: counts only.
-- 2. The funnel per listing: listing page views (the analytics daily totals plus today's raw views
--    of the listing's path), agreement pages opened, signed, confirmed, downloaded (distinct
--    signers), offers (distinct buyers). The operator's tests are never counted.
-- 3. The same per ISO week (Monday to Sunday, Toronto days), for the owner's report and its chart.
-- 4. The Monday e-mail: a switch per listing (no row: on) and one row per listing and ISO week,
--    unique, so two servers on one database queue it once; delivered with the deal room's
--    lease-and-retry rules (a row first, a delivery second).
--
-- Same stance as 20261124000100_deal_room.sql: RLS on without a policy for anon or authenticated,
-- every function SECURITY DEFINER with an empty search_path and EXECUTE-able by service_role only.

create table public.deal_room_agreement_openings (
  listing text not null
    constraint deal_room_agreement_openings_listing_format check (listing ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(listing) <= 96),
  day date not null,
  openings integer not null constraint deal_room_agreement_openings_positive check (openings > 0),
  primary key (listing, day)
);

create table public.deal_room_report_switches (
  listing text primary key
    constraint deal_room_report_switches_listing_format check (listing ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(listing) <= 96),
  monday_report boolean not null,
  changed_at timestamptz not null
);

create table public.deal_room_weekly_reports (
  id uuid primary key default gen_random_uuid(),
  listing text not null
    constraint deal_room_weekly_reports_listing_format check (listing ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(listing) <= 96),
  -- ISO 8601 week of the Monday it is sent on, e.g. 2026-W49.
  iso_week text not null constraint deal_room_weekly_reports_week_format check (iso_week ~ '^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$'),
  queued_at timestamptz not null,
  sent_at timestamptz,
  mail_attempts integer not null default 0,
  mail_last_error text,
  mail_next_attempt_at timestamptz not null,
  mail_lease_until timestamptz,
  mail_failed_at timestamptz,
  -- Once per listing and week, however many servers queue it.
  constraint deal_room_weekly_reports_once unique (listing, iso_week)
);

create index deal_room_weekly_reports_due on public.deal_room_weekly_reports (mail_next_attempt_at)
  where sent_at is null and mail_failed_at is null;

alter table public.deal_room_agreement_openings enable row level security;
alter table public.deal_room_report_switches enable row level security;
alter table public.deal_room_weekly_reports enable row level security;
revoke all on table public.deal_room_agreement_openings, public.deal_room_report_switches, public.deal_room_weekly_reports
  from public, anon, authenticated;
grant all on table public.deal_room_agreement_openings, public.deal_room_report_switches, public.deal_room_weekly_reports to service_role;

create function public.count_deal_room_agreement_opening(p_listing text, p_day date)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  insert into public.deal_room_agreement_openings as o (listing, day, openings) values (p_listing, p_day, 1)
  on conflict (listing, day) do update set openings = o.openings + 1
  returning true
$$;

-- The funnel, every step counted over all that is kept (page views: 25 months of daily totals).
create function public.deal_room_funnel(p_listing text, p_path text)
returns table (page_views integer, agreements_opened integer, signed integer, confirmed integer, downloaded integer, offered integer)
language sql
stable
security definer
set search_path = ''
as $$
  with signers as (
    select s.id, s.confirmed_at from public.deal_room_signatures s where s.listing = p_listing and not s.is_test
  )
  select
    ((select coalesce(sum(d.views), 0) from public.analytics_daily_views d where d.path = p_path)
      + (select count(*) from public.analytics_views v where v.path = p_path))::integer,
    (select coalesce(sum(a.openings), 0) from public.deal_room_agreement_openings a where a.listing = p_listing)::integer,
    (select count(*) from signers)::integer,
    (select count(*) from signers where confirmed_at is not null)::integer,
    (select count(distinct dl.signature_id) from public.deal_room_downloads dl join signers s on s.id = dl.signature_id)::integer,
    (select count(distinct o.signature_id) from public.deal_room_offers o join signers s on s.id = o.signature_id)::integer
$$;

-- The same acts per ISO week from p_from (a Monday): each week's own counts, not distinct over weeks.
create function public.deal_room_weekly_activity(p_listing text, p_path text, p_from date)
returns table (week text, page_views integer, agreements_opened integer, signed integer, downloads integer, offers integer)
language sql
stable
security definer
set search_path = ''
as $$
  with signers as (
    select s.id, s.accepted_at from public.deal_room_signatures s where s.listing = p_listing and not s.is_test
  ), acts as (
    select d.day, d.views as page_views, 0 as opened, 0 as signed, 0 as downloads, 0 as offers
      from public.analytics_daily_views d where d.path = p_path and d.day >= p_from
    union all
    select v.day, 1, 0, 0, 0, 0 from public.analytics_views v where v.path = p_path and v.day >= p_from
    union all
    select a.day, 0, a.openings, 0, 0, 0 from public.deal_room_agreement_openings a where a.listing = p_listing and a.day >= p_from
    union all
    select (s.accepted_at at time zone 'America/Toronto')::date, 0, 0, 1, 0, 0 from signers s
    union all
    select (dl.downloaded_at at time zone 'America/Toronto')::date, 0, 0, 0, 1, 0
      from public.deal_room_downloads dl join signers s on s.id = dl.signature_id
    union all
    select (o.submitted_at at time zone 'America/Toronto')::date, 0, 0, 0, 0, 1
      from public.deal_room_offers o join signers s on s.id = o.signature_id
  )
  select date_trunc('week', a.day)::date::text, sum(a.page_views)::integer, sum(a.opened)::integer, sum(a.signed)::integer,
    sum(a.downloads)::integer, sum(a.offers)::integer
  from acts a where a.day >= p_from
  group by date_trunc('week', a.day) order by date_trunc('week', a.day)
$$;

-- The signers named in a report when the team ticked it: name and company only (never an e-mail or
-- a phone), whether they made an offer; the operator's tests left out, as in the counts.
create function public.deal_room_report_buyers(p_listing text)
returns table (name text, company text, offered boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select s.name, s.company, exists (select 1 from public.deal_room_offers o where o.signature_id = s.id)
  from public.deal_room_signatures s
  where s.listing = p_listing and not s.is_test
  order by 3 desc, s.name, s.accepted_at
$$;

create function public.set_deal_room_weekly_email(p_listing text, p_on boolean, p_at timestamptz)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  insert into public.deal_room_report_switches as r (listing, monday_report, changed_at) values (p_listing, p_on, p_at)
  on conflict (listing) do update set monday_report = excluded.monday_report, changed_at = excluded.changed_at
  returning true
$$;

-- The listings whose Monday e-mail the team switched off (every other listing's is on).
create function public.deal_room_weekly_email_off()
returns table (listing text)
language sql
stable
security definer
set search_path = ''
as $$
  select r.listing from public.deal_room_report_switches r where not r.monday_report order by r.listing
$$;

-- Queues the week's report of each listing given whose switch is on; a second call (another
-- server, a later round) finds the unique row and adds nothing. Also deletes what is past keeping
-- (decision 0051): openings and sent or failed reports older than 25 months, as the analytics totals.
create function public.queue_deal_room_weekly_reports(p_listings text[], p_iso_week text, p_at timestamptz)
returns table (queued integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  added integer;
begin
  delete from public.deal_room_agreement_openings where day < (p_at at time zone 'America/Toronto')::date - interval '25 months';
  delete from public.deal_room_weekly_reports
    where queued_at < p_at - interval '25 months' and (sent_at is not null or mail_failed_at is not null);
  insert into public.deal_room_weekly_reports (listing, iso_week, queued_at, mail_next_attempt_at)
    select l.listing, p_iso_week, p_at, p_at from unnest(p_listings) as l(listing)
    where not exists (select 1 from public.deal_room_report_switches r where r.listing = l.listing and not r.monday_report)
  on conflict (listing, iso_week) do nothing;
  get diagnostics added = row_count;
  return query select added;
end
$$;

create function public.claim_due_deal_room_weekly_reports(p_limit integer, p_lease_seconds integer, p_now timestamptz)
returns table (id uuid, listing text, iso_week text, queued_at timestamptz, attempts integer)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select w.id from public.deal_room_weekly_reports w
    where w.sent_at is null and w.mail_failed_at is null and w.mail_next_attempt_at <= p_now
      and (w.mail_lease_until is null or w.mail_lease_until <= p_now)
    order by w.queued_at, w.listing
    limit greatest(p_limit, 0)
    for update skip locked
  )
  update public.deal_room_weekly_reports w set mail_lease_until = p_now + make_interval(secs => p_lease_seconds)
  from due where w.id = due.id
  returning w.id, w.listing, w.iso_week, w.queued_at, w.mail_attempts
$$;

create function public.mark_deal_room_weekly_report_sent(p_id uuid, p_at timestamptz)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_weekly_reports w set sent_at = coalesce(w.sent_at, p_at), mail_lease_until = null
  where w.id = p_id
  returning true
$$;

create function public.mark_deal_room_weekly_report_failed(p_id uuid, p_error text, p_next_attempt_at timestamptz, p_max_attempts integer)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_weekly_reports w set
    mail_attempts = w.mail_attempts + 1,
    mail_last_error = left(p_error, 1000),
    mail_next_attempt_at = p_next_attempt_at,
    mail_lease_until = null,
    mail_failed_at = case when w.mail_attempts + 1 >= p_max_attempts then now() else null end
  where w.id = p_id
  returning true
$$;

revoke all on function public.count_deal_room_agreement_opening(text, date) from public, anon, authenticated;
revoke all on function public.deal_room_funnel(text, text) from public, anon, authenticated;
revoke all on function public.deal_room_weekly_activity(text, text, date) from public, anon, authenticated;
revoke all on function public.deal_room_report_buyers(text) from public, anon, authenticated;
revoke all on function public.set_deal_room_weekly_email(text, boolean, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_weekly_email_off() from public, anon, authenticated;
revoke all on function public.queue_deal_room_weekly_reports(text[], text, timestamptz) from public, anon, authenticated;
revoke all on function public.claim_due_deal_room_weekly_reports(integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_deal_room_weekly_report_sent(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_deal_room_weekly_report_failed(uuid, text, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.count_deal_room_agreement_opening(text, date) to service_role;
grant execute on function public.deal_room_funnel(text, text) to service_role;
grant execute on function public.deal_room_weekly_activity(text, text, date) to service_role;
grant execute on function public.deal_room_report_buyers(text) to service_role;
grant execute on function public.set_deal_room_weekly_email(text, boolean, timestamptz) to service_role;
grant execute on function public.deal_room_weekly_email_off() to service_role;
grant execute on function public.queue_deal_room_weekly_reports(text[], text, timestamptz) to service_role;
grant execute on function public.claim_due_deal_room_weekly_reports(integer, integer, timestamptz) to service_role;
grant execute on function public.mark_deal_room_weekly_report_sent(uuid, timestamptz) to service_role;
grant execute on function public.mark_deal_room_weekly_report_failed(uuid, text, timestamptz, integer) to service_role;
