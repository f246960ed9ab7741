-- First-party analytics without cookies or personal data (issue 35,
-- docs/decisions/0048-first-party-analytics.md): page views per page and day with the source and
-- campaign they are credited to and a coarse device class, real visitors' Web Vitals, and the
-- operator's traffic report, which reads conversions from the attribution the leads already
-- carry (decision 0022) rather than from a second tracker.
--
-- No column can identify a person: no address, no identifier, no browser string, no time finer
-- than a day (apps/web/src/analytics/columns.test.ts asserts the columns). Views arrive raw and are
-- folded into daily totals once their day is over (analytics_roll_up, run by the server's delivery
-- loop and the cron route); Web Vitals are kept 28 days, the window of their 75th percentile.
--
-- Same stance as every migration here: core PostgreSQL only, RLS on with no policy, SECURITY
-- DEFINER with an empty search_path, EXECUTE for service_role only. Empty text, never null, stands
-- for "none" so the daily totals can have a primary key over every column.

create function public.analytics_text_is_valid(p_value text, p_max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value is not null and char_length(p_value) <= p_max and p_value !~ '[[:cntrl:]]'
$$;

create function public.analytics_path_is_valid(p_path text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- A path of the site, without a query: the query of a page's address may carry a token.
  select p_path ~ '^/[^?#[:space:][:cntrl:]]*$' and char_length(p_path) <= 300 and p_path !~ '^//'
$$;

-- One row per page view not yet folded into the daily totals.
create table public.analytics_views (
  id bigint generated always as identity primary key,
  day date not null,
  path text not null constraint analytics_views_path check (public.analytics_path_is_valid(path)),
  source text not null default '' constraint analytics_views_source check (public.analytics_text_is_valid(source, 100)),
  medium text not null default '' constraint analytics_views_medium check (public.analytics_text_is_valid(medium, 100)),
  campaign text not null default '' constraint analytics_views_campaign check (public.analytics_text_is_valid(campaign, 100)),
  referrer_host text not null default ''
    constraint analytics_views_referrer_host check (referrer_host ~ '^([a-z0-9-]+(\.[a-z0-9-]+)*)?$' and char_length(referrer_host) <= 253),
  device text not null constraint analytics_views_device check (device in ('mobile', 'tablet', 'desktop'))
);

create index analytics_views_day on public.analytics_views (day);

-- Views per day once the day is over: one row per page, source, campaign and device class.
create table public.analytics_daily_views (
  day date not null,
  path text not null constraint analytics_daily_views_path check (public.analytics_path_is_valid(path)),
  source text not null constraint analytics_daily_views_source check (public.analytics_text_is_valid(source, 100)),
  medium text not null constraint analytics_daily_views_medium check (public.analytics_text_is_valid(medium, 100)),
  campaign text not null constraint analytics_daily_views_campaign check (public.analytics_text_is_valid(campaign, 100)),
  referrer_host text not null
    constraint analytics_daily_views_referrer_host check (referrer_host ~ '^([a-z0-9-]+(\.[a-z0-9-]+)*)?$' and char_length(referrer_host) <= 253),
  device text not null constraint analytics_daily_views_device check (device in ('mobile', 'tablet', 'desktop')),
  views integer not null constraint analytics_daily_views_positive check (views > 0),
  primary key (day, path, source, medium, campaign, referrer_host, device)
);

-- One page load's Web Vitals (the page it loaded, not the pages the site navigated to after it).
create table public.analytics_vitals (
  id bigint generated always as identity primary key,
  day date not null,
  path text not null constraint analytics_vitals_path check (public.analytics_path_is_valid(path)),
  device text not null constraint analytics_vitals_device check (device in ('mobile', 'tablet', 'desktop')),
  lcp_ms double precision constraint analytics_vitals_lcp check (lcp_ms is null or lcp_ms between 0 and 600000),
  inp_ms double precision constraint analytics_vitals_inp check (inp_ms is null or inp_ms between 0 and 600000),
  cls double precision constraint analytics_vitals_cls check (cls is null or cls between 0 and 100),
  ttfb_ms double precision constraint analytics_vitals_ttfb check (ttfb_ms is null or ttfb_ms between 0 and 600000),
  constraint analytics_vitals_some check (coalesce(lcp_ms, inp_ms, cls, ttfb_ms) is not null)
);

create index analytics_vitals_day on public.analytics_vitals (day);

alter table public.analytics_views enable row level security;
alter table public.analytics_daily_views enable row level security;
alter table public.analytics_vitals enable row level security;
revoke all on table public.analytics_views, public.analytics_daily_views, public.analytics_vitals from public, anon, authenticated;

-- Counts one view (and its page load's Web Vitals, when any came with it).
create function public.analytics_count_view(
  p_day date,
  p_path text,
  p_source text,
  p_medium text,
  p_campaign text,
  p_referrer_host text,
  p_device text,
  p_lcp_ms double precision,
  p_inp_ms double precision,
  p_cls double precision,
  p_ttfb_ms double precision
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into public.analytics_views (day, path, source, medium, campaign, referrer_host, device)
  values (p_day, p_path, coalesce(p_source, ''), coalesce(p_medium, ''), coalesce(p_campaign, ''), coalesce(p_referrer_host, ''), p_device);
  if coalesce(p_lcp_ms, p_inp_ms, p_cls, p_ttfb_ms) is not null then
    insert into public.analytics_vitals (day, path, device, lcp_ms, inp_ms, cls, ttfb_ms)
    values (p_day, p_path, p_device, p_lcp_ms, p_inp_ms, p_cls, p_ttfb_ms);
  end if;
end
$$;

-- Folds every view of a day before p_today into the daily totals and deletes it, in one statement
-- (two instances running it at once each move distinct rows: a row is deleted once); deletes Web
-- Vitals older than 28 days and daily totals older than 25 months. Answers the views folded.
create function public.analytics_roll_up(p_today date)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_folded integer;
begin
  with moved as (
    delete from public.analytics_views v where v.day < p_today
    returning v.day, v.path, v.source, v.medium, v.campaign, v.referrer_host, v.device
  ), totals as (
    select day, path, source, medium, campaign, referrer_host, device, count(*)::integer as views
    from moved group by day, path, source, medium, campaign, referrer_host, device
  ), folded as (
    insert into public.analytics_daily_views as d (day, path, source, medium, campaign, referrer_host, device, views)
    select * from totals
    on conflict (day, path, source, medium, campaign, referrer_host, device) do update set views = d.views + excluded.views
  )
  -- The insert above runs whether or not it is read (a data-modifying WITH always does).
  select coalesce(sum(views), 0)::integer into v_folded from totals;
  delete from public.analytics_vitals where day < p_today - 28;
  delete from public.analytics_daily_views where day < (p_today - interval '25 months')::date;
  return v_folded;
end
$$;

-- Where a lead's visit came from, by the rule a view uses: the campaign's source, else the
-- referring site, else "(direct)" (the last touch of the lead's attribution, decision 0022).
create function public.analytics_lead_source(p_attribution jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(p_attribution -> 'last' ->> 'source', ''), nullif(p_attribution -> 'last' ->> 'referrer', ''), '(direct)')
$$;

-- The operator's traffic report for the Toronto days p_from to p_to: views per day, top pages,
-- sources and campaigns with their conversions, conversions per kind, and the 75th percentile of
-- each Web Vital per page. Conversions are the leads of the period (not the operator's tests, not
-- suspected spam) credited to their last touch, and the agreements signed, which carry no touch.
create function public.analytics_traffic(p_from date, p_to date, p_limit integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with views as (
    select day, path, source, medium, campaign, referrer_host, device, views from public.analytics_daily_views
    where day between p_from and p_to
    union all
    select day, path, source, medium, campaign, referrer_host, device, 1 from public.analytics_views
    where day between p_from and p_to
  ), credited as (
    select *, coalesce(nullif(source, ''), nullif(referrer_host, ''), '(direct)') as credited_source from views
  ), leads as (
    select 'contact' as kind, created_at, attribution, is_test, spam_reason, released_at from public.contact_forms
    union all
    select 'investor-signup', created_at, attribution, is_test, spam_reason, released_at from public.investor_signups
    union all
    select 'valuation', created_at, attribution, is_test, spam_reason, released_at from public.property_valuations
  ), conversions as (
    select kind,
      public.analytics_lead_source(attribution) as credited_source,
      coalesce(attribution -> 'last' ->> 'medium', '') as medium,
      coalesce(attribution -> 'last' ->> 'campaign', '') as campaign,
      coalesce(split_part(attribution -> 'last' ->> 'landing', '?', 1), '') as landing
    from leads
    where not is_test and (spam_reason is null or released_at is not null)
      and (created_at at time zone 'America/Toronto')::date between p_from and p_to
    union all
    select 'agreement', '(not attributed)', '', '', ''
    from public.deal_room_signatures
    where not is_test and (accepted_at at time zone 'America/Toronto')::date between p_from and p_to
  ), vitals as (
    select path, count(*)::integer as loads,
      percentile_cont(0.75) within group (order by lcp_ms) as lcp_ms,
      percentile_cont(0.75) within group (order by inp_ms) as inp_ms,
      percentile_cont(0.75) within group (order by cls) as cls,
      percentile_cont(0.75) within group (order by ttfb_ms) as ttfb_ms,
      count(lcp_ms)::integer as lcp_count, count(inp_ms)::integer as inp_count,
      count(cls)::integer as cls_count, count(ttfb_ms)::integer as ttfb_count
    from public.analytics_vitals where day between p_to - 27 and p_to
    group by path
  )
  select jsonb_build_object(
    'days', coalesce((
      select jsonb_agg(jsonb_build_object('day', day, 'views', views) order by day)
      from (select day, sum(views)::integer as views from views group by day) d), '[]'::jsonb),
    'devices', coalesce((
      select jsonb_agg(jsonb_build_object('device', device, 'views', views) order by views desc, device)
      from (select device, sum(views)::integer as views from views group by device) d), '[]'::jsonb),
    'pages', coalesce((
      select jsonb_agg(jsonb_build_object('path', path, 'views', views, 'conversions', conversions) order by views desc, path)
      from (
        select v.path, sum(v.views)::integer as views,
          (select count(*) from conversions c where c.landing = v.path)::integer as conversions
        from views v group by v.path order by views desc, v.path limit p_limit) p), '[]'::jsonb),
    'sources', coalesce((
      select jsonb_agg(jsonb_build_object('source', credited_source, 'views', views, 'conversions', conversions)
        order by views desc, credited_source)
      from (
        select s.credited_source, coalesce(v.views, 0) as views, coalesce(c.conversions, 0) as conversions
        from (select credited_source from credited union select credited_source from conversions) s
        left join (select credited_source, sum(views)::integer as views from credited group by credited_source) v using (credited_source)
        left join (select credited_source, count(*)::integer as conversions from conversions group by credited_source) c using (credited_source)
        order by views desc, s.credited_source limit p_limit) s), '[]'::jsonb),
    'campaigns', coalesce((
      select jsonb_agg(jsonb_build_object('source', credited_source, 'medium', medium, 'campaign', campaign,
        'views', views, 'conversions', conversions) order by views desc, campaign)
      from (
        select k.credited_source, k.medium, k.campaign, coalesce(v.views, 0) as views, coalesce(c.conversions, 0) as conversions
        from (
          select credited_source, medium, campaign from credited where campaign <> ''
          union select credited_source, medium, campaign from conversions where campaign <> '') k
        left join (select credited_source, medium, campaign, sum(views)::integer as views from credited
          group by credited_source, medium, campaign) v using (credited_source, medium, campaign)
        left join (select credited_source, medium, campaign, count(*)::integer as conversions from conversions
          group by credited_source, medium, campaign) c using (credited_source, medium, campaign)
        order by views desc, k.campaign limit p_limit) k), '[]'::jsonb),
    'conversions', coalesce((
      select jsonb_agg(jsonb_build_object('kind', kind, 'conversions', conversions) order by kind)
      from (select kind, count(*)::integer as conversions from conversions group by kind) c), '[]'::jsonb),
    'vitals', coalesce((
      select jsonb_agg(jsonb_build_object('path', path, 'loads', loads,
        'lcp_ms', lcp_ms, 'inp_ms', inp_ms, 'cls', cls, 'ttfb_ms', ttfb_ms,
        'lcp_count', lcp_count, 'inp_count', inp_count, 'cls_count', cls_count, 'ttfb_count', ttfb_count)
        order by loads desc, path)
      from (select * from vitals order by loads desc, path limit p_limit) w), '[]'::jsonb)
  )
$$;

revoke all on function public.analytics_text_is_valid(text, integer) from public, anon, authenticated;
revoke all on function public.analytics_path_is_valid(text) from public, anon, authenticated;
revoke all on function public.analytics_lead_source(jsonb) from public, anon, authenticated;
revoke all on function public.analytics_count_view(date, text, text, text, text, text, text, double precision, double precision, double precision, double precision)
  from public, anon, authenticated;
revoke all on function public.analytics_roll_up(date) from public, anon, authenticated;
revoke all on function public.analytics_traffic(date, date, integer) from public, anon, authenticated;
grant execute on function public.analytics_count_view(date, text, text, text, text, text, text, double precision, double precision, double precision, double precision)
  to service_role;
grant execute on function public.analytics_roll_up(date) to service_role;
grant execute on function public.analytics_traffic(date, date, integer) to service_role;
