-- One revocation covers the person (issue 41, docs/decisions/0028-confidentiality-agreement-record.md).
--
-- Until now revoking a signature barred its lower-cased address from signing again, but the
-- person's other signatures of the same listing kept working, an alias (`v+1@…`, dots in a Gmail
-- address) was a new person to the bar and to the daily cap, and granting any withheld row lifted
-- the bar. Now:
-- 1. An address is compared by its key: lower case, trimmed, the `+tag` of the mailbox removed, and
--    for providers that ignore dots in the mailbox (Gmail) the dots removed and the domain named
--    once. The bar, the daily cap of three links and the per-address lock all use the key.
-- 2. A bar covers every signature of that key on the listing, present and future: the check of a
--    link or a cookie (deal_room_signature) answers `barred`, and the site refuses a barred
--    signature like a revoked one, on every request.
-- 3. Granting access again is one explicit action: granting a signature withheld because the person
--    was revoked lifts the bar; granting one withheld for the daily cap does nothing while the
--    person is barred (the answer says so), so an old withheld row cannot lift the bar silently.

create function public.deal_room_address_key(p_email text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  with parts as (
    select split_part(lower(btrim(p_email)), '@', 1) as mailbox,
      substr(lower(btrim(p_email)), length(split_part(lower(btrim(p_email)), '@', 1)) + 2) as domain
  ), canonical as (
    select split_part(mailbox, '+', 1) as mailbox,
      case when domain in ('gmail.com', 'googlemail.com') then 'gmail.com' else domain end as domain
    from parts
  )
  select case when domain = 'gmail.com' then replace(mailbox, '.', '') else mailbox end || '@' || domain from canonical
$$;

-- The bar by key: the rows written before are folded onto their keys (the latest revocation kept).
insert into public.deal_room_revoked_addresses (listing, email, revoked_at)
  select r.listing, public.deal_room_address_key(r.email), max(r.revoked_at)
  from public.deal_room_revoked_addresses r
  group by 1, 2
  on conflict (listing, email) do update set revoked_at = greatest(public.deal_room_revoked_addresses.revoked_at, excluded.revoked_at);
delete from public.deal_room_revoked_addresses r where r.email <> public.deal_room_address_key(r.email);
-- Signatures revoked before the bar existed bar their person too.
insert into public.deal_room_revoked_addresses (listing, email, revoked_at)
  select s.listing, public.deal_room_address_key(s.email), max(s.revoked_at)
  from public.deal_room_signatures s where s.revoked_at is not null
  group by 1, 2
  on conflict (listing, email) do nothing;

comment on column public.deal_room_revoked_addresses.email is
  'The address key (deal_room_address_key): lower case, no +tag, no dots for Gmail.';

create index deal_room_signatures_recipient_key
  on public.deal_room_signatures (public.deal_room_address_key(email), accepted_at desc);
create index deal_room_signatures_listing_key
  on public.deal_room_signatures (listing, public.deal_room_address_key(email));

-- As 20261126004100_agreement_attribution.sql, with the key for the lock, the bar and the cap.
create or replace function public.record_deal_room_signature(
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
  p_is_test boolean,
  p_attribution jsonb default null
)
returns table (id uuid, accepted_at timestamptz, access_withheld text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_withheld text;
  v_key text := public.deal_room_address_key(p_email);
begin
  perform pg_advisory_xact_lock(hashtextextended('deal-room-recipient:' || v_key, 0));
  insert into public.confidentiality_agreements (sha256, body, version)
    values (p_agreement_sha256, p_agreement_body, p_agreement_version)
    on conflict (sha256) do nothing;
  if exists (
    select 1 from public.deal_room_revoked_addresses r where r.listing = p_listing and r.email = v_key
  ) then
    v_withheld := 'revoked';
  elsif not p_is_test and (
    -- Links issued to this person in the last 24 hours, whatever the listing (3 a day at most).
    select count(*) from public.deal_room_signatures s
    where public.deal_room_address_key(s.email) = v_key and not s.is_test and s.access_withheld is null
      and coalesce(s.access_granted_at, s.accepted_at) > now() - interval '24 hours'
  ) >= 3 then
    v_withheld := 'daily-limit';
  end if;
  return query
    insert into public.deal_room_signatures as s
      (listing, name, email, phone, company, role, client_name, signature, agreement_sha256, ip, user_agent, is_test, access_withheld,
       attribution)
    values
      (p_listing, p_name, p_email, p_phone, p_company, p_role, p_client_name, p_signature, p_agreement_sha256, p_ip, p_user_agent,
       p_is_test, v_withheld, p_attribution)
    returning s.id, s.accepted_at, s.access_withheld;
end
$$;

-- One signature, for the check of a link or a cookie: whether its person is barred on its listing,
-- and when it was granted (a granted signature's link and cookie run 7 days from the grant).
drop function public.deal_room_signature(uuid);
create function public.deal_room_signature(p_id uuid)
returns table (
  id uuid,
  listing text,
  name text,
  email text,
  accepted_at timestamptz,
  revoked_at timestamptz,
  access_granted_at timestamptz,
  barred_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.listing, s.name, s.email, s.accepted_at, s.revoked_at, s.access_granted_at, r.revoked_at
  from public.deal_room_signatures s
  left join public.deal_room_revoked_addresses r
    on r.listing = s.listing and r.email = public.deal_room_address_key(s.email)
  where s.id = p_id
$$;

-- Revoking a signature bars its person on the listing: every signature of the key, now and later.
create or replace function public.revoke_deal_room_signature(p_id uuid, p_at timestamptz)
returns table (done boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing text;
  v_key text;
begin
  update public.deal_room_signatures s set revoked_at = p_at
    where s.id = p_id and s.revoked_at is null
    returning s.listing, public.deal_room_address_key(s.email) into v_listing, v_key;
  if v_listing is null then
    return;
  end if;
  insert into public.deal_room_revoked_addresses (listing, email, revoked_at)
    values (v_listing, v_key, p_at)
    on conflict (listing, email) do update set revoked_at = excluded.revoked_at;
  return query select true;
end
$$;

-- The operator grants a withheld signature access and a fresh link is queued (its 7 days from
-- p_at). A signature withheld because its person was revoked: the grant is the explicit lifting of
-- the bar. One withheld for the daily cap while the person is barred: nothing changes, and the
-- answer says `barred`. Nothing at all when there is no withheld, unrevoked signature with that id.
drop function public.grant_deal_room_access(uuid, timestamptz);
create function public.grant_deal_room_access(p_id uuid, p_at timestamptz)
returns table (email text, outcome text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.deal_room_signatures%rowtype;
  v_key text;
begin
  select * into v_row from public.deal_room_signatures s
    where s.id = p_id and s.access_withheld is not null and s.revoked_at is null
    for update;
  if v_row.id is null then
    return;
  end if;
  v_key := public.deal_room_address_key(v_row.email);
  if v_row.access_withheld <> 'revoked' and exists (
    select 1 from public.deal_room_revoked_addresses r where r.listing = v_row.listing and r.email = v_key
  ) then
    return query select v_row.email, 'barred'::text;
    return;
  end if;
  update public.deal_room_signatures s set
    access_withheld = null,
    access_granted_at = p_at,
    access_sent_at = null,
    mail_attempts = 0,
    mail_last_error = null,
    mail_next_attempt_at = p_at,
    mail_lease_until = null,
    mail_failed_at = null
  where s.id = p_id;
  delete from public.deal_room_revoked_addresses r where r.listing = v_row.listing and r.email = v_key;
  return query select v_row.email, 'granted'::text;
end
$$;

-- Which signatures of a listing belong to a barred person (shown on the operator page).
create function public.deal_room_barred_signatures(p_listing text)
returns table (id uuid, barred_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, r.revoked_at from public.deal_room_signatures s
  join public.deal_room_revoked_addresses r on r.listing = s.listing and r.email = public.deal_room_address_key(s.email)
  where s.listing = p_listing and not s.is_test
$$;

revoke all on function public.deal_room_address_key(text) from public, anon, authenticated;
revoke all on function public.deal_room_signature(uuid) from public, anon, authenticated;
revoke all on function public.grant_deal_room_access(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_barred_signatures(text) from public, anon, authenticated;
grant execute on function public.deal_room_address_key(text) to service_role;
grant execute on function public.deal_room_signature(uuid) to service_role;
grant execute on function public.grant_deal_room_access(uuid, timestamptz) to service_role;
grant execute on function public.deal_room_barred_signatures(text) to service_role;
