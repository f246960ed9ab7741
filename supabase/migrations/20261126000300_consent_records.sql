-- Consent you can prove (issue 32; docs/decisions/0037-consent-records.md, 0029 rewritten).
--
-- 1. The consent wording shown beside the signup's box, versioned and keyed by its SHA-256 (a CHECK
--    recomputes it), and on each signup: which wording, from which page and client address.
-- 2. One consent row per address (normalised: lower-case, trimmed), the address's current deal
--    e-mail preferences. A signup creates it unconfirmed and queues one confirmation e-mail (at
--    most one per address per 24 hours, whatever the number of server processes); only the
--    confirmation (a POST of the signed link) makes it confirmed, sets its buy box from that
--    signup and lifts an earlier unsubscribe. Announcements go to confirmed addresses only.
-- 3. An append-only log of every consent event per address: given, confirmation queued or held
--    back, confirmed, preferences changed, paused, resumed, unsubscribed.
-- 4. The resubscribe trigger of 20261124000300 is dropped: an unconfirmed signup, anyone's, no
--    longer lifts an unsubscribe.
-- Everything here is the server's alone (service role): RLS on, no policy, anon and authenticated
-- have no right on any table or function.

-- The wording ----------------------------------------------------------------------------------------

create table public.consent_wordings (
  sha256 text primary key
    constraint consent_wordings_sha256_format check (sha256 ~ '^[0-9a-f]{64}$'),
  version text not null
    constraint consent_wordings_version_length check (char_length(version) between 1 and 40),
  wording text not null
    constraint consent_wordings_wording_length check (char_length(wording) between 1 and 2000),
  first_shown_at timestamptz not null default now(),
  constraint consent_wordings_hash_matches
    check (sha256 = encode(sha256(convert_to(wording, 'UTF8')), 'hex'))
);

-- Records a wording (idempotent: a wording once stored never changes, its hash is its key).
create function public.register_consent_wording(p_sha256 text, p_version text, p_wording text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.consent_wordings (sha256, version, wording) values (p_sha256, p_version, p_wording)
  on conflict (sha256) do nothing
$$;

-- Where each signup's consent was given: the wording shown, the page, the trusted client address
-- (docs/decisions/0017-client-address.md). Null on rows stored before this migration.
alter table public.investor_signups
  add column consent_wording_sha256 text references public.consent_wordings (sha256),
  add column consent_page text
    constraint investor_signups_consent_page_length check (consent_page is null or (char_length(consent_page) <= 500 and consent_page !~ '[\x01-\x1f\x7f]')),
  add column consent_client_address text
    constraint investor_signups_consent_client_address_length check (consent_client_address is null or (char_length(consent_client_address) <= 64 and consent_client_address !~ '[\x01-\x1f\x7f]'));

-- The consent per address ----------------------------------------------------------------------------

-- The kinds of alert about a listing already on the market an investor may choose.
create function public.listing_alert_kinds_valid(p_kinds jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(p_kinds) = 'array'
    and p_kinds <@ '["price-drop", "under-contract", "back-available", "sold"]'::jsonb
$$;

create table public.investor_consents (
  email text primary key
    constraint investor_consents_email_normalised check (email = lower(btrim(email)) and char_length(email) between 3 and 254),
  created_at timestamptz not null default now(),
  -- Null until the owner of the address confirms (POST of the confirmation link).
  confirmed_at timestamptz,
  -- The signup whose confirmation set the name and (first) buy box.
  confirmed_signup_id uuid references public.investor_signups (id) on delete set null,
  name text
    constraint investor_consents_name_length check (name is null or (char_length(name) <= 120 and name !~ '[\x01-\x1f\x7f]')),
  -- The buy box in force, with the signup's CHECKs (20261124000200_investor_matching.sql).
  buy_asset_classes jsonb
    constraint investor_consents_buy_asset_classes_known check (
      jsonb_typeof(buy_asset_classes) = 'array'
      and jsonb_array_length(buy_asset_classes) between 1 and 2
      and buy_asset_classes <@ '["self-storage", "industrial"]'::jsonb
    ),
  buy_regions jsonb
    constraint investor_consents_buy_regions_valid check (public.buy_box_region_list_valid(buy_regions)),
  buy_price_min double precision
    constraint investor_consents_buy_price_min_range check (buy_price_min between 0 and 10000000000 and buy_price_min = trunc(buy_price_min)),
  buy_price_max double precision
    constraint investor_consents_buy_price_max_range check (buy_price_max between 1 and 10000000000 and buy_price_max = trunc(buy_price_max)),
  buy_cap_rate_min double precision
    constraint investor_consents_buy_cap_rate_min_range check (buy_cap_rate_min between 0 and 30),
  -- Alerts about listings already announced: every kind until the investor chooses otherwise.
  alert_kinds jsonb not null default '["price-drop", "under-contract", "back-available", "sold"]'::jsonb
    constraint investor_consents_alert_kinds_valid check (public.listing_alert_kinds_valid(alert_kinds)),
  -- No deal e-mail is queued for the address before this instant.
  paused_until timestamptz,
  -- When the last confirmation e-mail was queued: at most one per 24 hours.
  confirmation_queued_at timestamptz,
  constraint investor_consents_buy_price_order check (buy_price_min is null or buy_price_max is null or buy_price_min <= buy_price_max)
);

create table public.consent_events (
  id bigint generated always as identity primary key,
  email text not null
    constraint consent_events_email_normalised check (email = lower(btrim(email)) and char_length(email) between 3 and 254),
  at timestamptz not null default now(),
  event text not null
    constraint consent_events_event_known check (event in (
      'consent-given', 'confirmation-queued', 'confirmation-held', 'confirmed', 'resubscribed',
      'preferences-changed', 'paused', 'resumed', 'unsubscribed'
    )),
  signup_id uuid references public.investor_signups (id) on delete set null,
  wording_sha256 text references public.consent_wordings (sha256),
  page text constraint consent_events_page_length check (page is null or char_length(page) <= 500),
  client_address text constraint consent_events_client_address_length check (client_address is null or char_length(client_address) <= 64),
  -- The buy box, alert kinds or pause end the event set, as the record shows them.
  detail jsonb not null default '{}'::jsonb check (jsonb_typeof(detail) = 'object')
);

create index consent_events_by_email on public.consent_events (email, at, id);

-- The confirmation e-mails: a row first, a delivery second, with the same state and rules as every
-- other durable delivery (lead_delivery_due).
create table public.consent_confirmations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null
    constraint consent_confirmations_email_normalised check (email = lower(btrim(email)) and char_length(email) between 3 and 254),
  signup_id uuid not null references public.investor_signups (id) on delete cascade,
  delivered_at timestamptz,
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  failed_at timestamptz
);

create index consent_confirmations_due on public.consent_confirmations (next_attempt_at, created_at)
  where delivered_at is null and failed_at is null;

alter table public.consent_wordings enable row level security;
alter table public.investor_consents enable row level security;
alter table public.consent_events enable row level security;
alter table public.consent_confirmations enable row level security;
revoke all on table public.consent_wordings, public.investor_consents, public.consent_events, public.consent_confirmations
  from public, anon, authenticated;

-- No more resubscribing by an unconfirmed signup.
drop trigger investor_signups_lift_unsubscribe on public.investor_signups;
drop function public.lift_unsubscribe_on_consent();

-- A signup's buy box, as a JSON object (the record's detail and the confirmation's source).
create function public.signup_buy_box(p_signup public.investor_signups)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'buy_asset_classes', p_signup.buy_asset_classes,
    'buy_regions', p_signup.buy_regions,
    'buy_price_min', p_signup.buy_price_min,
    'buy_price_max', p_signup.buy_price_max,
    'buy_cap_rate_min', p_signup.buy_cap_rate_min
  )
$$;

-- A signup that consented (not a test, not quarantined, or just released): its consent is
-- recorded, the address gets its consent row (unconfirmed when new; a confirmed one is left as it
-- is) and one confirmation e-mail is queued unless one was in the last 24 hours. The 24-hour test
-- and the stamp are one UPDATE of the address's row, so two processes inserting at once queue one.
create function public.record_investor_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(new.email));
  v_now timestamptz := now();
begin
  if new.is_test or not new.consent_deal_emails or (new.spam_reason is not null and new.released_at is null) then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.released_at is not null then
    return new;
  end if;
  insert into public.investor_consents (email, created_at) values (v_email, v_now) on conflict (email) do nothing;
  insert into public.consent_events (email, at, event, signup_id, wording_sha256, page, client_address, detail)
  values (v_email, new.consent_at, 'consent-given', new.id, new.consent_wording_sha256, new.consent_page,
    new.consent_client_address, public.signup_buy_box(new));
  update public.investor_consents set confirmation_queued_at = v_now
  where email = v_email and (confirmation_queued_at is null or confirmation_queued_at <= v_now - interval '24 hours');
  if found then
    insert into public.consent_confirmations (email, signup_id, created_at, next_attempt_at) values (v_email, new.id, v_now, v_now);
    insert into public.consent_events (email, at, event, signup_id) values (v_email, v_now, 'confirmation-queued', new.id);
  else
    insert into public.consent_events (email, at, event, signup_id) values (v_email, v_now, 'confirmation-held', new.id);
  end if;
  return new;
end
$$;

create trigger investor_signups_record_consent
  after insert or update of released_at on public.investor_signups
  for each row execute function public.record_investor_consent();

-- Addresses that consented before this migration: an unconfirmed consent row each, its signups'
-- consent in the log (wording unknown: the form's text was not kept then), and one confirmation
-- e-mail for the newest signup, so that each is asked once to confirm.
insert into public.investor_consents (email, created_at, confirmation_queued_at)
select lower(btrim(i.email)), min(i.created_at), now()
from public.investor_signups i
where not i.is_test and (i.spam_reason is null or i.released_at is not null)
group by lower(btrim(i.email));

insert into public.consent_events (email, at, event, signup_id, detail)
select lower(btrim(i.email)), i.consent_at, 'consent-given', i.id, public.signup_buy_box(i) || '{"before_double_opt_in": true}'::jsonb
from public.investor_signups i
where not i.is_test and (i.spam_reason is null or i.released_at is not null);

insert into public.consent_confirmations (email, signup_id)
select distinct on (lower(btrim(i.email))) lower(btrim(i.email)), i.id
from public.investor_signups i
where not i.is_test and (i.spam_reason is null or i.released_at is not null)
  and not exists (select 1 from public.investor_unsubscribes u where u.email = lower(btrim(i.email)))
order by lower(btrim(i.email)), i.created_at desc, i.id desc;

-- Confirmation ---------------------------------------------------------------------------------------

-- The owner of the address confirmed the signup p_signup_id (the signed link's claims): the
-- address becomes confirmed, takes that signup's name and buy box, and an earlier unsubscribe is
-- lifted. A signup confirmed before changes nothing the second time ('already'), so an old link
-- cannot undo later choices; 'unknown' when the signup is not this address's consenting signup.
create function public.confirm_investor_consent(p_email text, p_signup_id uuid, p_client_address text, p_at timestamptz)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  v_signup public.investor_signups;
  v_lifted boolean;
begin
  select * into v_signup from public.investor_signups i
  where i.id = p_signup_id and lower(btrim(i.email)) = v_email and not i.is_test and i.consent_deal_emails
    and (i.spam_reason is null or i.released_at is not null);
  if not found then
    return 'unknown';
  end if;
  insert into public.investor_consents (email, created_at) values (v_email, p_at) on conflict (email) do nothing;
  -- Serialises two confirmations of one address (a double click, two processes).
  perform 1 from public.investor_consents c where c.email = v_email for update;
  if exists (select 1 from public.consent_events e where e.email = v_email and e.event = 'confirmed' and e.signup_id = p_signup_id) then
    return 'already';
  end if;
  update public.investor_consents
  set confirmed_at = coalesce(confirmed_at, p_at), confirmed_signup_id = v_signup.id, name = v_signup.name,
    buy_asset_classes = v_signup.buy_asset_classes, buy_regions = v_signup.buy_regions,
    buy_price_min = v_signup.buy_price_min, buy_price_max = v_signup.buy_price_max, buy_cap_rate_min = v_signup.buy_cap_rate_min
  where email = v_email;
  insert into public.consent_events (email, at, event, signup_id, client_address, detail)
  values (v_email, p_at, 'confirmed', v_signup.id, left(p_client_address, 64), public.signup_buy_box(v_signup));
  delete from public.investor_unsubscribes u where u.email = v_email;
  v_lifted := found;
  if v_lifted then
    insert into public.consent_events (email, at, event, signup_id, client_address)
    values (v_email, p_at, 'resubscribed', v_signup.id, left(p_client_address, 64));
  end if;
  return 'confirmed';
end
$$;

-- The preferences ("Your deal e-mails") ------------------------------------------------------------

create function public.investor_preferences(p_email text)
returns table (
  email text,
  confirmed_at timestamptz,
  name text,
  buy_asset_classes jsonb,
  buy_regions jsonb,
  buy_price_min double precision,
  buy_price_max double precision,
  buy_cap_rate_min double precision,
  alert_kinds jsonb,
  paused_until timestamptz,
  unsubscribed_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select c.email, c.confirmed_at, c.name, c.buy_asset_classes, c.buy_regions, c.buy_price_min, c.buy_price_max,
    c.buy_cap_rate_min, c.alert_kinds, c.paused_until, u.unsubscribed_at
  from public.investor_consents c
  left join public.investor_unsubscribes u on u.email = c.email
  where c.email = lower(btrim(p_email))
$$;

-- A confirmed address's new buy box and alert kinds (p_box: the five buy box columns, nulls for
-- "any"); logged. False (nothing changed) when the address is not confirmed.
create function public.update_investor_preferences(p_email text, p_box jsonb, p_alert_kinds jsonb, p_client_address text, p_at timestamptz)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
begin
  update public.investor_consents
  set buy_asset_classes = nullif(p_box -> 'buy_asset_classes', 'null'::jsonb),
    buy_regions = nullif(p_box -> 'buy_regions', 'null'::jsonb),
    buy_price_min = (p_box ->> 'buy_price_min')::double precision,
    buy_price_max = (p_box ->> 'buy_price_max')::double precision,
    buy_cap_rate_min = (p_box ->> 'buy_cap_rate_min')::double precision,
    alert_kinds = p_alert_kinds
  where email = v_email and confirmed_at is not null;
  if not found then
    return false;
  end if;
  insert into public.consent_events (email, at, event, client_address, detail)
  values (v_email, p_at, 'preferences-changed', left(p_client_address, 64), p_box || jsonb_build_object('alert_kinds', p_alert_kinds));
  return true;
end
$$;

-- Pauses a confirmed address's deal e-mails until p_until (null: resumes now); logged.
create function public.pause_investor_emails(p_email text, p_until timestamptz, p_client_address text, p_at timestamptz)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
begin
  update public.investor_consents set paused_until = p_until where email = v_email and confirmed_at is not null;
  if not found then
    return false;
  end if;
  insert into public.consent_events (email, at, event, client_address, detail)
  values (v_email, p_at, case when p_until is null then 'resumed' else 'paused' end, left(p_client_address, 64),
    case when p_until is null then '{}'::jsonb else jsonb_build_object('until', p_until) end);
  return true;
end
$$;

-- Unsubscribe (20261124000200), now logged in the consent record too.
create or replace function public.unsubscribe_investor(p_email text, p_at timestamptz default now())
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
  if v_new then
    insert into public.consent_events (email, at, event) values (v_email, p_at, 'unsubscribed');
  end if;
  return v_new;
end
$$;

-- Who may be told: confirmed addresses, not unsubscribed, not paused, with the buy box and alert
-- kinds in force. (Replaces 20261124000200's version, which read the newest signup.)
drop function public.announcement_candidates();
create function public.announcement_candidates(p_now timestamptz default now())
returns table (
  id uuid,
  email text,
  name text,
  buy_asset_classes jsonb,
  buy_regions jsonb,
  buy_price_min double precision,
  buy_price_max double precision,
  buy_cap_rate_min double precision,
  alert_kinds jsonb
)
language sql
stable
security definer
set search_path = ''
as $$
  select c.confirmed_signup_id, c.email, coalesce(c.name, ''), c.buy_asset_classes, c.buy_regions, c.buy_price_min,
    c.buy_price_max, c.buy_cap_rate_min, c.alert_kinds
  from public.investor_consents c
  where c.confirmed_at is not null
    and (c.paused_until is null or c.paused_until <= p_now)
    and not exists (select 1 from public.investor_unsubscribes u where u.email = c.email)
  order by c.email
$$;

-- The confirmation e-mail queue ---------------------------------------------------------------------

create function public.claim_due_consent_confirmations(p_limit integer, p_lease_seconds integer, p_now timestamptz default now())
returns table (id uuid, email text, signup_id uuid, name text, attempts integer)
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select q.id
    from public.consent_confirmations q
    where public.lead_delivery_due(false, null, null, q.delivered_at, q.failed_at, q.next_attempt_at, q.lease_until, p_now)
    order by q.created_at, q.id
    limit greatest(p_limit, 0)
    for update skip locked
  )
  update public.consent_confirmations t
  set lease_until = p_now + make_interval(secs => p_lease_seconds)
  from public.investor_signups s
  where t.id in (select due.id from due) and s.id = t.signup_id
  returning t.id, t.email, t.signup_id, s.name, t.attempts
$$;

create function public.mark_consent_confirmation_sent(p_id uuid, p_at timestamptz)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.consent_confirmations set delivered_at = coalesce(delivered_at, p_at), lease_until = null where id = p_id
$$;

create function public.mark_consent_confirmation_failed(p_id uuid, p_error text, p_next_attempt_at timestamptz, p_max_attempts integer)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.consent_confirmations
  set attempts = attempts + 1, last_error = left(p_error, 1000), next_attempt_at = p_next_attempt_at, lease_until = null,
    failed_at = case when attempts + 1 >= p_max_attempts then now() end
  where id = p_id and delivered_at is null
$$;

-- The operator's view ---------------------------------------------------------------------------------

-- Per address (newest first): confirmed or not, preferences, pause, unsubscribe, signups, e-mails.
create function public.investor_consent_overview(p_limit integer)
returns table (
  email text,
  name text,
  created_at timestamptz,
  confirmed_at timestamptz,
  buy_asset_classes jsonb,
  buy_regions jsonb,
  buy_price_min double precision,
  buy_price_max double precision,
  buy_cap_rate_min double precision,
  alert_kinds jsonb,
  paused_until timestamptz,
  unsubscribed_at timestamptz,
  signups integer,
  confirmation_delivered_at timestamptz,
  confirmation_failed_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select c.email, c.name, c.created_at, c.confirmed_at, c.buy_asset_classes, c.buy_regions, c.buy_price_min,
    c.buy_price_max, c.buy_cap_rate_min, c.alert_kinds, c.paused_until, u.unsubscribed_at,
    (select count(*) from public.investor_signups i where lower(btrim(i.email)) = c.email and not i.is_test)::integer,
    (select max(q.delivered_at) from public.consent_confirmations q where q.email = c.email),
    (select max(q.failed_at) from public.consent_confirmations q where q.email = c.email and q.delivered_at is null)
  from public.investor_consents c
  left join public.investor_unsubscribes u on u.email = c.email
  order by c.created_at desc, c.email
  limit greatest(p_limit, 0)
$$;

-- The consent record: every event of one address (p_email) or of all (null), oldest first, with
-- the wording's version and text.
create function public.consent_record(p_email text, p_limit integer, p_offset integer)
returns table (
  id bigint,
  email text,
  at timestamptz,
  event text,
  signup_id uuid,
  wording_version text,
  wording_sha256 text,
  wording text,
  page text,
  client_address text,
  detail jsonb
)
language sql
stable
security definer
set search_path = ''
as $$
  select e.id, e.email, e.at, e.event, e.signup_id, w.version, e.wording_sha256, w.wording, e.page, e.client_address, e.detail
  from public.consent_events e
  left join public.consent_wordings w on w.sha256 = e.wording_sha256
  where p_email is null or e.email = lower(btrim(p_email))
  order by e.email, e.at, e.id
  limit greatest(p_limit, 0) offset greatest(p_offset, 0)
$$;

revoke all on function public.register_consent_wording(text, text, text) from public, anon, authenticated;
revoke all on function public.listing_alert_kinds_valid(jsonb) from public, anon, authenticated;
revoke all on function public.signup_buy_box(public.investor_signups) from public, anon, authenticated;
revoke all on function public.record_investor_consent() from public, anon, authenticated;
revoke all on function public.confirm_investor_consent(text, uuid, text, timestamptz) from public, anon, authenticated;
revoke all on function public.investor_preferences(text) from public, anon, authenticated;
revoke all on function public.update_investor_preferences(text, jsonb, jsonb, text, timestamptz) from public, anon, authenticated;
revoke all on function public.pause_investor_emails(text, timestamptz, text, timestamptz) from public, anon, authenticated;
revoke all on function public.announcement_candidates(timestamptz) from public, anon, authenticated;
revoke all on function public.claim_due_consent_confirmations(integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_consent_confirmation_sent(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_consent_confirmation_failed(uuid, text, timestamptz, integer) from public, anon, authenticated;
revoke all on function public.investor_consent_overview(integer) from public, anon, authenticated;
revoke all on function public.consent_record(text, integer, integer) from public, anon, authenticated;
grant execute on function public.register_consent_wording(text, text, text) to service_role;
grant execute on function public.listing_alert_kinds_valid(jsonb) to service_role;
grant execute on function public.signup_buy_box(public.investor_signups) to service_role;
grant execute on function public.confirm_investor_consent(text, uuid, text, timestamptz) to service_role;
grant execute on function public.investor_preferences(text) to service_role;
grant execute on function public.update_investor_preferences(text, jsonb, jsonb, text, timestamptz) to service_role;
grant execute on function public.pause_investor_emails(text, timestamptz, text, timestamptz) to service_role;
grant execute on function public.announcement_candidates(timestamptz) to service_role;
grant execute on function public.claim_due_consent_confirmations(integer, integer, timestamptz) to service_role;
grant execute on function public.mark_consent_confirmation_sent(uuid, timestamptz) to service_role;
grant execute on function public.mark_consent_confirmation_failed(uuid, text, timestamptz, integer) to service_role;
grant execute on function public.investor_consent_overview(integer) to service_role;
grant execute on function public.consent_record(text, integer, integer) to service_role;
