-- Proposals: a broker's opinion of value for an owner's self-storage facility (issue 44,
-- docs/decisions/0052-opinion-of-value.md).
--
-- 1. proposals: one per owner the team underwrites, opened from a valuation request (its id kept,
--    the owner's name, address, phone and property copied from it) or for a new owner typed in.
--    The saved rent roll (the units read through the team's column mapping) and the trailing
--    twelve months are kept as JSON arrays on the row: they are only ever read and replaced
--    whole. `pending_rent_roll` holds the last uploaded file's cells while the team maps its
--    columns or decides to skip rows: it is never underwritten, and a save or a new upload
--    replaces it. The team's inputs (the market whose cap-rate range the matrix spans, management fee, market payroll, target occupancy, comments,
--    the value range they choose) and the status. "The owner listed" records the listing's slug.
-- 2. proposal_column_mappings: the saved column mapping of each export format (named by the team,
--    keyed by the signature of the file's headers), reused for every file of that format.
-- 3. proposal_links and proposal_link_openings: the owner's signed links (the token carries the
--    row's id only, decision 0027 "Withdrawable links"), at most 30 days, withdrawable, and each
--    opening while the link works (when, page or PDF).
--
-- Retention (decision 0052, "Retention"; PIPEDA principle 4.5): a proposal that never became a
-- listing is deleted 24 months after its last change, with its links and openings
-- (purge_past_retention below). Requests about personal information find and erase an owner's
-- proposals by address (personal_information_proposals_find / _erase).
--
-- Same stance as the neighbours: RLS on without a policy for anon or authenticated, every function
-- SECURITY DEFINER with an empty search_path and EXECUTE-able by service_role only.

create table public.proposals (
  id uuid primary key default gen_random_uuid(),
  valuation_id uuid references public.property_valuations (id) on delete set null,
  owner_name text not null
    constraint proposals_owner_name_length check (char_length(btrim(owner_name)) between 1 and 120 and owner_name !~ '[\x01-\x1f\x7f]'),
  owner_email text not null
    constraint proposals_owner_email_format check (owner_email = lower(btrim(owner_email)) and owner_email like '%_@_%.__%'
      and char_length(owner_email) <= 254 and owner_email !~ '[\s\x01-\x1f\x7f]'),
  owner_phone text
    constraint proposals_owner_phone_length check (char_length(btrim(owner_phone)) between 1 and 30 and owner_phone !~ '[\x01-\x1f\x7f]'),
  property text not null
    constraint proposals_property_length check (char_length(btrim(property)) between 1 and 300 and property !~ '[\x01-\x1f\x7f]'),
  status text not null default 'open' constraint proposals_status_known check (status in ('open', 'sent', 'listed', 'lost')),
  listing text
    constraint proposals_listing_format check (listing ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(listing) <= 96),
  listed_at timestamptz,
  management_fee_bps integer not null default 500 constraint proposals_fee_range check (management_fee_bps between 400 and 600),
  market_payroll_cents bigint not null default 0
    constraint proposals_payroll_range check (market_payroll_cents between 0 and 100000000000),
  target_occupancy_bps integer not null default 9000
    constraint proposals_target_occupancy_range check (target_occupancy_bps between 1 and 10000),
  market text constraint proposals_market_format check (market ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(market) <= 96),
  comments text not null default '' constraint proposals_comments_length check (char_length(comments) <= 10000),
  value_low_cents bigint,
  value_high_cents bigint,
  rent_roll jsonb not null default '[]'::jsonb constraint proposals_rent_roll_array check (jsonb_typeof(rent_roll) = 'array'),
  rent_roll_file text constraint proposals_rent_roll_file_length check (char_length(rent_roll_file) between 1 and 255),
  rent_roll_skipped integer[] not null default '{}',
  pending_rent_roll jsonb,
  ttm jsonb not null default '[]'::jsonb constraint proposals_ttm_array check (jsonb_typeof(ttm) = 'array'),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  constraint proposals_value_range check (
    (value_low_cents is null and value_high_cents is null)
    or (value_low_cents > 0 and value_high_cents >= value_low_cents and value_high_cents <= 1000000000000)
  ),
  constraint proposals_listed check ((status = 'listed') = (listing is not null and listed_at is not null))
);

create index proposals_by_update on public.proposals (updated_at desc);
create index proposals_by_email on public.proposals (owner_email);

create table public.proposal_column_mappings (
  signature text primary key constraint proposal_column_mappings_signature_length check (char_length(signature) between 1 and 2000),
  name text not null constraint proposal_column_mappings_name_length check (char_length(btrim(name)) between 1 and 80 and name !~ '[\x01-\x1f\x7f]'),
  mapping jsonb not null constraint proposal_column_mappings_object check (jsonb_typeof(mapping) = 'object'),
  saved_at timestamptz not null
);

create table public.proposal_links (
  id uuid primary key default gen_random_uuid(),
  proposal_id uuid not null references public.proposals (id) on delete cascade,
  created_at timestamptz not null,
  created_by text not null constraint proposal_links_created_by_length check (char_length(created_by) between 1 and 200),
  expires_at timestamptz not null,
  withdrawn_at timestamptz,
  constraint proposal_links_expiry check (expires_at > created_at and expires_at <= created_at + interval '30 days')
);

create index proposal_links_by_proposal on public.proposal_links (proposal_id, created_at desc);

create table public.proposal_link_openings (
  id bigint generated always as identity primary key,
  link_id uuid not null references public.proposal_links (id) on delete cascade,
  opened_at timestamptz not null,
  format text not null constraint proposal_link_openings_format check (format in ('page', 'pdf'))
);

create index proposal_link_openings_by_link on public.proposal_link_openings (link_id, opened_at desc);

alter table public.proposals enable row level security;
alter table public.proposal_column_mappings enable row level security;
alter table public.proposal_links enable row level security;
alter table public.proposal_link_openings enable row level security;
revoke all on table public.proposals, public.proposal_column_mappings, public.proposal_links, public.proposal_link_openings
  from public, anon, authenticated;
grant all on table public.proposals, public.proposal_column_mappings, public.proposal_links, public.proposal_link_openings
  to service_role;

-- A proposal for a new owner; answers its id.
create function public.proposal_create(p_owner_name text, p_owner_email text, p_owner_phone text, p_property text, p_at timestamptz)
returns table (id uuid)
language sql
security definer
set search_path = ''
as $$
  insert into public.proposals as p (owner_name, owner_email, owner_phone, property, created_at, updated_at)
  values (btrim(p_owner_name), lower(btrim(p_owner_email)), nullif(btrim(coalesce(p_owner_phone, '')), ''), btrim(p_property), p_at, p_at)
  returning p.id
$$;

-- A proposal from the address's latest valuation request (not quarantined as spam); no row when
-- the address never asked for one.
create function public.proposal_create_from_valuation(p_email text, p_at timestamptz)
returns table (id uuid)
language sql
security definer
set search_path = ''
as $$
  insert into public.proposals as p (valuation_id, owner_name, owner_email, owner_phone, property, created_at, updated_at)
  select v.id, btrim(v.name), lower(btrim(v.email)), nullif(btrim(coalesce(v.phone, '')), ''),
    coalesce(nullif(btrim(coalesce(v.property_address, '')), ''), 'Property of ' || btrim(v.name)), p_at, p_at
  from public.property_valuations v
  where lower(btrim(v.email)) = lower(btrim(p_email)) and (v.spam_reason is null or v.released_at is not null)
  order by v.created_at desc
  limit 1
  returning p.id
$$;

-- Every proposal for the list, the latest change first (no rent roll: the list shows counts).
create function public.proposal_list()
returns table (id uuid, owner_name text, owner_email text, property text, status text, listing text, units integer,
  updated_at timestamptz, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.owner_name, p.owner_email, p.property, p.status, p.listing, jsonb_array_length(p.rent_roll), p.updated_at, p.created_at
  from public.proposals p
  order by p.updated_at desc, p.id
$$;

create function public.proposal_get(p_id uuid)
returns setof public.proposals
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.proposals p where p.id = p_id
$$;

-- The rent roll read through a mapping: replaces the saved units, clears the pending file.
create function public.proposal_save_rent_roll(p_id uuid, p_units jsonb, p_file text, p_skipped integer[], p_at timestamptz)
returns table (id uuid)
language sql
security definer
set search_path = ''
as $$
  update public.proposals p set rent_roll = p_units, rent_roll_file = p_file, rent_roll_skipped = p_skipped,
    pending_rent_roll = null, updated_at = p_at
  where p.id = p_id and jsonb_array_length(p_units) > 0
  returning p.id
$$;

-- The uploaded file's cells while the team maps its columns (null: discard).
create function public.proposal_hold_rent_roll(p_id uuid, p_pending jsonb, p_at timestamptz)
returns table (id uuid)
language sql
security definer
set search_path = ''
as $$
  update public.proposals p set pending_rent_roll = p_pending, updated_at = p_at where p.id = p_id returning p.id
$$;

create function public.proposal_save_ttm(p_id uuid, p_lines jsonb, p_at timestamptz)
returns table (id uuid)
language sql
security definer
set search_path = ''
as $$
  update public.proposals p set ttm = p_lines, updated_at = p_at where p.id = p_id and jsonb_array_length(p_lines) > 0 returning p.id
$$;

create function public.proposal_save_inputs(
  p_id uuid, p_market text, p_fee_bps integer, p_payroll_cents bigint, p_target_bps integer, p_comments text,
  p_low_cents bigint, p_high_cents bigint, p_status text, p_at timestamptz
)
returns table (id uuid)
language sql
security definer
set search_path = ''
as $$
  update public.proposals p set market = p_market, management_fee_bps = p_fee_bps, market_payroll_cents = p_payroll_cents,
    target_occupancy_bps = p_target_bps, comments = p_comments, value_low_cents = p_low_cents, value_high_cents = p_high_cents,
    status = case when p.status = 'listed' then 'listed' else p_status end, updated_at = p_at
  where p.id = p_id and p_status in ('open', 'sent', 'lost')
  returning p.id
$$;

-- "The owner listed": the listing's slug recorded, once (a second call answers no row).
create function public.proposal_mark_listed(p_id uuid, p_listing text, p_at timestamptz)
returns table (id uuid)
language sql
security definer
set search_path = ''
as $$
  update public.proposals p set status = 'listed', listing = p_listing, listed_at = p_at, updated_at = p_at
  where p.id = p_id and p.listing is null
  returning p.id
$$;

create function public.proposal_column_mappings_all()
returns table (signature text, name text, mapping jsonb, saved_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select m.signature, m.name, m.mapping, m.saved_at from public.proposal_column_mappings m order by m.name, m.signature
$$;

create function public.proposal_save_column_mapping(p_signature text, p_name text, p_mapping jsonb, p_at timestamptz)
returns table (signature text)
language sql
security definer
set search_path = ''
as $$
  insert into public.proposal_column_mappings as m (signature, name, mapping, saved_at)
  values (p_signature, btrim(p_name), p_mapping, p_at)
  on conflict (signature) do update set name = excluded.name, mapping = excluded.mapping, saved_at = excluded.saved_at
  returning m.signature
$$;

create function public.proposal_link_create(p_proposal uuid, p_created_by text, p_expires_at timestamptz, p_at timestamptz)
returns table (id uuid, proposal_id uuid, created_at timestamptz, created_by text, expires_at timestamptz, withdrawn_at timestamptz,
  openings integer, last_opened_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.proposals p set status = case when p.status = 'open' then 'sent' else p.status end, updated_at = p_at
  where p.id = p_proposal;
  return query
    insert into public.proposal_links as l (proposal_id, created_at, created_by, expires_at)
    values (p_proposal, p_at, p_created_by, p_expires_at)
    returning l.id, l.proposal_id, l.created_at, l.created_by, l.expires_at, l.withdrawn_at, 0, null::timestamptz;
end
$$;

create function public.proposal_links_of(p_proposal uuid)
returns table (id uuid, proposal_id uuid, created_at timestamptz, created_by text, expires_at timestamptz, withdrawn_at timestamptz,
  openings integer, last_opened_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id, l.proposal_id, l.created_at, l.created_by, l.expires_at, l.withdrawn_at,
    (select count(*)::integer from public.proposal_link_openings o where o.link_id = l.id),
    (select max(o.opened_at) from public.proposal_link_openings o where o.link_id = l.id)
  from public.proposal_links l
  where l.proposal_id = p_proposal
  order by l.created_at desc, l.id
$$;

-- Every opening of the proposal's links, the latest first.
create function public.proposal_openings_of(p_proposal uuid)
returns table (link_id uuid, opened_at timestamptz, format text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.link_id, o.opened_at, o.format
  from public.proposal_link_openings o join public.proposal_links l on l.id = o.link_id
  where l.proposal_id = p_proposal
  order by o.opened_at desc, o.id desc
$$;

-- The link as the owner's page and PDF see it; the opening is recorded only while it works.
create function public.proposal_link_open(p_id uuid, p_format text, p_at timestamptz)
returns table (id uuid, proposal_id uuid, created_at timestamptz, created_by text, expires_at timestamptz, withdrawn_at timestamptz,
  openings integer, last_opened_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.proposal_link_openings (link_id, opened_at, format)
  select l.id, p_at, p_format from public.proposal_links l where l.id = p_id and l.withdrawn_at is null and l.expires_at > p_at;
  return query
    select l.id, l.proposal_id, l.created_at, l.created_by, l.expires_at, l.withdrawn_at,
      (select count(*)::integer from public.proposal_link_openings o where o.link_id = l.id),
      (select max(o.opened_at) from public.proposal_link_openings o where o.link_id = l.id)
    from public.proposal_links l where l.id = p_id;
end
$$;

-- Withdraws a link of that proposal (the first withdrawal's time is kept); no row otherwise.
create function public.proposal_link_withdraw(p_id uuid, p_proposal uuid, p_at timestamptz)
returns table (id uuid)
language sql
security definer
set search_path = ''
as $$
  update public.proposal_links l set withdrawn_at = coalesce(l.withdrawn_at, p_at)
  where l.id = p_id and l.proposal_id = p_proposal
  returning l.id
$$;

-- Requests about personal information (decision 0038): the owner's proposals, their links and openings.
create function public.personal_information_proposals_find(p_email text)
returns table (source text, data jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select 'proposals', to_jsonb(p) - 'pending_rent_roll' from public.proposals p where p.owner_email = p_email
  union all
  select 'proposal_links', to_jsonb(l) from public.proposal_links l join public.proposals p on p.id = l.proposal_id
  where p.owner_email = p_email
  union all
  select 'proposal_link_openings', to_jsonb(o) from public.proposal_link_openings o
  join public.proposal_links l on l.id = o.link_id join public.proposals p on p.id = l.proposal_id
  where p.owner_email = p_email
$$;

create function public.personal_information_proposals_erase(p_email text, p_at timestamptz)
returns table (source text, action text, records integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from public.proposal_link_openings o using public.proposal_links l, public.proposals p
  where o.link_id = l.id and l.proposal_id = p.id and p.owner_email = p_email;
  get diagnostics v_count = row_count;
  source := 'proposal_link_openings'; action := 'deleted'; records := v_count;
  return next;
  delete from public.proposal_links l using public.proposals p where l.proposal_id = p.id and p.owner_email = p_email;
  get diagnostics v_count = row_count;
  source := 'proposal_links'; action := 'deleted'; records := v_count;
  return next;
  delete from public.proposals p where p.owner_email = p_email;
  get diagnostics v_count = row_count;
  source := 'proposals'; action := 'deleted'; records := v_count;
  return next;
end
$$;

-- The retention purge (20261127005000_breach_record.sql) with two more terms: an offer is deleted
-- only once its own six years have passed too, and a signature only once none of its offers is
-- left (20261128002100_offer_retention.sql, decision 0058); a proposal that never became a listing
-- goes 24 months after its last change, with its links and openings (they cascade).
create or replace function public.purge_past_retention(p_now timestamptz, p_deal_room_years integer)
returns table (deleted jsonb, proof_keys jsonb)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_deal_room_cutoff timestamptz;
  v_offer_cutoff timestamptz;
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
  v_offer_cutoff := p_now - make_interval(years => public.deal_room_offer_record_years());
  v_log_cutoff := p_now - make_interval(years => greatest(p_deal_room_years, 3));
  v_today := (p_now at time zone 'America/Toronto')::date;

  -- Deal rooms: the signatures past their term, then what names them; an offer only once its own
  -- term has passed too (decision 0058), and a signature only once none of its offers is left.
  select coalesce(array_agg(s.id), '{}') into v_signatures
  from public.deal_room_signatures s where s.accepted_at < v_deal_room_cutoff;

  delete from public.deal_room_downloads d where d.signature_id = any (v_signatures);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('deal_room_downloads', v_count);
  delete from public.deal_room_visits v where v.signature_id = any (v_signatures);
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('deal_room_visits', v_count);
  with gone as (
    delete from public.deal_room_offers o where o.signature_id = any (v_signatures) and o.submitted_at < v_offer_cutoff
    returning o.listing, o.proof_file_id
  )
  select count(*)::integer,
    coalesce(jsonb_agg(distinct g.listing || '/' || g.proof_file_id::text) filter (
      where g.proof_file_id is not null
        and not exists (
          select 1 from public.deal_room_offers k
          where k.proof_file_id = g.proof_file_id and not (k.signature_id = any (v_signatures) and k.submitted_at < v_offer_cutoff)
        )
    ), '[]'::jsonb)
  into v_count, v_proof_keys
  from gone g;
  v_counts := v_counts || jsonb_build_object('deal_room_offers', v_count);
  delete from public.deal_room_signatures s
  where s.id = any (v_signatures) and not exists (select 1 from public.deal_room_offers o where o.signature_id = s.id);
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

  -- Proposals (decision 0052, "Retention"): not listed and unchanged for 24 months.
  delete from public.proposals p where p.listing is null and p.updated_at < p_now - interval '24 months';
  get diagnostics v_count = row_count;
  v_counts := v_counts || jsonb_build_object('proposals', v_count);

  deleted := v_counts;
  proof_keys := v_proof_keys;
  return next;
end
$$;

revoke all on function public.proposal_create(text, text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.proposal_create(text, text, text, text, timestamptz) to service_role;
revoke all on function public.proposal_create_from_valuation(text, timestamptz) from public, anon, authenticated;
grant execute on function public.proposal_create_from_valuation(text, timestamptz) to service_role;
revoke all on function public.proposal_list() from public, anon, authenticated;
grant execute on function public.proposal_list() to service_role;
revoke all on function public.proposal_get(uuid) from public, anon, authenticated;
grant execute on function public.proposal_get(uuid) to service_role;
revoke all on function public.proposal_save_rent_roll(uuid, jsonb, text, integer[], timestamptz) from public, anon, authenticated;
grant execute on function public.proposal_save_rent_roll(uuid, jsonb, text, integer[], timestamptz) to service_role;
revoke all on function public.proposal_hold_rent_roll(uuid, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.proposal_hold_rent_roll(uuid, jsonb, timestamptz) to service_role;
revoke all on function public.proposal_save_ttm(uuid, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.proposal_save_ttm(uuid, jsonb, timestamptz) to service_role;
revoke all on function public.proposal_save_inputs(uuid, text, integer, bigint, integer, text, bigint, bigint, text, timestamptz) from public, anon, authenticated;
grant execute on function public.proposal_save_inputs(uuid, text, integer, bigint, integer, text, bigint, bigint, text, timestamptz) to service_role;
revoke all on function public.proposal_mark_listed(uuid, text, timestamptz) from public, anon, authenticated;
grant execute on function public.proposal_mark_listed(uuid, text, timestamptz) to service_role;
revoke all on function public.proposal_column_mappings_all() from public, anon, authenticated;
grant execute on function public.proposal_column_mappings_all() to service_role;
revoke all on function public.proposal_save_column_mapping(text, text, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.proposal_save_column_mapping(text, text, jsonb, timestamptz) to service_role;
revoke all on function public.proposal_link_create(uuid, text, timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function public.proposal_link_create(uuid, text, timestamptz, timestamptz) to service_role;
revoke all on function public.proposal_links_of(uuid) from public, anon, authenticated;
grant execute on function public.proposal_links_of(uuid) to service_role;
revoke all on function public.proposal_openings_of(uuid) from public, anon, authenticated;
grant execute on function public.proposal_openings_of(uuid) to service_role;
revoke all on function public.proposal_link_open(uuid, text, timestamptz) from public, anon, authenticated;
grant execute on function public.proposal_link_open(uuid, text, timestamptz) to service_role;
revoke all on function public.proposal_link_withdraw(uuid, uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.proposal_link_withdraw(uuid, uuid, timestamptz) to service_role;
revoke all on function public.personal_information_proposals_find(text) from public, anon, authenticated;
grant execute on function public.personal_information_proposals_find(text) to service_role;
revoke all on function public.personal_information_proposals_erase(text, timestamptz) from public, anon, authenticated;
grant execute on function public.personal_information_proposals_erase(text, timestamptz) to service_role;
