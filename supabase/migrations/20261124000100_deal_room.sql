-- The off-market deal room (docs/decisions/0027-deal-room-documents.md,
-- docs/decisions/0028-confidentiality-agreement-record.md).
--
-- An investor signs the confidentiality agreement (CA) of a confidential listing; the signature is
-- stored here with the exact text shown (kept once per version, by its SHA-256); the signer is
-- e-mailed a link to the listing's deal room and the team is told, both at least once, with the
-- same lease-and-retry rules as lead notifications; every document download is logged. Documents'
-- bytes live outside the database (DATA_DIR or a private Supabase Storage bucket), their metadata
-- here.
--
-- Same stance as the lead tables after 20261123000200_anon_no_insert.sql: row level security on,
-- no policy and no privilege for anon or authenticated, every function EXECUTE-able by
-- service_role only. The public anon key can neither read a signature nor write one: everything
-- enters through the web server. Core PostgreSQL only (Supabase, PGlite, PostgreSQL 15).

-- One row per version of the agreement anyone signed: the text, exactly as shown, and its hash.
-- The CHECK makes the hash the hash of the stored text, so a row cannot claim a text it does not hold.
create table public.confidentiality_agreements (
  sha256 text primary key
    constraint confidentiality_agreements_sha256_format check (sha256 ~ '^[0-9a-f]{64}$'),
  body text not null
    constraint confidentiality_agreements_body_length check (char_length(body) between 1 and 100000),
  -- The Studio's label for the version (its publication time), for people reading the record.
  version text not null
    constraint confidentiality_agreements_version_length check (char_length(version) between 1 and 100),
  first_signed_at timestamptz not null default now(),
  constraint confidentiality_agreements_hash_of_body
    check (sha256 = encode(sha256(convert_to(body, 'UTF8')), 'hex'))
);

create table public.deal_room_signatures (
  id uuid primary key default gen_random_uuid(),
  accepted_at timestamptz not null default now(),
  listing text not null
    constraint deal_room_signatures_listing_format check (listing ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(listing) <= 96),
  name text not null
    constraint deal_room_signatures_name_length check (char_length(name) between 1 and 100 and name !~ '[[:cntrl:]]'),
  email text not null
    constraint deal_room_signatures_email_format check (char_length(email) between 3 and 254 and email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+$'),
  phone text not null
    constraint deal_room_signatures_phone_length check (char_length(phone) between 7 and 30 and phone !~ '[[:cntrl:]]'),
  company text
    constraint deal_room_signatures_company_length check (company is null or (char_length(company) between 1 and 150 and company !~ '[[:cntrl:]]')),
  role text not null
    constraint deal_room_signatures_role check (role in ('principal', 'broker')),
  -- A broker signs for a client, who is named; a principal signs for itself.
  client_name text
    constraint deal_room_signatures_client_length check (client_name is null or (char_length(client_name) between 1 and 150 and client_name !~ '[[:cntrl:]]')),
  -- The typed full-name signature, as typed.
  signature text not null
    constraint deal_room_signatures_signature_length check (char_length(signature) between 1 and 100 and signature !~ '[[:cntrl:]]'),
  agreement_sha256 text not null references public.confidentiality_agreements (sha256),
  -- The trusted client address (docs/decisions/0017-client-address.md) and the browser, as sent.
  ip text constraint deal_room_signatures_ip_length check (ip is null or char_length(ip) <= 64),
  user_agent text constraint deal_room_signatures_user_agent_length check (user_agent is null or char_length(user_agent) <= 500),
  -- The team took the access back: the signer's links stop working at once.
  revoked_at timestamptz,
  is_test boolean not null default false,
  -- The two e-mails, each sent at least once: the access link to the signer, the notice to the team.
  access_sent_at timestamptz,
  team_notified_at timestamptz,
  mail_attempts integer not null default 0,
  mail_last_error text,
  mail_next_attempt_at timestamptz not null default now(),
  mail_lease_until timestamptz,
  mail_failed_at timestamptz,
  constraint deal_room_signatures_broker_names_client
    check ((role = 'broker') = (client_name is not null))
);

create index deal_room_signatures_listing on public.deal_room_signatures (listing, accepted_at desc);
create index deal_room_signatures_mail_due on public.deal_room_signatures (mail_next_attempt_at)
  where (access_sent_at is null or team_notified_at is null) and mail_failed_at is null and not is_test;

create table public.deal_room_documents (
  id uuid primary key default gen_random_uuid(),
  listing text not null
    constraint deal_room_documents_listing_format check (listing ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(listing) <= 96),
  file_name text not null
    constraint deal_room_documents_file_name check (char_length(file_name) between 1 and 200 and file_name !~ '[[:cntrl:]/\\]'),
  content_type text not null
    constraint deal_room_documents_content_type check (content_type ~ '^[a-z0-9.+-]+/[a-z0-9.+-]+$' and char_length(content_type) <= 100),
  size_bytes bigint not null
    constraint deal_room_documents_size check (size_bytes between 1 and 26214400),
  sha256 text not null
    constraint deal_room_documents_sha256_format check (sha256 ~ '^[0-9a-f]{64}$'),
  uploaded_at timestamptz not null default now(),
  -- Removed by the team: no longer listed or served; its downloads stay in the log.
  removed_at timestamptz
);

create index deal_room_documents_listing on public.deal_room_documents (listing, uploaded_at);

create table public.deal_room_downloads (
  id bigint generated always as identity primary key,
  signature_id uuid not null references public.deal_room_signatures (id),
  document_id uuid not null references public.deal_room_documents (id),
  downloaded_at timestamptz not null default now(),
  ip text constraint deal_room_downloads_ip_length check (ip is null or char_length(ip) <= 64),
  user_agent text constraint deal_room_downloads_user_agent_length check (user_agent is null or char_length(user_agent) <= 500)
);

create index deal_room_downloads_document on public.deal_room_downloads (document_id, downloaded_at desc);

alter table public.confidentiality_agreements enable row level security;
alter table public.deal_room_signatures enable row level security;
alter table public.deal_room_documents enable row level security;
alter table public.deal_room_downloads enable row level security;

revoke all on table public.confidentiality_agreements, public.deal_room_signatures, public.deal_room_documents,
  public.deal_room_downloads from public, anon, authenticated;
grant all on table public.confidentiality_agreements, public.deal_room_signatures, public.deal_room_documents,
  public.deal_room_downloads to service_role;

create policy confidentiality_agreements_service_role_all on public.confidentiality_agreements
  for all to service_role using (true) with check (true);
create policy deal_room_signatures_service_role_all on public.deal_room_signatures
  for all to service_role using (true) with check (true);
create policy deal_room_documents_service_role_all on public.deal_room_documents
  for all to service_role using (true) with check (true);
create policy deal_room_downloads_service_role_all on public.deal_room_downloads
  for all to service_role using (true) with check (true);

-- Functions ---------------------------------------------------------------------------------------
-- Each returns rows (a table), so the SQL adapters (select * from …) and PostgREST's RPC (an array
-- of objects) read every answer alike (apps/web/src/dealRoom/store.ts).

-- A signature and, the first time anyone signs it, the agreement's text: one transaction.
create function public.record_deal_room_signature(
  p_listing text,
  p_name text,
  p_email text,
  p_phone text,
  p_company text,
  p_role text,
  p_client_name text,
  p_signature text,
  p_agreement_sha256 text,
  p_agreement_body text,
  p_agreement_version text,
  p_ip text,
  p_user_agent text,
  p_is_test boolean
)
returns table (id uuid, accepted_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.confidentiality_agreements (sha256, body, version)
    values (p_agreement_sha256, p_agreement_body, p_agreement_version)
    on conflict (sha256) do nothing;
  return query
    insert into public.deal_room_signatures as s
      (listing, name, email, phone, company, role, client_name, signature, agreement_sha256, ip, user_agent, is_test)
    values
      (p_listing, p_name, p_email, p_phone, p_company, p_role, p_client_name, p_signature, p_agreement_sha256, p_ip, p_user_agent, p_is_test)
    returning s.id, s.accepted_at;
end
$$;

-- Leases up to p_limit signatures whose e-mails are due (either not yet sent), oldest first.
create function public.claim_due_deal_room_mail(p_limit integer, p_lease_seconds integer, p_now timestamptz)
returns table (
  id uuid,
  accepted_at timestamptz,
  listing text,
  name text,
  email text,
  phone text,
  company text,
  role text,
  client_name text,
  agreement_version text,
  agreement_sha256 text,
  access_sent_at timestamptz,
  team_notified_at timestamptz,
  attempts integer
)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select s.id from public.deal_room_signatures s
    where (s.access_sent_at is null or s.team_notified_at is null)
      and s.mail_failed_at is null
      and not s.is_test
      and s.mail_next_attempt_at <= p_now
      and (s.mail_lease_until is null or s.mail_lease_until <= p_now)
    order by s.accepted_at
    limit p_limit
    for update skip locked
  ), leased as (
    update public.deal_room_signatures s
      set mail_lease_until = p_now + make_interval(secs => p_lease_seconds)
      from due where s.id = due.id
      returning s.*
  )
  select l.id, l.accepted_at, l.listing, l.name, l.email, l.phone, l.company, l.role, l.client_name, a.version,
    l.agreement_sha256, l.access_sent_at, l.team_notified_at, l.mail_attempts
  from leased l join public.confidentiality_agreements a on a.sha256 = l.agreement_sha256
  order by l.accepted_at
$$;

-- Records one e-mail as sent ('access' or 'team'); the lease ends when both are.
create function public.mark_deal_room_mail_sent(p_id uuid, p_which text, p_at timestamptz)
returns table (done boolean)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_which not in ('access', 'team') then
    raise exception 'unknown e-mail %', p_which using errcode = '22023';
  end if;
  return query
    update public.deal_room_signatures s set
      access_sent_at = case when p_which = 'access' then coalesce(s.access_sent_at, p_at) else s.access_sent_at end,
      team_notified_at = case when p_which = 'team' then coalesce(s.team_notified_at, p_at) else s.team_notified_at end,
      mail_lease_until = case
        when (p_which = 'access' or s.access_sent_at is not null) and (p_which = 'team' or s.team_notified_at is not null) then null
        else s.mail_lease_until end
    where s.id = p_id
    returning true;
end
$$;

-- A failed attempt: the lease ends, the next attempt is due at p_next_attempt_at, and the attempt
-- that reaches p_max_attempts gives up (mail_failed_at), for the operator to see.
create function public.mark_deal_room_mail_failed(p_id uuid, p_error text, p_next_attempt_at timestamptz, p_max_attempts integer)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_signatures s set
    mail_attempts = s.mail_attempts + 1,
    mail_last_error = left(p_error, 1000),
    mail_next_attempt_at = p_next_attempt_at,
    mail_lease_until = null,
    mail_failed_at = case when s.mail_attempts + 1 >= p_max_attempts then now() else null end
  where s.id = p_id
  returning true
$$;

-- One signature, for the deal room's check of a link (the token names it and its listing).
create function public.deal_room_signature(p_id uuid)
returns table (id uuid, listing text, name text, email text, accepted_at timestamptz, revoked_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.listing, s.name, s.email, s.accepted_at, s.revoked_at from public.deal_room_signatures s where s.id = p_id
$$;

create function public.revoke_deal_room_signature(p_id uuid, p_at timestamptz)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_signatures s set revoked_at = p_at where s.id = p_id and s.revoked_at is null returning true
$$;

-- Every signer of a listing, newest first, with the version they signed and their downloads.
create function public.deal_room_signers(p_listing text)
returns table (
  id uuid,
  accepted_at timestamptz,
  name text,
  email text,
  phone text,
  company text,
  role text,
  client_name text,
  signature text,
  agreement_version text,
  agreement_sha256 text,
  ip text,
  user_agent text,
  revoked_at timestamptz,
  access_sent_at timestamptz,
  mail_last_error text,
  mail_failed_at timestamptz,
  downloads integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.accepted_at, s.name, s.email, s.phone, s.company, s.role, s.client_name, s.signature, a.version,
    s.agreement_sha256, s.ip, s.user_agent, s.revoked_at, s.access_sent_at, s.mail_last_error, s.mail_failed_at,
    (select count(*)::integer from public.deal_room_downloads d where d.signature_id = s.id)
  from public.deal_room_signatures s join public.confidentiality_agreements a on a.sha256 = s.agreement_sha256
  where s.listing = p_listing and not s.is_test
  order by s.accepted_at desc, s.id
$$;

create function public.add_deal_room_document(
  p_id uuid,
  p_listing text,
  p_file_name text,
  p_content_type text,
  p_size_bytes bigint,
  p_sha256 text
)
returns table (id uuid, uploaded_at timestamptz)
language sql
security definer
set search_path = ''
as $$
  insert into public.deal_room_documents as d (id, listing, file_name, content_type, size_bytes, sha256)
  values (p_id, p_listing, p_file_name, p_content_type, p_size_bytes, p_sha256)
  returning d.id, d.uploaded_at
$$;

create function public.remove_deal_room_document(p_id uuid, p_at timestamptz)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_documents d set removed_at = p_at where d.id = p_id and d.removed_at is null returning true
$$;

-- A listing's documents still offered, in upload order.
create function public.list_deal_room_documents(p_listing text)
returns table (id uuid, listing text, file_name text, content_type text, size_bytes bigint, sha256 text, uploaded_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select d.id, d.listing, d.file_name, d.content_type, d.size_bytes, d.sha256, d.uploaded_at
  from public.deal_room_documents d
  where d.listing = p_listing and d.removed_at is null
  order by d.uploaded_at, d.id
$$;

create function public.log_deal_room_download(p_signature_id uuid, p_document_id uuid, p_ip text, p_user_agent text, p_at timestamptz)
returns table (id bigint)
language sql
security definer
set search_path = ''
as $$
  insert into public.deal_room_downloads as d (signature_id, document_id, ip, user_agent, downloaded_at)
  values (p_signature_id, p_document_id, left(p_ip, 64), left(p_user_agent, 500), p_at)
  returning d.id
$$;

-- Signatures whose e-mails gave up (for /api/health and the operator).
create function public.count_failed_deal_room_mail()
returns table (count integer)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.deal_room_signatures s
  where s.mail_failed_at is not null and (s.access_sent_at is null or s.team_notified_at is null) and not s.is_test
$$;

-- The download log of a listing, newest first: who, which file, when.
create function public.deal_room_download_log(p_listing text, p_limit integer)
returns table (
  downloaded_at timestamptz,
  signature_id uuid,
  name text,
  email text,
  company text,
  document_id uuid,
  file_name text,
  ip text
)
language sql
stable
security definer
set search_path = ''
as $$
  select l.downloaded_at, s.id, s.name, s.email, s.company, d.id, d.file_name, l.ip
  from public.deal_room_downloads l
  join public.deal_room_signatures s on s.id = l.signature_id
  join public.deal_room_documents d on d.id = l.document_id
  where d.listing = p_listing
  order by l.downloaded_at desc, l.id desc
  limit p_limit
$$;

revoke all on function public.record_deal_room_signature(text, text, text, text, text, text, text, text, text, text, text, text, text, boolean) from public, anon, authenticated;
revoke all on function public.claim_due_deal_room_mail(integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_deal_room_mail_sent(uuid, text, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_deal_room_mail_failed(uuid, text, timestamptz, integer) from public, anon, authenticated;
revoke all on function public.deal_room_signature(uuid) from public, anon, authenticated;
revoke all on function public.revoke_deal_room_signature(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_signers(text) from public, anon, authenticated;
revoke all on function public.add_deal_room_document(uuid, text, text, text, bigint, text) from public, anon, authenticated;
revoke all on function public.remove_deal_room_document(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.list_deal_room_documents(text) from public, anon, authenticated;
revoke all on function public.log_deal_room_download(uuid, uuid, text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_download_log(text, integer) from public, anon, authenticated;
revoke all on function public.count_failed_deal_room_mail() from public, anon, authenticated;
grant execute on function public.record_deal_room_signature(text, text, text, text, text, text, text, text, text, text, text, text, text, boolean) to service_role;
grant execute on function public.claim_due_deal_room_mail(integer, integer, timestamptz) to service_role;
grant execute on function public.mark_deal_room_mail_sent(uuid, text, timestamptz) to service_role;
grant execute on function public.mark_deal_room_mail_failed(uuid, text, timestamptz, integer) to service_role;
grant execute on function public.deal_room_signature(uuid) to service_role;
grant execute on function public.revoke_deal_room_signature(uuid, timestamptz) to service_role;
grant execute on function public.deal_room_signers(text) to service_role;
grant execute on function public.add_deal_room_document(uuid, text, text, text, bigint, text) to service_role;
grant execute on function public.remove_deal_room_document(uuid, timestamptz) to service_role;
grant execute on function public.list_deal_room_documents(text) to service_role;
grant execute on function public.log_deal_room_download(uuid, uuid, text, text, timestamptz) to service_role;
grant execute on function public.deal_room_download_log(text, integer) to service_role;
grant execute on function public.count_failed_deal_room_mail() to service_role;

-- Hosted: the documents' private bucket, where Supabase Storage exists (not on PGlite or a plain
-- PostgreSQL, which keep documents under DATA_DIR). Not public: objects are read only with the
-- service-role key, by the web server, after it checked the investor's link.
do $$
begin
  if to_regclass('storage.buckets') is not null then
    execute $sql$insert into storage.buckets (id, name, public, file_size_limit)
      values ('deal-room', 'deal-room', false, 26214400) on conflict (id) do nothing$sql$;
  end if;
end
$$;
