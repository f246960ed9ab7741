-- State the server processes share when they share a database (docs/decisions/0017-client-address.md):
-- the per-client rate limits and sign-in guard, the operator sessions signed out early, and the
-- generated secret session cookies are signed with. Without it, N instances behind a load
-- balancer would give a client N budgets, and a sign-out on one would not hold on the others.
--
-- Every adapter calls these functions: the hosted one as RPCs with the service-role key, the
-- PostgreSQL and embedded (PGlite) ones as plain SELECTs. Like 20261122000200, they are SECURITY
-- DEFINER with an empty search_path (every name schema-qualified), and only service_role may
-- execute them; the tables are closed to everyone else (RLS on, no policy, privileges revoked),
-- since the anon key ships in every browser and these rows hold client addresses and a secret.
--
-- Every table stays small by construction: rows expire (expires_at) and each call that adds one
-- also deletes a bounded batch of expired rows, so old state is purged by age without a scheduler.
-- p_now is the caller's clock, as in claim_due_notifications (tests move time); it defaults to the
-- database's.

-- Rate limits -------------------------------------------------------------------------------------
-- One row per client and limit ("lead:contact:203.0.113.9", "sign-in:2001:db8:1:2::/64"): the
-- times of its attempts still inside the window (never more than the limit), and when the newest
-- leaves it.
create table public.rate_limits (
  bucket text primary key
    constraint rate_limits_bucket_length check (char_length(bucket) between 1 and 200),
  attempts timestamptz[] not null,
  expires_at timestamptz not null
);
create index rate_limits_expiry on public.rate_limits (expires_at);

-- Records an attempt in p_bucket unless p_limit attempts are already within the window; returns 0
-- when it was recorded, otherwise the seconds until the oldest of them leaves the window (the
-- Retry-After). A refused attempt is not recorded, so a client that keeps trying is let in again
-- as soon as its window allows. Check and record are one step under the bucket row's lock: two
-- servers asking at the same moment take turns, so concurrent attempts cannot all pass.
create function public.limit_attempt(
  p_bucket text,
  p_limit integer,
  p_window_seconds integer,
  p_now timestamptz default now()
)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_window interval;
  v_recent timestamptz[];
begin
  if p_bucket is null or char_length(p_bucket) not between 1 and 200
    or p_limit is null or p_limit < 1 or p_window_seconds is null or p_window_seconds < 1 then
    raise exception 'limit_attempt: a bucket of 1-200 characters, a limit and a window of at least 1'
      using errcode = '22023';
  end if;
  v_window := make_interval(secs => p_window_seconds);

  -- Age purge: a bounded batch of anyone's expired rows (skipping rows another call holds).
  delete from public.rate_limits r
  where r.bucket in (
    select e.bucket from public.rate_limits e
    where e.expires_at <= p_now
    order by e.expires_at
    limit 100
    for update skip locked
  );

  insert into public.rate_limits (bucket, attempts, expires_at)
  values (p_bucket, '{}', p_now)
  on conflict (bucket) do nothing;

  select array(select t from unnest(r.attempts) as t where t > p_now - v_window order by t)
  into v_recent
  from public.rate_limits r
  where r.bucket = p_bucket
  for update;

  if cardinality(v_recent) >= p_limit then
    return greatest(1, ceil(extract(epoch from (v_recent[1] + v_window - p_now)))::integer);
  end if;

  update public.rate_limits
  set attempts = v_recent || p_now, expires_at = p_now + v_window
  where bucket = p_bucket;
  return 0;
end
$$;

-- Forgets a bucket's attempts (a successful operator sign-in clears its client's failures).
create function public.limit_reset(p_bucket text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.rate_limits where bucket = p_bucket;
$$;

-- Operator sessions signed out early ------------------------------------------------------------
-- The cookie's random nonce, until the session would have expired anyway.
create table public.signed_out_sessions (
  nonce text primary key
    constraint signed_out_sessions_nonce_length check (char_length(nonce) between 1 and 64),
  expires_at timestamptz not null
);
create index signed_out_sessions_expiry on public.signed_out_sessions (expires_at);

create function public.sign_out_session(p_nonce text, p_expires_at timestamptz, p_now timestamptz default now())
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from public.signed_out_sessions s
  where s.nonce in (
    select e.nonce from public.signed_out_sessions e
    where e.expires_at <= p_now
    order by e.expires_at
    limit 100
    for update skip locked
  );
  insert into public.signed_out_sessions (nonce, expires_at)
  values (p_nonce, p_expires_at)
  on conflict (nonce) do update set expires_at = greatest(public.signed_out_sessions.expires_at, excluded.expires_at);
end
$$;

create function public.session_signed_out(p_nonce text, p_now timestamptz default now())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.signed_out_sessions s where s.nonce = p_nonce and s.expires_at > p_now);
$$;

-- Generated secrets -------------------------------------------------------------------------------
-- The first caller's candidate is kept and every caller gets it back, so instances starting
-- together agree on one secret. Not used when SESSION_SECRET is set.
create table public.server_secrets (
  name text primary key
    constraint server_secrets_name_length check (char_length(name) between 1 and 100),
  value text not null
    constraint server_secrets_value_length check (char_length(value) between 32 and 200),
  created_at timestamptz not null default now()
);

create function public.server_secret(p_name text, p_candidate text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_value text;
begin
  insert into public.server_secrets (name, value) values (p_name, p_candidate)
  on conflict (name) do nothing;
  select s.value into v_value from public.server_secrets s where s.name = p_name;
  return v_value;
end
$$;

-- Who may do what ---------------------------------------------------------------------------------
-- Nobody but the functions above touches the tables: RLS on without a policy, and the default
-- privileges Supabase gives anon and authenticated on new public tables revoked.
alter table public.rate_limits enable row level security;
alter table public.signed_out_sessions enable row level security;
alter table public.server_secrets enable row level security;

revoke all on table public.rate_limits, public.signed_out_sessions, public.server_secrets
  from public, anon, authenticated;

revoke all on function public.limit_attempt(text, integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.limit_reset(text) from public, anon, authenticated;
revoke all on function public.sign_out_session(text, timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.session_signed_out(text, timestamptz) from public, anon, authenticated;
revoke all on function public.server_secret(text, text) from public, anon, authenticated;
grant execute on function public.limit_attempt(text, integer, integer, timestamptz) to service_role;
grant execute on function public.limit_reset(text) to service_role;
grant execute on function public.sign_out_session(text, timestamptz, timestamptz) to service_role;
grant execute on function public.session_signed_out(text, timestamptz) to service_role;
grant execute on function public.server_secret(text, text) to service_role;
