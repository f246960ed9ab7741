-- Agreements signed credited to the visit's campaign (issue 35, docs/decisions/0048-first-party-analytics.md):
-- the deal room's agreement form now carries the visit's attribution as the lead forms do
-- (decision 0022), cleaned by the server the same way (campaign parameters only, never a private
-- path or a token: leads/campaignPath.ts), and the traffic report credits each signature to its
-- last touch's source, campaign and landing page like a lead. Signatures from before keep
-- "(not attributed)".

alter table public.deal_room_signatures
  add column attribution jsonb
  constraint deal_room_signatures_attribution_object check (attribution is null or jsonb_typeof(attribution) = 'object');

-- As 20261126000200_deal_room_access_limits.sql, with the attribution stored beside the signature.
drop function public.record_deal_room_signature(text, text, text, text, text, text, text, text, text, text, text, text, text, boolean);
create function public.record_deal_room_signature(
  p_listing text,
  p_name text,
  p_email text,
  p_phone text,
  p_company text,
  p_role text,
  p_client_name text,
  p_signature text,
  p_agreement_sha256 text,
  p_agreement_body text,
  p_agreement_version text,
  p_ip text,
  p_user_agent text,
  p_is_test boolean,
  p_attribution jsonb default null
)
returns table (id uuid, accepted_at timestamptz, access_withheld text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_withheld text;
begin
  perform pg_advisory_xact_lock(hashtextextended('deal-room-recipient:' || lower(p_email), 0));
  insert into public.confidentiality_agreements (sha256, body, version)
    values (p_agreement_sha256, p_agreement_body, p_agreement_version)
    on conflict (sha256) do nothing;
  if exists (
    select 1 from public.deal_room_revoked_addresses r where r.listing = p_listing and r.email = lower(p_email)
  ) then
    v_withheld := 'revoked';
  elsif not p_is_test and (
    -- Links issued to this address in the last 24 hours, whatever the listing (3 a day at most).
    select count(*) from public.deal_room_signatures s
    where lower(s.email) = lower(p_email) and not s.is_test and s.access_withheld is null
      and coalesce(s.access_granted_at, s.accepted_at) > now() - interval '24 hours'
  ) >= 3 then
    v_withheld := 'daily-limit';
  end if;
  return query
    insert into public.deal_room_signatures as s
      (listing, name, email, phone, company, role, client_name, signature, agreement_sha256, ip, user_agent, is_test, access_withheld,
       attribution)
    values
      (p_listing, p_name, p_email, p_phone, p_company, p_role, p_client_name, p_signature, p_agreement_sha256, p_ip, p_user_agent,
       p_is_test, v_withheld, p_attribution)
    returning s.id, s.accepted_at, s.access_withheld;
end
$$;

revoke all on function public.record_deal_room_signature(text, text, text, text, text, text, text, text, text, text, text, text, text, boolean, jsonb)
  from public, anon, authenticated;
grant execute on function public.record_deal_room_signature(text, text, text, text, text, text, text, text, text, text, text, text, text, boolean, jsonb)
  to service_role;

-- As 20261126001000_analytics.sql, with agreements credited to their attribution's last touch.
create or replace function public.analytics_traffic(p_from date, p_to date, p_limit integer)
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
    -- Signed before the form carried the visit's attribution: counted, credited to no source.
    select 'agreement',
      case when attribution is null then '(not attributed)' else public.analytics_lead_source(attribution) end,
      coalesce(attribution -> 'last' ->> 'medium', ''),
      coalesce(attribution -> 'last' ->> 'campaign', ''),
      coalesce(split_part(attribution -> 'last' ->> 'landing', '?', 1), '')
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
