-- Leads: the three form tables (docs/product.md#lead-records), their notification state, and who may do what.
--
-- This file must apply unchanged in three places (docs/architecture.md, "Two modes"):
--   * hosted Supabase, through the Supabase CLI, where the roles anon, authenticated and
--     service_role already exist and new tables in public get default grants for all three;
--   * PGlite (the embedded mode) and a vanilla PostgreSQL 15 (integration tests, a self-managed
--     database), where those roles do not exist until this file creates them.
-- So it uses only core PostgreSQL: no extensions (gen_random_uuid is core since PostgreSQL 13),
-- no Supabase-only functions such as auth.uid().

-- Roles -------------------------------------------------------------------------------------------
-- Created only when missing, NOLOGIN like Supabase's own. Roles are cluster-wide, so two databases
-- being migrated at once (parallel test runs) can race on the first CREATE ROLE: the loser's
-- error is swallowed because the role it wanted now exists. service_role is not given BYPASSRLS
-- here (that needs a superuser); the policies below grant it the same reach explicitly.
do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_catalog.pg_roles where rolname = role_name) then
      begin
        execute format('create role %I nologin noinherit', role_name);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
end
$$;

-- Tables ------------------------------------------------------------------------------------------
-- The CHECK constraints mirror the zod schemas in supabase/functions/_shared/leads.ts (LIMITS,
-- PROPERTY_TYPES), so a row written past the web app's zod (by hand, or by a script with the
-- server's keys) is held to the same rules. Lengths are checked on the trimmed value, as zod
-- trims first; char_length counts code points, zod counts UTF-16 units, so anything zod accepts
-- fits here.
-- One-line fields refuse every control character (CR/LF would let a visitor forge e-mail
-- headers in the notification); multi-line fields keep tab, LF and CR, exactly like zod.
--
-- Notification state lives on the row (docs/architecture.md, "How a lead flows"): a lead whose
-- e-mail did not go out is retried until it does, across restarts and across server processes.
--   notified_at             set once the notification function succeeded
--   notify_attempts         failed attempts so far (drives the exponential backoff)
--   notify_last_error       the last failure, for the operator
--   notify_next_attempt_at  not retried before this
--   notify_lease_until      a claimer owns the row until then; an expired lease is claimable
-- is_test marks the operator's live-insert rows: never notified, never counted as leads.

create table public.contact_forms (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null
    constraint contact_forms_name_length check (char_length(btrim(name)) between 1 and 120)
    constraint contact_forms_name_one_line check (name !~ '[\x01-\x1f\x7f]'),
  email text not null
    constraint contact_forms_email_length check (char_length(btrim(email)) between 1 and 254)
    constraint contact_forms_email_format check (email like '%_@_%')
    constraint contact_forms_email_one_line check (email !~ '[\x01-\x1f\x7f]'),
  message text not null
    constraint contact_forms_message_length check (char_length(btrim(message)) between 1 and 5000)
    constraint contact_forms_message_characters check (message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]'),
  is_test boolean not null default false,
  notified_at timestamptz,
  notify_attempts integer not null default 0 check (notify_attempts >= 0),
  notify_last_error text,
  notify_next_attempt_at timestamptz not null default now(),
  notify_lease_until timestamptz
);

create table public.investor_signups (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null
    constraint investor_signups_name_length check (char_length(btrim(name)) between 1 and 120)
    constraint investor_signups_name_one_line check (name !~ '[\x01-\x1f\x7f]'),
  email text not null
    constraint investor_signups_email_length check (char_length(btrim(email)) between 1 and 254)
    constraint investor_signups_email_format check (email like '%_@_%')
    constraint investor_signups_email_one_line check (email !~ '[\x01-\x1f\x7f]'),
  investment_profile text not null
    constraint investor_signups_investment_profile_length check (char_length(btrim(investment_profile)) between 1 and 2000)
    constraint investor_signups_investment_profile_characters check (investment_profile !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]'),
  message text
    constraint investor_signups_message_length check (char_length(btrim(message)) <= 5000)
    constraint investor_signups_message_characters check (message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]'),
  -- Express consent under Canada's anti-spam legislation (CASL): a signup without it is not
  -- stored at all, and the moment it was given is kept as the record of consent.
  consent_deal_emails boolean not null
    constraint investor_signups_consent_given check (consent_deal_emails),
  consent_at timestamptz not null default now(),
  is_test boolean not null default false,
  notified_at timestamptz,
  notify_attempts integer not null default 0 check (notify_attempts >= 0),
  notify_last_error text,
  notify_next_attempt_at timestamptz not null default now(),
  notify_lease_until timestamptz
);

create table public.property_valuations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null
    constraint property_valuations_name_length check (char_length(btrim(name)) between 1 and 120)
    constraint property_valuations_name_one_line check (name !~ '[\x01-\x1f\x7f]'),
  email text not null
    constraint property_valuations_email_length check (char_length(btrim(email)) between 1 and 254)
    constraint property_valuations_email_format check (email like '%_@_%')
    constraint property_valuations_email_one_line check (email !~ '[\x01-\x1f\x7f]'),
  phone text
    constraint property_valuations_phone_length check (char_length(btrim(phone)) <= 30)
    constraint property_valuations_phone_one_line check (phone !~ '[\x01-\x1f\x7f]'),
  property_address text
    constraint property_valuations_property_address_length check (char_length(btrim(property_address)) <= 300)
    constraint property_valuations_property_address_one_line check (property_address !~ '[\x01-\x1f\x7f]'),
  -- docs/product.md#lead-records: the seven options; an unselected type is stored as NULL, never as ''.
  property_type text
    constraint property_valuations_property_type_known check (
      property_type in ('self-storage', 'industrial', 'commercial', 'retail', 'office', 'land', 'other')
    ),
  message text
    constraint property_valuations_message_length check (char_length(btrim(message)) <= 5000)
    constraint property_valuations_message_characters check (message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]'),
  is_test boolean not null default false,
  notified_at timestamptz,
  notify_attempts integer not null default 0 check (notify_attempts >= 0),
  notify_last_error text,
  notify_next_attempt_at timestamptz not null default now(),
  notify_lease_until timestamptz
);

-- Due notifications: the claim query scans only rows still owed an e-mail, which stay few however
-- many leads accumulate.
create index contact_forms_notification_due on public.contact_forms (notify_next_attempt_at, created_at)
  where notified_at is null and not is_test;
create index investor_signups_notification_due on public.investor_signups (notify_next_attempt_at, created_at)
  where notified_at is null and not is_test;
create index property_valuations_notification_due on public.property_valuations (notify_next_attempt_at, created_at)
  where notified_at is null and not is_test;

-- Who may do what ---------------------------------------------------------------------------------
-- Superseded for anon by 20261123000200_anon_no_insert.sql: anon may no longer insert, and has no
-- right on these tables at all; every lead is stored by the server (service role). What follows
-- is this file's original intent, kept as applied.
--
-- The public anon key ships in every browser, so anon may do exactly what a visitor's form does:
-- insert one lead. It can never read, change or delete leads (they hold personal information), and
-- it cannot set the columns the server owns (is_test, created_at, consent_at, notified_at,
-- notify_*), because INSERT is granted only on the visitor's columns. It may supply id: the hosted
-- adapter generates the uuid itself and inserts with "return=minimal", since anon cannot read the
-- row back; a guessed id can only make the guesser's own insert fail.
-- authenticated gets nothing: no login exists (docs/architecture.md#security). service_role is the server (notifier,
-- diagnostics): full access. On Supabase it has BYPASSRLS already; elsewhere the policy gives it
-- the same reach.
-- Supabase's default privileges grant ALL on new public tables to anon and authenticated, hence
-- the explicit revoke.

alter table public.contact_forms enable row level security;
alter table public.investor_signups enable row level security;
alter table public.property_valuations enable row level security;

revoke all on table public.contact_forms, public.investor_signups, public.property_valuations
  from public, anon, authenticated;

grant insert (id, name, email, message) on table public.contact_forms to anon;
grant insert (id, name, email, investment_profile, message, consent_deal_emails)
  on table public.investor_signups to anon;
grant insert (id, name, email, phone, property_address, property_type, message)
  on table public.property_valuations to anon;

grant all on table public.contact_forms, public.investor_signups, public.property_valuations to service_role;

-- The column grants already keep anon away from is_test and notified_at; the policies say the same
-- about rows, so a later, wider grant cannot open a way to plant pre-notified or test rows.
create policy contact_forms_anon_insert on public.contact_forms
  for insert to anon with check (not is_test and notified_at is null);
create policy investor_signups_anon_insert on public.investor_signups
  for insert to anon with check (not is_test and notified_at is null);
create policy property_valuations_anon_insert on public.property_valuations
  for insert to anon with check (not is_test and notified_at is null);

create policy contact_forms_service_role_all on public.contact_forms
  for all to service_role using (true) with check (true);
create policy investor_signups_service_role_all on public.investor_signups
  for all to service_role using (true) with check (true);
create policy property_valuations_service_role_all on public.property_valuations
  for all to service_role using (true) with check (true);
