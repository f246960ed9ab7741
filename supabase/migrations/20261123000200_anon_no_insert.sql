-- anon loses INSERT on the lead tables: the public anon key can now do nothing with leads at all
-- (docs/decisions/0018-hosted-functions.md).
--
-- 20261122000100_leads.sql let anon insert a visitor's columns, mirroring what a form does. But
-- the key ships in every browser, so anyone could POST rows to /rest/v1/<table> directly, past the
-- site's rate limit, honeypot, fill-time check and zod: a row that passes the CHECK constraints but
-- not zod (the constraints cannot say everything the schemas say) was then owed a notification
-- that could never be sent. Every lead now enters through the web server, which stores it with
-- the service-role key (hosted) or as the database owner (PGlite, PostgreSQL).
--
-- After this file anon has no privilege on the three tables (no INSERT, SELECT, UPDATE, DELETE,
-- TRUNCATE, REFERENCES or TRIGGER, on the tables or any column), no policy, and, since
-- 20261122000200_claim_notifications.sql, no EXECUTE on the notification functions.
-- authenticated keeps nothing too. Plain PostgreSQL only, like every migration here (it runs on
-- Supabase, PGlite and PostgreSQL 15 alike).

-- The column grants of 20261122000100, named as they were given. (A table-level REVOKE would take
-- them too; naming them keeps the pair readable.)
revoke insert (id, name, email, message) on table public.contact_forms from anon;
revoke insert (id, name, email, investment_profile, message, consent_deal_emails)
  on table public.investor_signups from anon;
revoke insert (id, name, email, phone, property_address, property_type, message)
  on table public.property_valuations from anon;

-- And anything a hand-made grant on a hosted project may have added since.
revoke all on table public.contact_forms, public.investor_signups, public.property_valuations
  from public, anon, authenticated;

-- Without a policy for anon, row level security refuses it every row even if a later grant
-- let it at the table again.
drop policy if exists contact_forms_anon_insert on public.contact_forms;
drop policy if exists investor_signups_anon_insert on public.investor_signups;
drop policy if exists property_valuations_anon_insert on public.property_valuations;
