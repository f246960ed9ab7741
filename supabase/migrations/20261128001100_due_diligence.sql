-- Due diligence in stages (issue 46, docs/decisions/0059-due-diligence-stages.md).
--
-- 1. Each deal-room document belongs to a stage: 'memorandum' (every confirmed signer, as before;
--    the default, so every document stored before this migration stays where it was) or
--    'due_diligence' (only signers the team approved). The stage is read by its own functions
--    (deal_room_document_stages, deal_room_signer_documents) so list_deal_room_documents keeps
--    its columns.
-- 2. A signer asks once per signature for due-diligence access: their intended financing (cash,
--    conventional mortgage, other) with an optional short note, and an optional proof of funds
--    (a PDF kept beside the room's documents, key `<listing>/<proof_file_id>`). One request per
--    signature, so one file at most per signature: nothing a buyer sends can grow without bound.
-- 3. The team approves, declines (with a note the buyer reads) or withdraws an approval; each
--    decision queues one e-mail to the buyer on the request's row, sent by the deal room's durable
--    mailer (claim with a lease, mark sent or failed), a branch of deal_room_mail_queue like the
--    offers'. A decision taken while an earlier one's e-mail waits replaces it: the buyer is told
--    the decision in force.
-- 4. The gate: deal_room_due_diligence_approved answers true only for an approved request of a
--    signature still holding access (not revoked, its person not barred on the listing). Revoking
--    a signature, or any signature of the person, therefore ends due-diligence access too.
-- 5. The owner's report: counts of requests and approvals per listing and per week, the team's
--    test signatures left out, no identity.
-- 6. Personal information (decision 0038): the requests are found and erased by address
--    (personal_information_due_diligence_find / _erase); the proof-of-funds keys an erasure
--    removes are read first. The rows go with their signature (on delete cascade) when the
--    retention purge deletes it; deal_room_due_diligence_proofs_past names those files first.
--
-- Same stance as 20261124000100_deal_room.sql: RLS on without a policy for anon or authenticated,
-- every function SECURITY DEFINER with an empty search_path and EXECUTE-able by service_role only.

-- 1: stages ---------------------------------------------------------------------------------------

alter table public.deal_room_documents
  add column stage text not null default 'memorandum'
    constraint deal_room_documents_stage_known check (stage in ('memorandum', 'due_diligence'));

create function public.deal_room_document_stages(p_listing text)
returns table (id uuid, stage text)
language sql
stable
security definer
set search_path = ''
as $$
  select d.id, d.stage from public.deal_room_documents d where d.listing = p_listing and d.removed_at is null
$$;

-- Sets a current document's stage; no row for an unknown or removed document.
create function public.set_deal_room_document_stage(p_id uuid, p_stage text)
returns table (listing text)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_documents d set stage = p_stage where d.id = p_id and d.removed_at is null
  returning d.listing
$$;

-- 2: requests -------------------------------------------------------------------------------------

create table public.deal_room_due_diligence_requests (
  signature_id uuid primary key references public.deal_room_signatures (id) on delete cascade,
  listing text not null,
  requested_at timestamptz not null,
  financing text not null constraint deal_room_due_diligence_financing check (financing in ('cash', 'mortgage', 'other')),
  financing_note text
    constraint deal_room_due_diligence_financing_note check (char_length(financing_note) between 1 and 300 and financing_note !~ '[\x01-\x1f\x7f]'),
  proof_file_id uuid,
  proof_file_name text constraint deal_room_due_diligence_proof_name check (char_length(proof_file_name) between 1 and 200),
  proof_size_bytes bigint constraint deal_room_due_diligence_proof_size check (proof_size_bytes between 1 and 26214400),
  proof_sha256 text constraint deal_room_due_diligence_proof_sha256 check (proof_sha256 ~ '^[0-9a-f]{64}$'),
  state text not null default 'asked'
    constraint deal_room_due_diligence_state check (state in ('asked', 'approved', 'declined', 'withdrawn')),
  decided_at timestamptz,
  decided_by text constraint deal_room_due_diligence_decided_by check (char_length(decided_by) <= 254),
  decision_note text constraint deal_room_due_diligence_note check (char_length(decision_note) between 1 and 1000),
  -- The decision the buyer has yet to be told ('approved', 'declined', 'withdrawn'), null when none waits.
  notice text constraint deal_room_due_diligence_notice check (notice in ('approved', 'declined', 'withdrawn')),
  notified_at timestamptz,
  mail_attempts integer not null default 0,
  mail_last_error text,
  mail_next_attempt_at timestamptz,
  mail_lease_until timestamptz,
  mail_failed_at timestamptz,
  constraint deal_room_due_diligence_proof_whole check (
    (proof_file_id is null) = (proof_file_name is null) and (proof_file_id is null) = (proof_size_bytes is null)
    and (proof_file_id is null) = (proof_sha256 is null))
);

create index deal_room_due_diligence_listing on public.deal_room_due_diligence_requests (listing, requested_at);
create index deal_room_due_diligence_mail_due on public.deal_room_due_diligence_requests (mail_next_attempt_at)
  where notice is not null and mail_failed_at is null;

alter table public.deal_room_due_diligence_requests enable row level security;
revoke all on table public.deal_room_due_diligence_requests from public, anon, authenticated;
grant all on table public.deal_room_due_diligence_requests to service_role;
create policy deal_room_due_diligence_service_role_all on public.deal_room_due_diligence_requests
  for all to service_role using (true) with check (true);

-- Whether a signature may use the room now: not revoked, its person not barred on the listing.
create function public.deal_room_signature_holds_access(p_signature_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.deal_room_signatures s
    where s.id = p_signature_id and s.revoked_at is null
      and not exists (select 1 from public.deal_room_revoked_addresses r
                      where r.listing = s.listing and r.email = public.deal_room_address_key(s.email))
  )
$$;

-- Stores a signer's request. Answers 'stored', 'exists' (this signature asked already: nothing
-- changed) or 'no-access' (revoked or barred since the page was opened).
create function public.request_deal_room_due_diligence(
  p_signature_id uuid,
  p_financing text,
  p_financing_note text,
  p_proof_file_id uuid,
  p_proof_file_name text,
  p_proof_size_bytes bigint,
  p_proof_sha256 text,
  p_at timestamptz
)
returns table (outcome text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing text;
begin
  select s.listing into v_listing from public.deal_room_signatures s where s.id = p_signature_id for update;
  if v_listing is null or not public.deal_room_signature_holds_access(p_signature_id) then
    return query select 'no-access'::text;
    return;
  end if;
  insert into public.deal_room_due_diligence_requests (signature_id, listing, requested_at, financing, financing_note,
    proof_file_id, proof_file_name, proof_size_bytes, proof_sha256)
  values (p_signature_id, v_listing, p_at, p_financing, p_financing_note, p_proof_file_id, p_proof_file_name,
    p_proof_size_bytes, p_proof_sha256)
  on conflict (signature_id) do nothing;
  if found then
    return query select 'stored'::text;
  else
    return query select 'exists'::text;
  end if;
end
$$;

-- One signature's request, or no row.
create function public.deal_room_due_diligence_request(p_signature_id uuid)
returns table (signature_id uuid, listing text, requested_at timestamptz, financing text, financing_note text,
  proof_file_id uuid, proof_file_name text, proof_size_bytes bigint, state text, decided_at timestamptz,
  decision_note text)
language sql
stable
security definer
set search_path = ''
as $$
  select r.signature_id, r.listing, r.requested_at, r.financing, r.financing_note, r.proof_file_id, r.proof_file_name,
    r.proof_size_bytes, r.state, r.decided_at, r.decision_note
  from public.deal_room_due_diligence_requests r where r.signature_id = p_signature_id
$$;

-- A listing's requests with who asked, newest first, for the team.
create function public.deal_room_due_diligence_requests_of(p_listing text)
returns table (signature_id uuid, listing text, requested_at timestamptz, financing text, financing_note text,
  proof_file_id uuid, proof_file_name text, proof_size_bytes bigint, state text, decided_at timestamptz,
  decision_note text, decided_by text, notified_at timestamptz, mail_failed_at timestamptz, mail_last_error text,
  name text, email text, company text, holds_access boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select r.signature_id, r.listing, r.requested_at, r.financing, r.financing_note, r.proof_file_id, r.proof_file_name,
    r.proof_size_bytes, r.state, r.decided_at, r.decision_note, r.decided_by, r.notified_at, r.mail_failed_at,
    r.mail_last_error, s.name, s.email, s.company, public.deal_room_signature_holds_access(s.id)
  from public.deal_room_due_diligence_requests r join public.deal_room_signatures s on s.id = r.signature_id
  where r.listing = p_listing
  order by r.requested_at desc, r.signature_id
$$;

-- 3: the team's decision ----------------------------------------------------------------------------

-- 'approve' (from asked, declined or withdrawn, while the signature holds access), 'decline' (from
-- asked) or 'withdraw' (from approved). Answers 'done', 'unknown' (no request), 'no-access' (an
-- approval for a revoked or barred signer) or 'conflict' (the request is not in a state this
-- action applies to; nothing changed). A decision queues the buyer's e-mail of it.
create function public.decide_deal_room_due_diligence(p_signature_id uuid, p_action text, p_note text, p_by text, p_at timestamptz)
returns table (outcome text, listing text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_state text;
  v_listing text;
  v_new text;
begin
  select r.state, r.listing into v_state, v_listing from public.deal_room_due_diligence_requests r
  where r.signature_id = p_signature_id for update;
  if v_state is null then
    return query select 'unknown'::text, null::text;
    return;
  end if;
  v_new := case
    when p_action = 'approve' and v_state in ('asked', 'declined', 'withdrawn') then 'approved'
    when p_action = 'decline' and v_state = 'asked' then 'declined'
    when p_action = 'withdraw' and v_state = 'approved' then 'withdrawn'
  end;
  if v_new is null then
    return query select 'conflict'::text, v_listing;
    return;
  end if;
  if v_new = 'approved' and not public.deal_room_signature_holds_access(p_signature_id) then
    return query select 'no-access'::text, v_listing;
    return;
  end if;
  update public.deal_room_due_diligence_requests r set
    state = v_new, decided_at = p_at, decided_by = left(p_by, 254), decision_note = p_note,
    notice = v_new, notified_at = null, mail_attempts = 0, mail_last_error = null, mail_next_attempt_at = p_at,
    mail_lease_until = null, mail_failed_at = null
  where r.signature_id = p_signature_id;
  return query select 'done'::text, v_listing;
end
$$;

-- 4: the gate ---------------------------------------------------------------------------------------

create function public.deal_room_due_diligence_approved(p_signature_id uuid)
returns table (approved boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.deal_room_due_diligence_requests r
                 where r.signature_id = p_signature_id and r.state = 'approved')
    and public.deal_room_signature_holds_access(p_signature_id)
$$;

-- The documents a signer may download: every memorandum document of their listing, and its
-- due-diligence documents only while approved. `waiting`: how many due-diligence documents are not
-- (yet) theirs, a count only (no title leaves the database for them).
create function public.deal_room_signer_documents(p_signature_id uuid)
returns table (id uuid, listing text, file_name text, content_type text, size_bytes bigint, sha256 text,
  uploaded_at timestamptz, stage text)
language sql
stable
security definer
set search_path = ''
as $$
  select d.id, d.listing, d.file_name, d.content_type, d.size_bytes, d.sha256, d.uploaded_at, d.stage
  from public.deal_room_signatures s join public.deal_room_documents d on d.listing = s.listing and d.removed_at is null
  where s.id = p_signature_id
    and (d.stage = 'memorandum' or (select a.approved from public.deal_room_due_diligence_approved(p_signature_id) a))
  order by d.uploaded_at, d.id
$$;

create function public.deal_room_due_diligence_waiting(p_signature_id uuid)
returns table (waiting integer)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
  from public.deal_room_signatures s join public.deal_room_documents d on d.listing = s.listing and d.removed_at is null
  where s.id = p_signature_id and d.stage = 'due_diligence'
    and not (select a.approved from public.deal_room_due_diligence_approved(p_signature_id) a)
$$;

-- 3: the buyer's e-mail of a decision ------------------------------------------------------------------

create function public.claim_due_deal_room_due_diligence_mail(p_limit integer, p_lease_seconds integer, p_now timestamptz)
returns table (signature_id uuid, listing text, notice text, decision_note text, decided_at timestamptz, attempts integer,
  name text, email text)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select r.signature_id from public.deal_room_due_diligence_requests r
    join public.deal_room_signatures s on s.id = r.signature_id
    where r.notice is not null and r.mail_failed_at is null and not s.is_test
      -- An approval of a signer revoked since is not announced: the room would refuse them.
      and (r.notice <> 'approved' or public.deal_room_signature_holds_access(r.signature_id))
      and r.mail_next_attempt_at <= p_now
      and (r.mail_lease_until is null or r.mail_lease_until <= p_now)
    order by r.decided_at
    limit greatest(p_limit, 0)
    for update of r skip locked
  ), leased as (
    update public.deal_room_due_diligence_requests r
      set mail_lease_until = p_now + make_interval(secs => p_lease_seconds)
      from due where r.signature_id = due.signature_id
      returning r.*
  )
  select l.signature_id, l.listing, l.notice, l.decision_note, l.decided_at, l.mail_attempts, s.name, s.email
  from leased l join public.deal_room_signatures s on s.id = l.signature_id
  order by l.decided_at
$$;

-- Marks the e-mail of `p_notice` sent; a newer decision taken meanwhile stays due.
create function public.mark_deal_room_due_diligence_mail_sent(p_signature_id uuid, p_notice text, p_at timestamptz)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_due_diligence_requests r set notice = null, notified_at = p_at, mail_lease_until = null
  where r.signature_id = p_signature_id and r.notice = p_notice
  returning true
$$;

create function public.mark_deal_room_due_diligence_mail_failed(p_signature_id uuid, p_error text, p_next_attempt_at timestamptz,
  p_max_attempts integer)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_due_diligence_requests r set
    mail_attempts = r.mail_attempts + 1,
    mail_last_error = left(p_error, 1000),
    mail_next_attempt_at = p_next_attempt_at,
    mail_lease_until = null,
    mail_failed_at = case when r.mail_attempts + 1 >= p_max_attempts then now() else null end
  where r.signature_id = p_signature_id
  returning true
$$;

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
  where w.sent_at is null and w.cancelled_at is null
  union all
  select r.decided_at, r.mail_failed_at is not null
  from public.deal_room_due_diligence_requests r join public.deal_room_signatures s on s.id = r.signature_id
  where r.notice is not null and not s.is_test
    and (r.notice <> 'approved' or public.deal_room_signature_holds_access(r.signature_id));

revoke all on public.deal_room_mail_queue from public, anon, authenticated;

-- 5: the owner's report ------------------------------------------------------------------------------

-- Buyers who asked for due-diligence access, and buyers approved (their approval in force now),
-- since p_from and before p_to; each signature once. Test signatures left out.
create function public.deal_room_due_diligence_counts(p_listing text, p_from timestamptz, p_to timestamptz)
returns table (requested integer, approved integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    count(*) filter (where r.requested_at >= p_from and r.requested_at < p_to)::integer,
    count(*) filter (where r.state = 'approved' and r.decided_at >= p_from and r.decided_at < p_to)::integer
  from public.deal_room_due_diligence_requests r join public.deal_room_signatures s on s.id = r.signature_id
  where r.listing = p_listing and not s.is_test
$$;

-- 6: personal information ---------------------------------------------------------------------------

create function public.personal_information_due_diligence_find(p_email text)
returns table (source text, data jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select 'deal_room_due_diligence_requests', to_jsonb(r) - 'mail_lease_until'
  from public.deal_room_due_diligence_requests r join public.deal_room_signatures s on s.id = r.signature_id
  where lower(btrim(s.email)) = lower(btrim(p_email))
$$;

create function public.personal_information_due_diligence_erase(p_email text, p_at timestamptz)
returns table (source text, action text, records integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from public.deal_room_due_diligence_requests r using public.deal_room_signatures s
  where s.id = r.signature_id and lower(btrim(s.email)) = lower(btrim(p_email));
  get diagnostics v_count = row_count;
  source := 'deal_room_due_diligence_requests'; action := 'deleted'; records := v_count;
  return next;
end
$$;

-- The proof-of-funds files of an address's requests (read before an erasure deletes the rows).
create function public.deal_room_due_diligence_proofs_of(p_email text)
returns table (listing text, proof_file_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select r.listing, r.proof_file_id
  from public.deal_room_due_diligence_requests r join public.deal_room_signatures s on s.id = r.signature_id
  where lower(btrim(s.email)) = lower(btrim(p_email)) and r.proof_file_id is not null
$$;

-- The proof-of-funds files of requests whose signature the retention purge will delete at p_now
-- (past the deal room's term and holding no offer), read before the purge: the rows cascade.
create function public.deal_room_due_diligence_proofs_past(p_now timestamptz, p_deal_room_years integer)
returns table (listing text, proof_file_id uuid)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- plpgsql: deal_room_offer_record_years() comes with a later migration (20261128002100).
  return query
    select r.listing, r.proof_file_id
    from public.deal_room_due_diligence_requests r join public.deal_room_signatures s on s.id = r.signature_id
    where r.proof_file_id is not null and s.accepted_at < p_now - make_interval(years => p_deal_room_years)
      and not exists (select 1 from public.deal_room_offers o
                      where o.signature_id = s.id
                        and o.submitted_at >= p_now - make_interval(years => public.deal_room_offer_record_years()));
end
$$;

do $$
declare
  v_function text;
begin
  foreach v_function in array array[
    'public.deal_room_document_stages(text)',
    'public.set_deal_room_document_stage(uuid, text)',
    'public.deal_room_signature_holds_access(uuid)',
    'public.request_deal_room_due_diligence(uuid, text, text, uuid, text, bigint, text, timestamptz)',
    'public.deal_room_due_diligence_request(uuid)',
    'public.deal_room_due_diligence_requests_of(text)',
    'public.decide_deal_room_due_diligence(uuid, text, text, text, timestamptz)',
    'public.deal_room_due_diligence_approved(uuid)',
    'public.deal_room_signer_documents(uuid)',
    'public.deal_room_due_diligence_waiting(uuid)',
    'public.claim_due_deal_room_due_diligence_mail(integer, integer, timestamptz)',
    'public.mark_deal_room_due_diligence_mail_sent(uuid, text, timestamptz)',
    'public.mark_deal_room_due_diligence_mail_failed(uuid, text, timestamptz, integer)',
    'public.deal_room_due_diligence_counts(text, timestamptz, timestamptz)',
    'public.personal_information_due_diligence_find(text)',
    'public.personal_information_due_diligence_erase(text, timestamptz)',
    'public.deal_room_due_diligence_proofs_of(text)',
    'public.deal_room_due_diligence_proofs_past(timestamptz, integer)'
  ] loop
    execute format('revoke all on function %s from public, anon, authenticated', v_function);
    execute format('grant execute on function %s to service_role', v_function);
  end loop;
end
$$;
