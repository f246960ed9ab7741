-- Page views written in batches (issue 35, docs/decisions/0048-first-party-analytics.md, "Counting
-- in batches"): the server keeps the views it answered for up to a second (or 200 views) and
-- writes them with one call of this function, where it made one call per view. The rows and
-- their checks are analytics_count_view's; a batch with one bad row stores nothing of that batch.
create function public.analytics_count_views(p_views jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_counted integer;
begin
  if jsonb_typeof(p_views) is distinct from 'array' then
    raise exception 'p_views must be a JSON array of views' using errcode = '22023';
  end if;
  insert into public.analytics_views (day, path, source, medium, campaign, referrer_host, device)
  select v.day, v.path, coalesce(v.source, ''), coalesce(v.medium, ''), coalesce(v.campaign, ''), coalesce(v.referrer_host, ''), v.device
  from jsonb_to_recordset(p_views) as v(day date, path text, source text, medium text, campaign text, referrer_host text, device text);
  get diagnostics v_counted = row_count;
  insert into public.analytics_vitals (day, path, device, lcp_ms, inp_ms, cls, ttfb_ms)
  select v.day, v.path, v.device, v.lcp_ms, v.inp_ms, v.cls, v.ttfb_ms
  from jsonb_to_recordset(p_views) as v(day date, path text, device text,
    lcp_ms double precision, inp_ms double precision, cls double precision, ttfb_ms double precision)
  where coalesce(v.lcp_ms, v.inp_ms, v.cls, v.ttfb_ms) is not null;
  return v_counted;
end
$$;

revoke all on function public.analytics_count_views(jsonb) from public, anon, authenticated;
grant execute on function public.analytics_count_views(jsonb) to service_role;
