-- Requests about personal information under PIPEDA (docs/decisions/0038-personal-information-requests.md):
-- the operator finds everything kept about an e-mail address, downloads it for an access request,
-- and erases what the team need not keep. Each request is logged.
--
-- A registry by convention: each family of tables holding an address or a name (a "part") has
-- two functions, named after it,
--   public.personal_information_<part>_find(p_email text)
--     returns table (source text, data jsonb)    -- source: the table; data: the WHOLE row
--   public.personal_information_<part>_erase(p_email text, p_at timestamptz)
--     returns table (source text, action text, records integer)  -- deleted | anonymised | kept | revoked
-- and the web server lists the parts (apps/web/src/privacy/parts.ts). p_email is normalised
-- (lower-cased, trimmed) by the dispatchers below. Whole rows (to_jsonb) so a column a later
-- migration adds reaches the access export without changing anything here. Adding a table: its
-- two functions (or a line in an existing part's) and its part in parts.ts.
--
-- The dispatchers run every part of one request in one transaction (one SELECT, or one RPC on
-- Supabase) and write the request log in it too: an erasure is all or nothing, and never unlogged.
-- Same stance as every migration here: core PostgreSQL only, RLS on with no policy, SECURITY
-- DEFINER with an empty search_path, EXECUTE for service_role only.

-- The request log ------------------------------------------------------------------------------------
-- The address is not stored: only its keyed hash (personal_information_address_hash), so the log
-- of an erasure does not keep the very address that was erased, yet the operator who is given the
-- address again can find every request about it.
create table public.personal_information_requests (
  id uuid primary key default gen_random_uuid(),
  requested_at timestamptz not null default now(),
  action text not null
    constraint personal_information_requests_action_known check (action in ('find', 'export', 'erase')),
  address_hash text not null
    constraint personal_information_requests_address_hash_format check (address_hash ~ '^[0-9a-f]{64}$'),
  -- Who: the operator's session (a short hash of its nonce; there is one shared operator password,
  -- so a session is the finest "who" the server knows).
  operator text not null
    constraint personal_information_requests_operator_length check (char_length(operator) between 1 and 100 and operator !~ '[[:cntrl:]]'),
  -- What was done: per table, how many rows were found, or deleted / anonymised / kept.
  outcome jsonb not null
    constraint personal_information_requests_outcome_object check (jsonb_typeof(outcome) = 'object' and octet_length(outcome::text) <= 20000)
);

create index personal_information_requests_by_address on public.personal_information_requests (address_hash, requested_at desc);
create index personal_information_requests_recent on public.personal_information_requests (requested_at desc);

alter table public.personal_information_requests enable row level security;
revoke all on table public.personal_information_requests from public, anon, authenticated;

-- The address as every part compares it.
create function public.normalised_address(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select lower(btrim(p_email))
$$;

-- SHA-256 of a secret salt and the normalised address. The salt is generated once, in the database
-- (server_secrets, 20261123000300), so every instance and adapter computes the same hash and the
-- log cannot be searched with a list of guessed addresses by someone who sees only the log.
create function public.personal_information_address_hash(p_email text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_salt text;
begin
  insert into public.server_secrets (name, value)
  values ('personal-information-salt', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
  on conflict (name) do nothing;
  select s.value into v_salt from public.server_secrets s where s.name = 'personal-information-salt';
  return encode(sha256(convert_to(v_salt || ':' || public.normalised_address(p_email), 'UTF8')), 'hex');
end
$$;

-- Part "leads": the three form tables, whatever a row's state (quarantined, test, notified or not,
-- delivered to the CRM webhook or not: that state is columns of the row). Erased: deleted.
create function public.personal_information_leads_find(p_email text)
returns table (source text, data jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select 'contact_forms', to_jsonb(t) from public.contact_forms t where lower(btrim(t.email)) = p_email
  union all
  select 'investor_signups', to_jsonb(t) from public.investor_signups t where lower(btrim(t.email)) = p_email
  union all
  select 'property_valuations', to_jsonb(t) from public.property_valuations t where lower(btrim(t.email)) = p_email
$$;

create function public.personal_information_leads_erase(p_email text, p_at timestamptz)
returns table (source text, action text, records integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_table text;
  v_count integer;
begin
  foreach v_table in array array['contact_forms', 'investor_signups', 'property_valuations'] loop
    execute format('delete from public.%I where lower(btrim(email)) = $1', v_table) using p_email;
    get diagnostics v_count = row_count;
    source := v_table;
    action := 'deleted';
    records := v_count;
    return next;
  end loop;
end
$$;

-- Part "deal_room": the signatures of confidentiality agreements, their download log, and for the
-- reader of an access export the agreement texts signed and the documents downloaded (neither is
-- personal: they say what was signed and what was seen). Erased: nothing; the signed agreement and
-- its log are kept (decision 0038), but the signer's links stop working (revoked_at).
create function public.personal_information_deal_room_find(p_email text)
returns table (source text, data jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  with signed as (
    select s.* from public.deal_room_signatures s where lower(btrim(s.email)) = p_email
  )
  select 'deal_room_signatures', to_jsonb(s) from signed s
  union all
  select 'deal_room_downloads', to_jsonb(d) from public.deal_room_downloads d where d.signature_id in (select s.id from signed s)
  union all
  select 'confidentiality_agreements', to_jsonb(a) from public.confidentiality_agreements a
  where a.sha256 in (select s.agreement_sha256 from signed s)
  union all
  select 'deal_room_documents', to_jsonb(c) from public.deal_room_documents c
  where c.id in (select d.document_id from public.deal_room_downloads d where d.signature_id in (select s.id from signed s))
$$;

create function public.personal_information_deal_room_erase(p_email text, p_at timestamptz)
returns table (source text, action text, records integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  update public.deal_room_signatures set revoked_at = p_at where lower(btrim(email)) = p_email and revoked_at is null;
  get diagnostics v_count = row_count;
  if v_count > 0 then
    source := 'deal_room_signatures';
    action := 'revoked';
    records := v_count;
    return next;
  end if;
  source := 'deal_room_signatures';
  action := 'kept';
  select count(*)::integer into records from public.deal_room_signatures s where lower(btrim(s.email)) = p_email;
  return next;
  source := 'deal_room_downloads';
  action := 'kept';
  select count(*)::integer into records from public.deal_room_downloads d
  join public.deal_room_signatures s on s.id = d.signature_id where lower(btrim(s.email)) = p_email;
  return next;
end
$$;

-- Part "announcements": the deal e-mails queued or sent to the address, and its unsubscribe.
-- Erased: an announcement never sent is deleted; one sent keeps the listing, the address and when
-- (the record of a commercial message sent under the consent CASL asks the sender to prove) and
-- loses the name and buy box it quoted; the address is (or stays) unsubscribed, so it is never
-- e-mailed again (the suppression list is kept).
create function public.personal_information_announcements_find(p_email text)
returns table (source text, data jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select 'listing_announcements', to_jsonb(a) from public.listing_announcements a where a.email = p_email
  union all
  select 'investor_unsubscribes', to_jsonb(u) from public.investor_unsubscribes u where u.email = p_email
$$;

create function public.personal_information_announcements_erase(p_email text, p_at timestamptz)
returns table (source text, action text, records integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_known boolean;
begin
  -- Before the leads part deletes the signups (the parts run in registry order, leads last), so
  -- an address that ever signed up is suppressed even when it has no announcement.
  v_known := exists (select 1 from public.listing_announcements a where a.email = p_email)
    or exists (select 1 from public.investor_signups i where lower(btrim(i.email)) = p_email);

  delete from public.listing_announcements where email = p_email and delivered_at is null;
  get diagnostics v_count = row_count;
  source := 'listing_announcements';
  action := 'deleted';
  records := v_count;
  return next;

  update public.listing_announcements
  set message = jsonb_build_object('listing', message -> 'listing', 'erased_at', p_at)
  where email = p_email and delivered_at is not null and not (message ? 'erased_at');
  get diagnostics v_count = row_count;
  source := 'listing_announcements';
  action := 'anonymised';
  records := v_count;
  return next;

  if v_known then
    insert into public.investor_unsubscribes (email, unsubscribed_at) values (p_email, p_at) on conflict (email) do nothing;
  end if;
  source := 'investor_unsubscribes';
  action := 'kept';
  select count(*)::integer into records from public.investor_unsubscribes u where u.email = p_email;
  return next;
end
$$;

-- The dispatchers -----------------------------------------------------------------------------------

-- A part's function, checked by name (the caller names parts; the pattern keeps the name a plain
-- identifier and %I quotes it).
create function public.personal_information_function(p_part text, p_verb text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_part is null or p_part !~ '^[a-z][a-z0-9_]{0,40}$' then
    raise exception 'personal information: unknown part %', p_part using errcode = '22023';
  end if;
  return format('personal_information_%s_%s', p_part, p_verb);
end
$$;

-- Everything the parts keep about an address (for "find", only counted in the log; for "export",
-- the rows go into the download), and the request logged. p_action: 'find' or 'export'.
create function public.find_personal_information(
  p_email text,
  p_parts text[],
  p_action text,
  p_operator text,
  p_at timestamptz default now()
)
returns table (part text, source text, data jsonb)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := public.normalised_address(p_email);
  v_part text;
  v_counts jsonb := '{}'::jsonb;
  v_found record;
begin
  if p_action is null or p_action not in ('find', 'export') then
    raise exception 'personal information: the action is find or export, not %', p_action using errcode = '22023';
  end if;
  if v_email is null or char_length(v_email) not between 3 and 254 then
    raise exception 'personal information: an e-mail address is needed' using errcode = '22023';
  end if;
  foreach v_part in array coalesce(p_parts, '{}') loop
    for v_found in execute format('select f.source, f.data from public.%I($1) f', public.personal_information_function(v_part, 'find'))
      using v_email
    loop
      part := v_part;
      source := v_found.source;
      data := v_found.data;
      v_counts := jsonb_set(v_counts, array[v_found.source], to_jsonb(coalesce((v_counts ->> v_found.source)::integer, 0) + 1));
      return next;
    end loop;
  end loop;
  insert into public.personal_information_requests (requested_at, action, address_hash, operator, outcome)
  values (p_at, p_action, public.personal_information_address_hash(v_email), p_operator, jsonb_build_object('found', v_counts));
end
$$;

-- Erases an address, part by part in the caller's order, in one transaction, and logs it.
create function public.erase_personal_information(
  p_email text,
  p_parts text[],
  p_operator text,
  p_at timestamptz default now()
)
returns table (part text, source text, action text, records integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := public.normalised_address(p_email);
  v_part text;
  v_done jsonb := '[]'::jsonb;
  v_row record;
begin
  if v_email is null or char_length(v_email) not between 3 and 254 then
    raise exception 'personal information: an e-mail address is needed' using errcode = '22023';
  end if;
  foreach v_part in array coalesce(p_parts, '{}') loop
    for v_row in execute format('select e.source, e.action, e.records from public.%I($1, $2) e', public.personal_information_function(v_part, 'erase'))
      using v_email, p_at
    loop
      part := v_part;
      source := v_row.source;
      action := v_row.action;
      records := v_row.records;
      v_done := v_done || jsonb_build_array(jsonb_build_object('part', v_part, 'source', v_row.source, 'action', v_row.action, 'records', v_row.records));
      return next;
    end loop;
  end loop;
  insert into public.personal_information_requests (requested_at, action, address_hash, operator, outcome)
  values (p_at, 'erase', public.personal_information_address_hash(v_email), p_operator, jsonb_build_object('done', v_done));
end
$$;

-- The log, newest first: every request, or (p_email given) those about one address. The hash is
-- computed once, not per row (it may write the salt, so it is volatile).
create function public.personal_information_request_log(p_email text, p_limit integer)
returns table (id uuid, requested_at timestamptz, action text, address_hash text, operator text, outcome jsonb)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_hash text := case when p_email is null then null else public.personal_information_address_hash(p_email) end;
begin
  return query
    select r.id, r.requested_at, r.action, r.address_hash, r.operator, r.outcome
    from public.personal_information_requests r
    where v_hash is null or r.address_hash = v_hash
    order by r.requested_at desc, r.id desc
    limit greatest(p_limit, 0);
end
$$;

revoke all on function public.normalised_address(text) from public, anon, authenticated;
revoke all on function public.personal_information_address_hash(text) from public, anon, authenticated;
revoke all on function public.personal_information_leads_find(text) from public, anon, authenticated;
revoke all on function public.personal_information_leads_erase(text, timestamptz) from public, anon, authenticated;
revoke all on function public.personal_information_deal_room_find(text) from public, anon, authenticated;
revoke all on function public.personal_information_deal_room_erase(text, timestamptz) from public, anon, authenticated;
revoke all on function public.personal_information_announcements_find(text) from public, anon, authenticated;
revoke all on function public.personal_information_announcements_erase(text, timestamptz) from public, anon, authenticated;
revoke all on function public.personal_information_function(text, text) from public, anon, authenticated;
revoke all on function public.find_personal_information(text, text[], text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.erase_personal_information(text, text[], text, timestamptz) from public, anon, authenticated;
revoke all on function public.personal_information_request_log(text, integer) from public, anon, authenticated;
grant execute on function public.normalised_address(text) to service_role;
grant execute on function public.personal_information_address_hash(text) to service_role;
grant execute on function public.personal_information_leads_find(text) to service_role;
grant execute on function public.personal_information_leads_erase(text, timestamptz) to service_role;
grant execute on function public.personal_information_deal_room_find(text) to service_role;
grant execute on function public.personal_information_deal_room_erase(text, timestamptz) to service_role;
grant execute on function public.personal_information_announcements_find(text) to service_role;
grant execute on function public.personal_information_announcements_erase(text, timestamptz) to service_role;
grant execute on function public.personal_information_function(text, text) to service_role;
grant execute on function public.find_personal_information(text, text[], text, text, timestamptz) to service_role;
grant execute on function public.erase_personal_information(text, text[], text, timestamptz) to service_role;
grant execute on function public.personal_information_request_log(text, integer) to service_role;
