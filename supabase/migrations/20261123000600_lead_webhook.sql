-- The CRM webhook (docs/decisions/0022-lead-attribution-and-webhook.md, "CRM webhook").
--
-- Every stored lead is POSTed to LEAD_WEBHOOK_URL, at least once, with its own delivery state on
-- the row, beside (and independent of) the e-mail notification's: a CRM that is down never delays
-- or blocks the team's e-mail, and a mail outage never holds back the CRM.
--   webhook_delivered_at     the CRM answered 2xx; never delivered again
--   webhook_attempts         failed attempts so far
--   webhook_last_error       the last failure, for the operator (a status line or a network error,
--                            never the payload)
--   webhook_next_attempt_at  when the lead is next due; null for leads stored before this
--                            migration, which are never delivered (a CRM connected later does not
--                            receive years of old leads at once)
--   webhook_lease_until      a server process is delivering it until then
--   webhook_failed_at        the delivery gave up after the last allowed attempt; the operator may
--                            retry it
-- Leads stored while LEAD_WEBHOOK_URL is unset are due like any other: they are delivered once a
-- URL is configured. Test rows and unreleased quarantine are never delivered (as for e-mail,
-- decision 0019); a released row is due at once, since its next attempt was set when it was stored.

alter table public.contact_forms
  add column webhook_delivered_at timestamptz,
  add column webhook_attempts integer not null default 0,
  add column webhook_last_error text,
  add column webhook_next_attempt_at timestamptz,
  add column webhook_lease_until timestamptz,
  add column webhook_failed_at timestamptz;
alter table public.investor_signups
  add column webhook_delivered_at timestamptz,
  add column webhook_attempts integer not null default 0,
  add column webhook_last_error text,
  add column webhook_next_attempt_at timestamptz,
  add column webhook_lease_until timestamptz,
  add column webhook_failed_at timestamptz;
alter table public.property_valuations
  add column webhook_delivered_at timestamptz,
  add column webhook_attempts integer not null default 0,
  add column webhook_last_error text,
  add column webhook_next_attempt_at timestamptz,
  add column webhook_lease_until timestamptz,
  add column webhook_failed_at timestamptz;

-- The default comes after the columns, so rows already stored keep null (never delivered) and
-- every new row is due from the moment it is stored.
alter table public.contact_forms alter column webhook_next_attempt_at set default now();
alter table public.investor_signups alter column webhook_next_attempt_at set default now();
alter table public.property_valuations alter column webhook_next_attempt_at set default now();

-- When a lead is due for webhook delivery: the one definition, used by the claim below for every
-- table. A plain SQL expression (immutable, no SET clause) so PostgreSQL inlines it into the
-- claim's WHERE, and the partial indexes below still serve it. It names no table or function, so
-- it needs no pinned search_path.
create function public.lead_webhook_due(
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

create index contact_forms_webhook_due on public.contact_forms (webhook_next_attempt_at, created_at)
  where webhook_delivered_at is null and webhook_failed_at is null and not is_test;
create index investor_signups_webhook_due on public.investor_signups (webhook_next_attempt_at, created_at)
  where webhook_delivered_at is null and webhook_failed_at is null and not is_test;
create index property_valuations_webhook_due on public.property_valuations (webhook_next_attempt_at, created_at)
  where webhook_delivered_at is null and webhook_failed_at is null and not is_test;

-- Leases up to p_limit leads due for delivery, oldest first across the three tables, and returns
-- each with its whole row as JSON (the server builds the versioned payload from it, so a column a
-- later migration adds reaches the CRM without changing this function). The same guarantees as
-- claim_due_notifications: candidates are locked FOR UPDATE SKIP LOCKED, so two claimers at once
-- never get the same lead; the lease makes a lead claimable again if its claimer dies.
create function public.claim_due_lead_webhooks(
  p_limit integer,
  p_lease_seconds integer,
  p_now timestamptz default now()
)
returns table (kind text, id uuid, created_at timestamptz, attempts integer, lead jsonb)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_kind text;
  v_id uuid;
  v_ids uuid[];
  v_ats timestamptz[];
  v_all_kinds text[] := '{}';
  v_all_ids uuid[] := '{}';
  v_all_ats timestamptz[] := '{}';
begin
  foreach v_kind in array array['contact', 'investor', 'valuation'] loop
    execute format(
      'select coalesce(array_agg(d.id order by d.created_at, d.id), ''{}''), '
      'coalesce(array_agg(d.created_at order by d.created_at, d.id), ''{}'') '
      'from (select t.id, t.created_at from public.%I t '
      'where public.lead_webhook_due(t.is_test, t.spam_reason, t.released_at, t.webhook_delivered_at, '
      't.webhook_failed_at, t.webhook_next_attempt_at, t.webhook_lease_until, $2) '
      'order by t.created_at, t.id limit $1 for update skip locked) d',
      public.lead_table(v_kind)
    ) into v_ids, v_ats using greatest(p_limit, 0), p_now;
    v_all_kinds := v_all_kinds || array_fill(v_kind, array[cardinality(v_ids)]);
    v_all_ids := v_all_ids || v_ids;
    v_all_ats := v_all_ats || v_ats;
  end loop;
  -- The oldest p_limit of the candidates; the others stay locked until commit, then the next
  -- round claims them.
  for v_kind, v_id in
    select u.k, u.i from unnest(v_all_kinds, v_all_ids, v_all_ats) as u(k, i, a)
    order by u.a, u.i
    limit greatest(p_limit, 0)
  loop
    return query execute format(
      'update public.%I t set webhook_lease_until = $1 + make_interval(secs => $2) where t.id = $3 '
      'returning %L::text, t.id, t.created_at, t.webhook_attempts, to_jsonb(t)',
      public.lead_table(v_kind), v_kind
    ) using p_now, p_lease_seconds, v_id;
  end loop;
end
$$;

-- The CRM answered 2xx: the lead is never claimed again (the first success wins).
create function public.mark_lead_webhook_delivered(p_kind text, p_id uuid, p_at timestamptz)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  execute format(
    'update public.%I set webhook_delivered_at = coalesce(webhook_delivered_at, $1), webhook_lease_until = null where id = $2',
    public.lead_table(p_kind)
  ) using p_at, p_id;
end
$$;

-- The delivery failed: count it, keep the error (capped), schedule the next attempt, release the
-- lease; the attempt that reaches p_max_attempts gives up (webhook_failed_at). A lead another
-- process has meanwhile delivered is left alone.
create function public.mark_lead_webhook_failed(
  p_kind text,
  p_id uuid,
  p_error text,
  p_next_attempt_at timestamptz,
  p_max_attempts integer
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  execute format(
    'update public.%I set webhook_attempts = webhook_attempts + 1, webhook_last_error = left($1, 1000), '
    'webhook_next_attempt_at = $2, webhook_lease_until = null, '
    'webhook_failed_at = case when webhook_attempts + 1 >= $3 then now() end '
    'where id = $4 and webhook_delivered_at is null',
    public.lead_table(p_kind)
  ) using p_error, p_next_attempt_at, p_max_attempts, p_id;
end
$$;

-- The operator retries a delivery that gave up: attempts start again from zero, due at once.
create function public.retry_failed_lead_webhook(p_kind text, p_id uuid, p_at timestamptz)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  execute format(
    'update public.%I set webhook_failed_at = null, webhook_attempts = 0, webhook_next_attempt_at = $1 '
    'where id = $2 and webhook_failed_at is not null and webhook_delivered_at is null',
    public.lead_table(p_kind)
  ) using p_at, p_id;
  get diagnostics changed = row_count;
  return changed > 0;
end
$$;

-- The delivery state of some leads of one kind, for the operator's page.
create function public.lead_webhook_states(p_kind text, p_ids uuid[])
returns table (
  id uuid,
  delivered_at timestamptz,
  attempts integer,
  last_error text,
  next_attempt_at timestamptz,
  failed_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query execute format(
    'select t.id, t.webhook_delivered_at, t.webhook_attempts, t.webhook_last_error, t.webhook_next_attempt_at, '
    't.webhook_failed_at from public.%I t where t.id = any($1)',
    public.lead_table(p_kind)
  ) using p_ids;
end
$$;

-- Leads whose delivery gave up, across the three tables (for /api/health and the operator).
create function public.count_failed_lead_webhooks()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (
    (select count(*) from public.contact_forms where webhook_failed_at is not null and webhook_delivered_at is null and not is_test)
    + (select count(*) from public.investor_signups where webhook_failed_at is not null and webhook_delivered_at is null and not is_test)
    + (select count(*) from public.property_valuations where webhook_failed_at is not null and webhook_delivered_at is null and not is_test)
  )::integer
$$;

revoke all on function public.lead_webhook_due(boolean, text, timestamptz, timestamptz, timestamptz, timestamptz, timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.claim_due_lead_webhooks(integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_lead_webhook_delivered(text, uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_lead_webhook_failed(text, uuid, text, timestamptz, integer) from public, anon, authenticated;
revoke all on function public.retry_failed_lead_webhook(text, uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.lead_webhook_states(text, uuid[]) from public, anon, authenticated;
revoke all on function public.count_failed_lead_webhooks() from public, anon, authenticated;
grant execute on function public.lead_webhook_due(boolean, text, timestamptz, timestamptz, timestamptz, timestamptz, timestamptz, timestamptz) to service_role;
grant execute on function public.claim_due_lead_webhooks(integer, integer, timestamptz) to service_role;
grant execute on function public.mark_lead_webhook_delivered(text, uuid, timestamptz) to service_role;
grant execute on function public.mark_lead_webhook_failed(text, uuid, text, timestamptz, integer) to service_role;
grant execute on function public.retry_failed_lead_webhook(text, uuid, timestamptz) to service_role;
grant execute on function public.lead_webhook_states(text, uuid[]) to service_role;
grant execute on function public.count_failed_lead_webhooks() to service_role;
