-- Offers are bounded; the owner reads only what the team vouches for; a withheld signature is
-- not a pending delivery (issue 41, docs/decisions/0028-confidentiality-agreement-record.md,
-- "Bounds on what a buyer can send").
--
-- 1. Offers a day: at most 10 per signature and 20 per client address (the trusted address of
--    decision 0017; every unidentified client shares one count), the day being Toronto's, as the
--    site's other daily counts. Enforced in the function that stores the offer, under a lock on
--    the client's address and then on the signature, so two submissions at once cannot both be the
--    eleventh. A refusal stores nothing and says which limit and when it resets (Toronto midnight).
--    deal_room_offer_allowance answers the same question before the proof of funds is written, so
--    a refused offer never puts its file on the disk.
-- 2. A proof of funds sent again by the same signature (same SHA-256) is stored once: the offer
--    refers to the file already kept. Within one signature only, because a file's life is its
--    signature's (an erasure or the retention purge removes a signature's offers together, and
--    with them the files): a file shared across signatures would need reference counts.
-- 3. The owner's report names only signers who confirmed their address, still hold access and
--    whose link was not withheld (nor their address barred on the listing).
-- 4. Agreement pages opened count once per client, listing and Toronto day. The client is kept as
--    a SHA-256 digest (of the day, the listing and the address, computed by the web server) and only
--    for the day and the day before; the count itself stays a number per listing and day.
-- 5. A signature whose link was withheld (the fourth of a day, a barred address) waits for the
--    operator, not for the mail server: only its team notice is a pending delivery, so it no longer
--    holds /api/health at "degraded".
--
-- Same stance as 20261124000100_deal_room.sql: RLS on without a policy for anon or authenticated,
-- every function SECURITY DEFINER with an empty search_path and EXECUTE-able by service_role only.

-- 1 and 2: offers ------------------------------------------------------------------------------------

create index deal_room_offers_client_day on public.deal_room_offers ((coalesce(ip, 'unidentified')), submitted_at);

-- Why an offer made now by this signature from this client would be refused, or null: 'signature'
-- (10 today already), 'client' (20 today from the address). Toronto's day of p_at.
create function public.deal_room_offer_refusal(p_signature_id uuid, p_client text, p_at timestamptz)
returns table (refused text, resets_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with day as (
    select date_trunc('day', p_at at time zone 'America/Toronto') at time zone 'America/Toronto' as starts,
      (date_trunc('day', p_at at time zone 'America/Toronto') + interval '1 day') at time zone 'America/Toronto' as ends
  )
  select
    case
      when (select count(*) from public.deal_room_offers o
            where o.signature_id = p_signature_id and o.submitted_at >= d.starts and o.submitted_at < d.ends) >= 10 then 'signature'
      when (select count(*) from public.deal_room_offers o
            where coalesce(o.ip, 'unidentified') = p_client and o.submitted_at >= d.starts and o.submitted_at < d.ends) >= 20 then 'client'
    end,
    d.ends
  from day d
$$;

-- Asked before the proof of funds is written: the refusal (or null), and the file this signature
-- already sent with these bytes (or null).
create function public.deal_room_offer_allowance(p_signature_id uuid, p_client text, p_proof_sha256 text, p_at timestamptz)
returns table (refused text, resets_at timestamptz, proof_file_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select r.refused, r.resets_at,
    (select o.proof_file_id from public.deal_room_offers o
      where o.signature_id = p_signature_id and o.proof_sha256 = p_proof_sha256 and o.proof_file_id is not null
      order by o.revision limit 1)
  from public.deal_room_offer_refusal(p_signature_id, p_client, p_at) r
$$;

drop function public.submit_deal_room_offer(uuid, numeric, numeric, integer, text, text, date, text, uuid, text, text, bigint, text, timestamptz, text, text, timestamptz);

-- One offer (a first one or a revision) of a signature still holding access, within the day's
-- limits. Refused: one row with `refused` and `resets_at`, nothing stored. Stored: the row, and the
-- proof's file id in force (an earlier offer's when this signature sent the same bytes before; the
-- caller then removes the copy it wrote).
create function public.submit_deal_room_offer(
  p_signature_id uuid,
  p_price numeric,
  p_deposit numeric,
  p_due_diligence_days integer,
  p_financing text,
  p_lender text,
  p_closing_date date,
  p_conditions text,
  p_proof_file_id uuid,
  p_proof_file_name text,
  p_proof_content_type text,
  p_proof_size_bytes bigint,
  p_proof_sha256 text,
  p_call_for_offers_at timestamptz,
  p_ip text,
  p_client text,
  p_user_agent text,
  p_at timestamptz
)
returns table (id uuid, revision integer, submitted_at timestamptz, late boolean, proof_file_id uuid, refused text, resets_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing text;
  v_revision integer;
  v_refused text;
  v_resets timestamptz;
  v_proof uuid := p_proof_file_id;
begin
  -- The client's lock first, the signature's second, in every call: no two wait on each other.
  perform pg_advisory_xact_lock(hashtextextended('deal-room-offer-client:' || p_client, 0));
  select s.listing into v_listing from public.deal_room_signatures s
  where s.id = p_signature_id and s.revoked_at is null
  for update;
  if v_listing is null then
    raise exception 'no signature % with access', p_signature_id using errcode = 'P0002';
  end if;
  select r.refused, r.resets_at into v_refused, v_resets from public.deal_room_offer_refusal(p_signature_id, p_client, p_at) r;
  if v_refused is not null then
    return query select null::uuid, null::integer, null::timestamptz, null::boolean, null::uuid, v_refused, v_resets;
    return;
  end if;
  if p_proof_sha256 is not null then
    select coalesce((select o.proof_file_id from public.deal_room_offers o
      where o.signature_id = p_signature_id and o.proof_sha256 = p_proof_sha256 and o.proof_file_id is not null
      order by o.revision limit 1), p_proof_file_id) into v_proof;
  end if;
  select coalesce(max(o.revision), 0) + 1 into v_revision from public.deal_room_offers o where o.signature_id = p_signature_id;
  return query
    insert into public.deal_room_offers as o (signature_id, listing, revision, submitted_at, price, deposit, due_diligence_days,
      financing, lender, closing_date, conditions, proof_file_id, proof_file_name, proof_content_type, proof_size_bytes,
      proof_sha256, acknowledged_non_binding, call_for_offers_at, late, ip, user_agent, mail_next_attempt_at)
    values (p_signature_id, v_listing, v_revision, p_at, p_price, p_deposit, p_due_diligence_days, p_financing, p_lender,
      p_closing_date, p_conditions, v_proof, p_proof_file_name, p_proof_content_type, p_proof_size_bytes, p_proof_sha256,
      true, p_call_for_offers_at, p_call_for_offers_at is not null and p_at > p_call_for_offers_at, left(p_ip, 64),
      left(p_user_agent, 500), p_at)
    returning o.id, o.revision, o.submitted_at, o.late, o.proof_file_id, null::text, null::timestamptz;
end
$$;

-- An address's proof-of-funds files, each once (a signature's revisions may share one).
create or replace function public.deal_room_offer_proofs_of(p_email text)
returns table (listing text, proof_file_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct o.listing, o.proof_file_id from public.deal_room_offers o join public.deal_room_signatures s on s.id = o.signature_id
  where lower(btrim(s.email)) = lower(btrim(p_email)) and o.proof_file_id is not null
$$;

-- 3: the owner's report --------------------------------------------------------------------------

create or replace function public.deal_room_report_buyers(p_listing text)
returns table (name text, company text, offered boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select s.name, s.company, exists (select 1 from public.deal_room_offers o where o.signature_id = s.id)
  from public.deal_room_signatures s
  where s.listing = p_listing and not s.is_test
    and s.confirmed_at is not null and s.revoked_at is null and s.access_withheld is null
    and not exists (select 1 from public.deal_room_revoked_addresses r where r.listing = s.listing and r.email = public.deal_room_address_key(s.email))
  order by 3 desc, s.name, s.accepted_at
$$;

-- 4: agreement openings ----------------------------------------------------------------------------

create table public.deal_room_agreement_opening_clients (
  listing text not null,
  day date not null,
  client_digest text not null constraint deal_room_agreement_opening_clients_digest check (client_digest ~ '^[0-9a-f]{64}$'),
  primary key (listing, day, client_digest)
);

alter table public.deal_room_agreement_opening_clients enable row level security;
revoke all on table public.deal_room_agreement_opening_clients from public, anon, authenticated;
grant all on table public.deal_room_agreement_opening_clients to service_role;

drop function public.count_deal_room_agreement_opening(text, date);

-- Counts an opening unless this client opened this listing's agreement already today; forgets the
-- digests of days before yesterday. Answers whether it counted.
create function public.count_deal_room_agreement_opening(p_listing text, p_day date, p_client_digest text)
returns table (counted boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new integer;
begin
  delete from public.deal_room_agreement_opening_clients c where c.day < p_day - 1;
  insert into public.deal_room_agreement_opening_clients (listing, day, client_digest) values (p_listing, p_day, p_client_digest)
    on conflict do nothing;
  get diagnostics v_new = row_count;
  if v_new > 0 then
    insert into public.deal_room_agreement_openings as o (listing, day, openings) values (p_listing, p_day, 1)
      on conflict (listing, day) do update set openings = o.openings + 1;
  end if;
  return query select v_new > 0;
end
$$;

-- 5: a withheld link is not a pending delivery ------------------------------------------------------

create or replace view public.deal_room_mail_queue as
  select s.accepted_at as waiting_since, s.mail_failed_at is not null as gave_up
  from public.deal_room_signatures s
  where ((s.access_sent_at is null and s.access_withheld is null) or s.team_notified_at is null) and not s.is_test
  union all
  select o.submitted_at, o.mail_failed_at is not null
  from public.deal_room_offers o join public.deal_room_signatures s on s.id = o.signature_id
  where o.team_notified_at is null and not s.is_test
  union all
  select w.queued_at, w.mail_failed_at is not null
  from public.deal_room_weekly_reports w
  where w.sent_at is null and w.cancelled_at is null;

revoke all on public.deal_room_mail_queue from public, anon, authenticated;

revoke all on function public.deal_room_offer_refusal(uuid, text, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_offer_allowance(uuid, text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.submit_deal_room_offer(uuid, numeric, numeric, integer, text, text, date, text, uuid, text, text, bigint, text, timestamptz, text, text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_offer_proofs_of(text) from public, anon, authenticated;
revoke all on function public.deal_room_report_buyers(text) from public, anon, authenticated;
revoke all on function public.count_deal_room_agreement_opening(text, date, text) from public, anon, authenticated;
grant execute on function public.deal_room_offer_refusal(uuid, text, timestamptz) to service_role;
grant execute on function public.deal_room_offer_allowance(uuid, text, text, timestamptz) to service_role;
grant execute on function public.submit_deal_room_offer(uuid, numeric, numeric, integer, text, text, date, text, uuid, text, text, bigint, text, timestamptz, text, text, text, timestamptz) to service_role;
grant execute on function public.deal_room_offer_proofs_of(text) to service_role;
grant execute on function public.deal_room_report_buyers(text) to service_role;
grant execute on function public.count_deal_room_agreement_opening(text, date, text) to service_role;
