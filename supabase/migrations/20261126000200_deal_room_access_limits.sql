-- The deal room keeps its promises about links and downloads (issue 31,
-- docs/decisions/0028-confidentiality-agreement-record.md).
--
-- 1. At most three access e-mails per recipient address in any 24 hours, across every listing and
--    every server process: the count is taken here, under a lock on the address, in the same
--    transaction that stores the signature. Past it the signature is stored but its link is
--    withheld ('daily-limit'), and the team's notice says so.
-- 2. Revocation sticks: revoking a signature also bars its address on that listing. A barred
--    address that signs again is stored with its link withheld ('revoked') until the operator
--    grants access, which lifts the bar and queues a fresh link whose 7 days run from the grant.
-- 3. One download row per completed download, written after the last byte, with the bytes sent
--    and the download's ID (printed on every page of a watermarked PDF, so a leaked copy names its
--    source); the operator looks an ID up.
--
-- Same stance as 20261124000100_deal_room.sql: RLS on without a policy for anon or authenticated,
-- every function SECURITY DEFINER with an empty search_path and EXECUTE-able by service_role only.

-- Why a signature's link was not sent: null when it was (or will be).
alter table public.deal_room_signatures
  add column access_withheld text
    constraint deal_room_signatures_access_withheld check (access_withheld in ('daily-limit', 'revoked')),
  -- When the operator granted a withheld signature access: its link's 7 days run from here.
  add column access_granted_at timestamptz;

create index deal_room_signatures_recipient on public.deal_room_signatures (lower(email), accepted_at desc);

-- Addresses barred from a listing's deal room: one row per (listing, address) revoked and not
-- granted again since. Addresses are kept lower-cased, as mailboxes compare them in practice.
create table public.deal_room_revoked_addresses (
  listing text not null,
  email text not null
    constraint deal_room_revoked_addresses_email_lower check (email = lower(email)),
  revoked_at timestamptz not null,
  primary key (listing, email)
);

insert into public.deal_room_revoked_addresses (listing, email, revoked_at)
  select s.listing, lower(s.email), max(s.revoked_at)
  from public.deal_room_signatures s
  where s.revoked_at is not null
  group by s.listing, lower(s.email);

alter table public.deal_room_revoked_addresses enable row level security;
revoke all on table public.deal_room_revoked_addresses from public, anon, authenticated;
grant all on table public.deal_room_revoked_addresses to service_role;
create policy deal_room_revoked_addresses_service_role_all on public.deal_room_revoked_addresses
  for all to service_role using (true) with check (true);

-- The download's ID and the bytes sent (rows written before this migration have neither).
alter table public.deal_room_downloads
  add column download_id uuid
    constraint deal_room_downloads_download_id unique,
  add column bytes_sent bigint
    constraint deal_room_downloads_bytes_sent check (bytes_sent is null or bytes_sent >= 0);

-- The e-mails due: a withheld link is not due, the team's notice still is.
drop index public.deal_room_signatures_mail_due;
create index deal_room_signatures_mail_due on public.deal_room_signatures (mail_next_attempt_at)
  where ((access_sent_at is null and access_withheld is null) or team_notified_at is null)
    and mail_failed_at is null and not is_test;

-- Functions ---------------------------------------------------------------------------------------

-- A signature, its agreement's text the first time, and whether its link may be sent: one
-- transaction, serialised per address so two processes cannot both send the third link.
drop function public.record_deal_room_signature(text, text, text, text, text, text, text, text, text, text, text, text, text, boolean);
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
returns table (id uuid, accepted_at timestamptz, access_withheld text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_withheld text;
begin
  perform pg_advisory_xact_lock(hashtextextended('deal-room-recipient:' || lower(p_email), 0));
  insert into public.confidentiality_agreements (sha256, body, version)
    values (p_agreement_sha256, p_agreement_body, p_agreement_version)
    on conflict (sha256) do nothing;
  if exists (
    select 1 from public.deal_room_revoked_addresses r where r.listing = p_listing and r.email = lower(p_email)
  ) then
    v_withheld := 'revoked';
  elsif not p_is_test and (
    -- Links issued to this address in the last 24 hours, whatever the listing (3 a day at most).
    select count(*) from public.deal_room_signatures s
    where lower(s.email) = lower(p_email) and not s.is_test and s.access_withheld is null
      and coalesce(s.access_granted_at, s.accepted_at) > now() - interval '24 hours'
  ) >= 3 then
    v_withheld := 'daily-limit';
  end if;
  return query
    insert into public.deal_room_signatures as s
      (listing, name, email, phone, company, role, client_name, signature, agreement_sha256, ip, user_agent, is_test, access_withheld)
    values
      (p_listing, p_name, p_email, p_phone, p_company, p_role, p_client_name, p_signature, p_agreement_sha256, p_ip, p_user_agent,
       p_is_test, v_withheld)
    returning s.id, s.accepted_at, s.access_withheld;
end
$$;

-- Leases up to p_limit signatures whose e-mails are due, oldest first: the link unless withheld,
-- the team's notice always.
drop function public.claim_due_deal_room_mail(integer, integer, timestamptz);
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
  attempts integer,
  access_withheld text,
  access_granted_at timestamptz
)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select s.id from public.deal_room_signatures s
    where ((s.access_sent_at is null and s.access_withheld is null) or s.team_notified_at is null)
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
    l.agreement_sha256, l.access_sent_at, l.team_notified_at, l.mail_attempts, l.access_withheld, l.access_granted_at
  from leased l join public.confidentiality_agreements a on a.sha256 = l.agreement_sha256
  order by l.accepted_at
$$;

-- Records one e-mail as sent; the lease ends when nothing more is due (a withheld link is not).
create or replace function public.mark_deal_room_mail_sent(p_id uuid, p_which text, p_at timestamptz)
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
        when (p_which = 'access' or s.access_sent_at is not null or s.access_withheld is not null)
          and (p_which = 'team' or s.team_notified_at is not null) then null
        else s.mail_lease_until end
    where s.id = p_id
    returning true;
end
$$;

-- Revoking a signature also bars its address on the listing (see 2. above).
create or replace function public.revoke_deal_room_signature(p_id uuid, p_at timestamptz)
returns table (done boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing text;
  v_email text;
begin
  update public.deal_room_signatures s set revoked_at = p_at
    where s.id = p_id and s.revoked_at is null
    returning s.listing, lower(s.email) into v_listing, v_email;
  if v_listing is null then
    return;
  end if;
  insert into public.deal_room_revoked_addresses (listing, email, revoked_at)
    values (v_listing, v_email, p_at)
    on conflict (listing, email) do update set revoked_at = excluded.revoked_at;
  return query select true;
end
$$;

-- The operator grants a withheld signature access: the bar on its address is lifted and a fresh
-- link is queued (its 7 days from p_at). Answers the signer's address, nothing when there was no
-- withheld, unrevoked signature with that id.
create function public.grant_deal_room_access(p_id uuid, p_at timestamptz)
returns table (email text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing text;
  v_email text;
begin
  update public.deal_room_signatures s set
    access_withheld = null,
    access_granted_at = p_at,
    access_sent_at = null,
    mail_attempts = 0,
    mail_last_error = null,
    mail_next_attempt_at = p_at,
    mail_lease_until = null,
    mail_failed_at = null
  where s.id = p_id and s.access_withheld is not null and s.revoked_at is null
  returning s.listing, s.email into v_listing, v_email;
  if v_listing is null then
    return;
  end if;
  delete from public.deal_room_revoked_addresses r where r.listing = v_listing and r.email = lower(v_email);
  return query select v_email;
end
$$;

-- Why each signature of a listing had its link withheld, and when access was granted.
create function public.deal_room_access_states(p_listing text)
returns table (id uuid, access_withheld text, access_granted_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.access_withheld, s.access_granted_at from public.deal_room_signatures s
  where s.listing = p_listing and not s.is_test and (s.access_withheld is not null or s.access_granted_at is not null)
$$;

-- One completed download: written after the last byte was handed to the connection.
drop function public.log_deal_room_download(uuid, uuid, text, text, timestamptz);
create function public.log_deal_room_download(
  p_download_id uuid,
  p_signature_id uuid,
  p_document_id uuid,
  p_ip text,
  p_user_agent text,
  p_bytes_sent bigint,
  p_at timestamptz
)
returns table (id bigint)
language sql
security definer
set search_path = ''
as $$
  insert into public.deal_room_downloads as d (download_id, signature_id, document_id, ip, user_agent, bytes_sent, downloaded_at)
  values (p_download_id, p_signature_id, p_document_id, left(p_ip, 64), left(p_user_agent, 500), p_bytes_sent, p_at)
  returning d.id
$$;

-- The download log of a listing, newest first: who, which file, when, its ID and size sent.
drop function public.deal_room_download_log(text, integer);
create function public.deal_room_download_log(p_listing text, p_limit integer)
returns table (
  downloaded_at timestamptz,
  signature_id uuid,
  name text,
  email text,
  company text,
  document_id uuid,
  file_name text,
  ip text,
  download_id uuid,
  bytes_sent bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  select l.downloaded_at, s.id, s.name, s.email, s.company, d.id, d.file_name, l.ip, l.download_id, l.bytes_sent
  from public.deal_room_downloads l
  join public.deal_room_signatures s on s.id = l.signature_id
  join public.deal_room_documents d on d.id = l.document_id
  where d.listing = p_listing
  order by l.downloaded_at desc, l.id desc
  limit p_limit
$$;

-- One download by the ID printed on its pages: signer, listing, document, time, client.
create function public.deal_room_download(p_download_id uuid)
returns table (
  download_id uuid,
  downloaded_at timestamptz,
  listing text,
  signature_id uuid,
  name text,
  email text,
  company text,
  document_id uuid,
  file_name text,
  ip text,
  user_agent text,
  bytes_sent bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  select l.download_id, l.downloaded_at, d.listing, s.id, s.name, s.email, s.company, d.id, d.file_name, l.ip, l.user_agent,
    l.bytes_sent
  from public.deal_room_downloads l
  join public.deal_room_signatures s on s.id = l.signature_id
  join public.deal_room_documents d on d.id = l.document_id
  where l.download_id = p_download_id
$$;

revoke all on function public.record_deal_room_signature(text, text, text, text, text, text, text, text, text, text, text, text, text, boolean) from public, anon, authenticated;
revoke all on function public.claim_due_deal_room_mail(integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.grant_deal_room_access(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_access_states(text) from public, anon, authenticated;
revoke all on function public.log_deal_room_download(uuid, uuid, uuid, text, text, bigint, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_download_log(text, integer) from public, anon, authenticated;
revoke all on function public.deal_room_download(uuid) from public, anon, authenticated;
grant execute on function public.record_deal_room_signature(text, text, text, text, text, text, text, text, text, text, text, text, text, boolean) to service_role;
grant execute on function public.claim_due_deal_room_mail(integer, integer, timestamptz) to service_role;
grant execute on function public.grant_deal_room_access(uuid, timestamptz) to service_role;
grant execute on function public.deal_room_access_states(text) to service_role;
grant execute on function public.log_deal_room_download(uuid, uuid, uuid, text, text, bigint, timestamptz) to service_role;
grant execute on function public.deal_room_download_log(text, integer) to service_role;
grant execute on function public.deal_room_download(uuid) to service_role;
