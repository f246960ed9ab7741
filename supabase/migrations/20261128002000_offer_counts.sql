-- Offers counted as buyers' offers, revisions apart (issue 46, docs/decisions/0058-offer-rounds.md).
--
-- 20261126003000_owner_report.sql counted every offer row in the weekly activity, so one buyer's
-- offer and its revision read "Offers received 2" beside "Buyers who made an offer 1". Now:
-- 1. The funnel keeps `offered` (distinct buyers) and adds `revisions`: offer rows after a buyer's
--    first (revision > 1), shown apart and never counted as buyers.
-- 2. The weekly activity counts a buyer's first offer (revision 1) in the week it was made, and
--    the revisions of that week apart; summed over all weeks, first offers equal the funnel's
--    buyers. The operator's tests are still never counted.
--
-- Same stance as before: SECURITY DEFINER, empty search_path, EXECUTE-able by service_role only.

drop function public.deal_room_funnel(text, text);
drop function public.deal_room_weekly_activity(text, text, date);

create function public.deal_room_funnel(p_listing text, p_path text)
returns table (
  page_views integer, agreements_opened integer, signed integer, confirmed integer, downloaded integer, offered integer,
  revisions integer
)
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
    (select count(distinct o.signature_id) from public.deal_room_offers o join signers s on s.id = o.signature_id)::integer,
    (select count(*) from public.deal_room_offers o join signers s on s.id = o.signature_id where o.revision > 1)::integer
$$;

create function public.deal_room_weekly_activity(p_listing text, p_path text, p_from date)
returns table (
  week text, page_views integer, agreements_opened integer, signed integer, downloads integer, offers integer, revisions integer
)
language sql
stable
security definer
set search_path = ''
as $$
  with signers as (
    select s.id, s.accepted_at from public.deal_room_signatures s where s.listing = p_listing and not s.is_test
  ), acts as (
    select d.day, d.views as page_views, 0 as opened, 0 as signed, 0 as downloads, 0 as offers, 0 as revisions
      from public.analytics_daily_views d where d.path = p_path and d.day >= p_from
    union all
    select v.day, 1, 0, 0, 0, 0, 0 from public.analytics_views v where v.path = p_path and v.day >= p_from
    union all
    select a.day, 0, a.openings, 0, 0, 0, 0 from public.deal_room_agreement_openings a where a.listing = p_listing and a.day >= p_from
    union all
    select (s.accepted_at at time zone 'America/Toronto')::date, 0, 0, 1, 0, 0, 0 from signers s
    union all
    select (dl.downloaded_at at time zone 'America/Toronto')::date, 0, 0, 0, 1, 0, 0
      from public.deal_room_downloads dl join signers s on s.id = dl.signature_id
    union all
    select (o.submitted_at at time zone 'America/Toronto')::date, 0, 0, 0, 0,
        case when o.revision = 1 then 1 else 0 end, case when o.revision > 1 then 1 else 0 end
      from public.deal_room_offers o join signers s on s.id = o.signature_id
  )
  select date_trunc('week', a.day)::date::text, sum(a.page_views)::integer, sum(a.opened)::integer, sum(a.signed)::integer,
    sum(a.downloads)::integer, sum(a.offers)::integer, sum(a.revisions)::integer
  from acts a where a.day >= p_from
  group by date_trunc('week', a.day) order by date_trunc('week', a.day)
$$;

revoke all on function public.deal_room_funnel(text, text) from public, anon, authenticated;
revoke all on function public.deal_room_weekly_activity(text, text, date) from public, anon, authenticated;
grant execute on function public.deal_room_funnel(text, text) to service_role;
grant execute on function public.deal_room_weekly_activity(text, text, date) to service_role;
