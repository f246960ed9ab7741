-- The record of breaches of security safeguards (issue 43, docs/decisions/0055-breach-record.md).
--
-- PIPEDA s. 10.3 and the Breach of Security Safeguards Regulations (SOR/2018-64), s. 6: an
-- organisation keeps a record of every breach of security safeguards involving personal
-- information under its control, for 24 months after the day it determines that the breach
-- occurred, with enough information for the Commissioner to see whether it reported and notified
-- where the breach created a real risk of significant harm. One row per breach, written once by
-- the workspace's Privacy page; read by that page and its CSV export; deleted by the retention
-- purge the day after its 24 months end, and never earlier.
--
-- A breach record is about an incident, not a person: it says what kind of information and how
-- many people, never who. Its free text refuses an e-mail address (the form says so), so requests
-- about personal information (decision 0038) have nothing to find here, and erasing an address
-- cannot shorten the record the law requires.
--
-- Same stance as the other feature tables: RLS on with no policy for anon or authenticated, every
-- function SECURITY DEFINER with an empty search_path and EXECUTE-able by service_role only.

-- Text a team member typed: 1 to `max` characters, line breaks and tabs allowed, no other control
-- character, and no e-mail address (the record describes people by kind and number).
create function public.breach_record_text_is_valid(p_value text, p_max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value is not null
    and char_length(btrim(p_value)) between 1 and p_max
    and p_value !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]'
    and p_value !~* '[[:alnum:]._%+-]+@[[:alnum:]-]+(\.[[:alnum:]-]+)+'
$$;

create table public.breach_records (
  id uuid primary key default gen_random_uuid(),
  -- When it happened: a day, or the first and last day of a period (Toronto days).
  occurred_from date not null,
  occurred_until date,
  discovered_on date not null,
  -- The day the team determined a breach had occurred: the 24 months run from here.
  determined_on date not null,
  description text not null constraint breach_records_description_valid check (public.breach_record_text_is_valid(description, 5000)),
  personal_information text not null
    constraint breach_records_personal_information_valid check (public.breach_record_text_is_valid(personal_information, 2000)),
  people_affected integer not null constraint breach_records_people_affected_count check (people_affected >= 0),
  cause text not null constraint breach_records_cause_valid check (public.breach_record_text_is_valid(cause, 2000)),
  -- The assessment of a real risk of significant harm (PIPEDA s. 10.1(8)): the sensitivity of the
  -- information, the probability of its misuse, the conclusion and why.
  sensitivity text not null constraint breach_records_sensitivity_valid check (public.breach_record_text_is_valid(sensitivity, 2000)),
  misuse_probability text not null
    constraint breach_records_misuse_probability_valid check (public.breach_record_text_is_valid(misuse_probability, 2000)),
  real_risk_of_significant_harm boolean not null,
  risk_reasoning text not null constraint breach_records_risk_reasoning_valid check (public.breach_record_text_is_valid(risk_reasoning, 5000)),
  -- Reported to the Privacy Commissioner, notified the people affected: the day, or null for not.
  commissioner_reported_on date,
  people_notified_on date,
  other_organisations_notified text
    constraint breach_records_other_organisations_valid check (
      other_organisations_notified is null or public.breach_record_text_is_valid(other_organisations_notified, 2000)
    ),
  steps_taken text not null constraint breach_records_steps_taken_valid check (public.breach_record_text_is_valid(steps_taken, 5000)),
  recorded_by text not null
    constraint breach_records_recorded_by_length check (char_length(recorded_by) between 1 and 120 and recorded_by !~ '[[:cntrl:]]'),
  recorded_at timestamptz not null default now(),
  constraint breach_records_dates_in_order check (
    occurred_from >= date '2000-01-01'
    and (occurred_until is null or occurred_until >= occurred_from)
    and discovered_on >= occurred_from
    and determined_on >= discovered_on
    and (commissioner_reported_on is null or commissioner_reported_on >= discovered_on)
    and (people_notified_on is null or people_notified_on >= discovered_on)
  ),
  -- No day after the Toronto day the record was written.
  constraint breach_records_no_future_day check (
    greatest(occurred_from, occurred_until, discovered_on, determined_on, commissioner_reported_on, people_notified_on)
      <= (recorded_at at time zone 'America/Toronto')::date
  )
);

create index breach_records_by_determination on public.breach_records (determined_on desc, recorded_at desc);

alter table public.breach_records enable row level security;
revoke all on table public.breach_records from public, anon, authenticated;
grant all on table public.breach_records to service_role;

-- Records one breach, as the team's form gives it, written at p_recorded_at; answers its id.
create function public.record_breach(
  p_occurred_from date, p_occurred_until date, p_discovered_on date, p_determined_on date,
  p_description text, p_personal_information text, p_people_affected integer, p_cause text,
  p_sensitivity text, p_misuse_probability text, p_real_risk_of_significant_harm boolean, p_risk_reasoning text,
  p_commissioner_reported_on date, p_people_notified_on date, p_other_organisations_notified text,
  p_steps_taken text, p_recorded_by text, p_recorded_at timestamptz
)
returns uuid
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.breach_records (
    occurred_from, occurred_until, discovered_on, determined_on, description, personal_information, people_affected, cause,
    sensitivity, misuse_probability, real_risk_of_significant_harm, risk_reasoning, commissioner_reported_on, people_notified_on,
    other_organisations_notified, steps_taken, recorded_by, recorded_at
  ) values (
    p_occurred_from, p_occurred_until, p_discovered_on, p_determined_on, p_description, p_personal_information, p_people_affected,
    p_cause, p_sensitivity, p_misuse_probability, p_real_risk_of_significant_harm, p_risk_reasoning, p_commissioner_reported_on,
    p_people_notified_on, p_other_organisations_notified, p_steps_taken, p_recorded_by, p_recorded_at
  )
  returning id
$$;

-- Every record kept, the latest determination first (the page and the CSV list them all: at most
-- 24 months of breaches, which a brokerage counts in ones).
create function public.breach_record_list()
returns table (
  id uuid, occurred_from text, occurred_until text, discovered_on text, determined_on text, description text,
  personal_information text, people_affected integer, cause text, sensitivity text, misuse_probability text,
  real_risk_of_significant_harm boolean, risk_reasoning text, commissioner_reported_on text, people_notified_on text,
  other_organisations_notified text, steps_taken text, recorded_by text, recorded_at timestamptz, kept_until text
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, b.occurred_from::text, b.occurred_until::text, b.discovered_on::text, b.determined_on::text, b.description,
    b.personal_information, b.people_affected, b.cause, b.sensitivity, b.misuse_probability, b.real_risk_of_significant_harm,
    b.risk_reasoning, b.commissioner_reported_on::text, b.people_notified_on::text, b.other_organisations_notified,
    b.steps_taken, b.recorded_by, b.recorded_at, (b.determined_on + interval '24 months')::date::text
  from public.breach_records b
  order by b.determined_on desc, b.recorded_at desc, b.id
$$;

revoke all on function public.breach_record_text_is_valid(text, integer) from public, anon, authenticated;
revoke all on function public.record_breach(
  date, date, date, date, text, text, integer, text, text, text, boolean, text, date, date, text, text, text, timestamptz
) from public, anon, authenticated;
revoke all on function public.breach_record_list() from public, anon, authenticated;
grant execute on function public.breach_record_text_is_valid(text, integer) to service_role;
grant execute on function public.record_breach(
  date, date, date, date, text, text, integer, text, text, text, boolean, text, date, date, text, text, text, timestamptz
) to service_role;
grant execute on function public.breach_record_list() to service_role;

-- The retention purge (20261126005000_retention_purge.sql, decisions 0037, 0038) with one more
-- term: a breach record goes the day after the 24 months that follow its determination day
-- (Toronto), and never earlier. Everything else is as before.
create or replace function public.purge_past_retention(p_now timestamptz, p_deal_room_years integer)
returns table (deleted jsonb, proof_keys jsonb)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_deal_room_cutoff timestamptz;
  v_casl_cutoff timestamptz := p_now - interval '3 years';
  v_log_cutoff timestamptz;
  v_today date;
  v_signatures uuid[];
  v_proof_keys jsonb;
  v_counts jsonb := '{}'::jsonb;
  v_count integer;
begin
  if p_now is null or p_deal_room_years is null or p_deal_room_years < 1 or p_deal_room_years > 50 then
    raise exception 'purge_past_retention: a time and a deal room term of 1 to 50 years are required'
      using errcode = '22023';
  end if;
  v_deal_room_cutoff := p_now - make_interval(years => p_deal_room_years);
  v_log_cutoff := p_now - make_interval(years => greatest(p_deal_room_years, 3));
  v_today := (p_now at time zone 'America/Toronto')::date;

  -- Deal rooms: the signatures past their term, then everything that names them.
  select coalesce(array_agg(s.id), '{}') into v_signatures
  from public.deal_room_signatures s where s.accepted_at < v_deal_room_cutoff;

  delete from public.deal_room_downloads d where d.signature_id = any (v_signatures);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('deal_room_downloads', v_count);
  delete from public.deal_room_visits v where v.signature_id = any (v_signatures);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('deal_room_visits', v_count);
  with gone as (
    delete from public.deal_room_offers o where o.signature_id = any (v_signatures)
    returning o.listing, o.proof_file_id
  )
  select count(*)::integer,
    coalesce(jsonb_agg(g.listing || '/' || g.proof_file_id::text) filter (where g.proof_file_id is not null), '[]'::jsonb)
  into v_count, v_proof_keys
  from gone g;
  v_counts := v_counts || jsonb_build_object('deal_room_offers', v_count);
  delete from public.deal_room_signatures s where s.id = any (v_signatures);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('deal_room_signatures', v_count);

  -- Consent records of addresses no longer subscribed and quiet for three years. Computed before
  -- the deal e-mails are purged: the last e-mail sent is one of the dates that keeps a record.
  with quiet as (
    select c.email from public.investor_consents c
    where not (c.confirmed_at is not null and not exists (select 1 from public.investor_unsubscribes u where u.email = c.email))
      and greatest(
        c.created_at,
        c.confirmed_at,
        c.confirmation_queued_at,
        (select max(e.at) from public.consent_events e where e.email = c.email),
        (select max(u.unsubscribed_at) from public.investor_unsubscribes u where u.email = c.email),
        (select max(a.delivered_at) from public.listing_announcements a where a.email = c.email)
      ) < v_casl_cutoff
  ),
  events as (delete from public.consent_events e using quiet q where e.email = q.email returning 1),
  confirmations as (delete from public.consent_confirmations f using quiet q where f.email = q.email returning 1),
  consents as (delete from public.investor_consents c using quiet q where c.email = q.email returning 1)
  select v_counts || jsonb_build_object(
    'consent_events', (select count(*) from events),
    'consent_confirmations', (select count(*) from confirmations),
    'investor_consents', (select count(*) from consents)
  ) into v_counts;

  -- Deal e-mails: sent, cancelled or given up three years ago.
  delete from public.listing_announcements a
  where a.delivered_at < v_casl_cutoff
    or (a.delivered_at is null and (a.cancelled_at < v_casl_cutoff or a.failed_at < v_casl_cutoff));
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('listing_announcements', v_count);

  delete from public.personal_information_requests r where r.requested_at < v_log_cutoff;
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('personal_information_requests', v_count);

  -- Breach records (SOR/2018-64 s. 6): kept for the 24 months after the determination day, so
  -- the last day kept is that day 24 months on; purged from the next Toronto day.
  delete from public.breach_records b where (b.determined_on + interval '24 months')::date < v_today;
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('breach_records', v_count);

  deleted := v_counts;
  proof_keys := v_proof_keys;
  return next;
end
$$;
