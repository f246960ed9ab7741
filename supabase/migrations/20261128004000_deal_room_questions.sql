-- Questions answered once for every buyer (issue 46, docs/decisions/0061-questions-answered-once.md).
--
-- 1. deal_room_questions: a confirmed signer's question, within a daily limit counted here by
--    Toronto day and person (the address key of 20261127001000_deal_room_person_bar.sql), and the
--    team's answer: private (only the asker sees it) or public (the question, in the wording the
--    team publishes, joins the listing's Q&A list without who asked).
-- 2. deal_room_question_mail: the durable outbox of these e-mails, claimed under a lease, marked
--    sent or failed: the answer to its asker (one per question), and the daily digest of the answers
--    published for every buyer (one per listing, person and Toronto day: the unique key makes a
--    second process or a second round send nothing).
-- 3. deal_room_question_unsubscribes: a signer who stopped the digests of that listing.
-- 4. A signature deleted (the retention purge) or a person erased keeps each published entry,
--    anonymous, and removes everything else the questions held about them.
-- Everything is the server's alone: RLS on, no policy, no right for anon or authenticated.

create table public.deal_room_questions (
  id uuid primary key default gen_random_uuid(),
  listing text not null,
  -- Null once the asker's signature is gone or the asker was erased: only a published entry stays.
  signature_id uuid references public.deal_room_signatures (id) on delete set null,
  question text not null
    constraint deal_room_questions_question_length check (char_length(question) between 1 and 2000),
  asked_at timestamptz not null,
  answer text
    constraint deal_room_questions_answer_length check (answer is null or char_length(answer) between 1 and 8000),
  visibility text
    constraint deal_room_questions_visibility check (visibility is null or visibility in ('private', 'public')),
  -- The question as published (the team may reword it; it never names the asker).
  published_question text
    constraint deal_room_questions_published_length check (published_question is null or char_length(published_question) between 1 and 2000),
  answered_at timestamptz,
  answered_by text
    constraint deal_room_questions_answered_by_length check (answered_by is null or char_length(answered_by) <= 200),
  constraint deal_room_questions_answered_whole check (
    (answer is null) = (visibility is null) and (answer is null) = (answered_at is null)
  ),
  constraint deal_room_questions_published_when_public check ((visibility = 'public') = (published_question is not null)),
  -- A question without its asker is only ever a published one.
  constraint deal_room_questions_anonymous_published check (signature_id is not null or visibility = 'public')
);

create index deal_room_questions_by_listing on public.deal_room_questions (listing, asked_at desc);
create index deal_room_questions_by_signature on public.deal_room_questions (signature_id, asked_at);
create index deal_room_questions_published on public.deal_room_questions (listing, answered_at) where visibility = 'public';

create table public.deal_room_question_mail (
  id uuid primary key default gen_random_uuid(),
  kind text not null constraint deal_room_question_mail_kind check (kind in ('answer', 'digest')),
  listing text not null,
  signature_id uuid not null references public.deal_room_signatures (id) on delete cascade,
  -- 'answer': the question answered.
  question_id uuid references public.deal_room_questions (id) on delete cascade,
  -- 'digest': the person, the Toronto day, and the published answers it carries: answered after
  -- `since`, up to `through`.
  address_key text,
  toronto_day date,
  since timestamptz,
  through timestamptz,
  queued_at timestamptz not null,
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz not null,
  lease_until timestamptz,
  failed_at timestamptz,
  constraint deal_room_question_mail_shape check (
    (kind = 'answer' and question_id is not null)
    or (kind = 'digest' and address_key is not null and toronto_day is not null and since is not null and through is not null)
  )
);

create unique index deal_room_question_mail_answer_once on public.deal_room_question_mail (question_id) where kind = 'answer';
create unique index deal_room_question_mail_digest_once on public.deal_room_question_mail (listing, address_key, toronto_day)
  where kind = 'digest';
create index deal_room_question_mail_due on public.deal_room_question_mail (next_attempt_at) where sent_at is null and failed_at is null;
create index deal_room_question_mail_by_person on public.deal_room_question_mail (listing, address_key, through desc) where kind = 'digest';

create table public.deal_room_question_unsubscribes (
  signature_id uuid primary key references public.deal_room_signatures (id) on delete cascade,
  unsubscribed_at timestamptz not null
);

alter table public.deal_room_questions enable row level security;
alter table public.deal_room_question_mail enable row level security;
alter table public.deal_room_question_unsubscribes enable row level security;
revoke all on table public.deal_room_questions, public.deal_room_question_mail, public.deal_room_question_unsubscribes
  from public, anon, authenticated;

-- A question of a signature still holding access (not revoked, address confirmed), within the
-- person's daily limit on the listing. Refused: one row with `refused` ('daily-limit') and
-- `resets_at` (the next midnight in Toronto), nothing stored.
create function public.ask_deal_room_question(p_signature_id uuid, p_question text, p_per_day integer, p_at timestamptz)
returns table (id uuid, asked_at timestamptz, refused text, resets_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_listing text;
  v_key text;
  v_day date := (p_at at time zone 'America/Toronto')::date;
  v_asked integer;
begin
  select s.listing, public.deal_room_address_key(s.email) into v_listing, v_key from public.deal_room_signatures s
  where s.id = p_signature_id and s.revoked_at is null and s.confirmed_at is not null;
  if v_listing is null then
    raise exception 'no signature % with access', p_signature_id using errcode = 'P0002';
  end if;
  -- One person's questions on one listing are counted one at a time.
  perform pg_advisory_xact_lock(hashtextextended('deal-room-question:' || v_listing || ':' || v_key, 0));
  select count(*)::integer into v_asked from public.deal_room_questions q
  join public.deal_room_signatures s on s.id = q.signature_id
  where q.listing = v_listing and public.deal_room_address_key(s.email) = v_key
    and (q.asked_at at time zone 'America/Toronto')::date = v_day;
  if v_asked >= p_per_day then
    return query select null::uuid, null::timestamptz, 'daily-limit'::text, ((v_day + 1)::timestamp at time zone 'America/Toronto');
    return;
  end if;
  return query
    insert into public.deal_room_questions as q (listing, signature_id, question, asked_at)
    values (v_listing, p_signature_id, p_question, p_at)
    returning q.id, q.asked_at, null::text, null::timestamptz;
end
$$;

-- The questions a signature asked, newest first, with their answers (a private one is theirs).
create function public.deal_room_signer_questions(p_signature_id uuid)
returns table (id uuid, question text, asked_at timestamptz, answer text, visibility text, published_question text, answered_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select q.id, q.question, q.asked_at, q.answer, q.visibility, q.published_question, q.answered_at
  from public.deal_room_questions q where q.signature_id = p_signature_id
  order by q.asked_at desc, q.id
$$;

-- The listing's Q&A list: every answer published for every buyer, without who asked, newest first.
create function public.deal_room_published_questions(p_listing text)
returns table (id uuid, question text, answer text, asked_at timestamptz, answered_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select q.id, q.published_question, q.answer, q.asked_at, q.answered_at
  from public.deal_room_questions q where q.listing = p_listing and q.visibility = 'public'
  order by q.answered_at desc, q.id
$$;

-- Every question of the listing for the team: open ones first (oldest first), then the answered.
create function public.deal_room_listing_questions(p_listing text)
returns table (
  id uuid, question text, asked_at timestamptz, answer text, visibility text, published_question text,
  answered_at timestamptz, answered_by text, name text, email text, company text, asker_mailed_at timestamptz, asker_mail_failed_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select q.id, q.question, q.asked_at, q.answer, q.visibility, q.published_question, q.answered_at, q.answered_by,
    s.name, s.email, s.company, m.sent_at, m.failed_at
  from public.deal_room_questions q
  left join public.deal_room_signatures s on s.id = q.signature_id
  left join public.deal_room_question_mail m on m.question_id = q.id and m.kind = 'answer'
  where q.listing = p_listing
  order by q.answered_at is not null, case when q.answered_at is null then q.asked_at end, q.answered_at desc, q.id
$$;

-- The team's answer, once: private, or public with the wording published. Queues the asker's
-- e-mail. False when the question is not this listing's, already answered, or its asker is gone.
create function public.answer_deal_room_question(
  p_id uuid, p_listing text, p_answer text, p_visibility text, p_published_question text, p_answered_by text, p_at timestamptz
)
returns table (done boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_signature uuid;
begin
  update public.deal_room_questions q set
    answer = p_answer,
    visibility = p_visibility,
    published_question = case when p_visibility = 'public' then p_published_question end,
    answered_at = p_at,
    answered_by = left(p_answered_by, 200)
  where q.id = p_id and q.listing = p_listing and q.answered_at is null and q.signature_id is not null
  returning q.signature_id into v_signature;
  if v_signature is null then
    return query select false;
    return;
  end if;
  insert into public.deal_room_question_mail (kind, listing, signature_id, question_id, queued_at, next_attempt_at)
  values ('answer', p_listing, v_signature, p_id, p_at, p_at)
  on conflict (question_id) where kind = 'answer' do nothing;
  return query select true;
end
$$;

-- Queues today's digest (Toronto day of p_now) for each person with something new: a confirmed,
-- unrevoked, not barred, not test signer of a listing, not unsubscribed from it, for whom an answer
-- was published for every buyer after their last digest (or their confirmation) and up to now, a
-- question they asked themselves left out (they were e-mailed its answer already). One per
-- listing, person and day (the unique key): a second round or process queues nothing. Answers how
-- many were queued.
create function public.queue_deal_room_question_digests(p_now timestamptz)
returns table (queued integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  with people as (
    select distinct on (s.listing, public.deal_room_address_key(s.email))
      s.id, s.listing, public.deal_room_address_key(s.email) as address_key, s.confirmed_at
    from public.deal_room_signatures s
    where s.confirmed_at is not null and s.revoked_at is null and not s.is_test
      and s.listing in (select q.listing from public.deal_room_questions q where q.visibility = 'public' and q.answered_at <= p_now)
    order by s.listing, public.deal_room_address_key(s.email), s.confirmed_at desc, s.id
  ), candidates as (
    select p.*, coalesce(
      (select max(m.through) from public.deal_room_question_mail m
        where m.kind = 'digest' and m.listing = p.listing and m.address_key = p.address_key),
      p.confirmed_at
    ) as since
    from people p
    where not exists (select 1 from public.deal_room_revoked_addresses r where r.listing = p.listing and r.email = p.address_key)
      and not exists (
        select 1 from public.deal_room_question_unsubscribes u join public.deal_room_signatures o on o.id = u.signature_id
        where o.listing = p.listing and public.deal_room_address_key(o.email) = p.address_key
      )
  )
  insert into public.deal_room_question_mail (kind, listing, signature_id, address_key, toronto_day, since, through, queued_at, next_attempt_at)
  select 'digest', o.listing, o.id, o.address_key, (p_now at time zone 'America/Toronto')::date, o.since, p_now, p_now, p_now
  from candidates o
  where exists (
    select 1 from public.deal_room_questions q
    left join public.deal_room_signatures a on a.id = q.signature_id
    where q.listing = o.listing and q.visibility = 'public' and q.answered_at > o.since and q.answered_at <= p_now
      and (a.id is null or public.deal_room_address_key(a.email) <> o.address_key)
  )
  on conflict (listing, address_key, toronto_day) where kind = 'digest' do nothing;
  get diagnostics v_count = row_count;
  return query select v_count;
end
$$;

-- The e-mails due, leased to this process: each with its recipient and, for an answer, the question.
create function public.claim_due_deal_room_question_mail(p_limit integer, p_lease_seconds integer, p_now timestamptz)
returns table (
  id uuid, kind text, listing text, attempts integer, signature_id uuid, name text, email text, since timestamptz, through timestamptz,
  question text, answer text, visibility text, published_question text, asked_at timestamptz, answered_at timestamptz
)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select m.id from public.deal_room_question_mail m
    where m.sent_at is null and m.failed_at is null and m.next_attempt_at <= p_now
      and (m.lease_until is null or m.lease_until <= p_now)
    order by m.queued_at, m.id
    limit greatest(p_limit, 0)
    for update of m skip locked
  ), leased as (
    update public.deal_room_question_mail m set lease_until = p_now + make_interval(secs => p_lease_seconds)
    from due where m.id = due.id
    returning m.*
  )
  select l.id, l.kind, l.listing, l.attempts, l.signature_id, s.name, s.email, l.since, l.through,
    q.question, q.answer, q.visibility, q.published_question, q.asked_at, q.answered_at
  from leased l
  join public.deal_room_signatures s on s.id = l.signature_id
  left join public.deal_room_questions q on q.id = l.question_id
  order by l.queued_at, l.id
$$;

-- What a digest carries: the answers published for every buyer in its window, the recipient's own
-- questions left out, oldest first.
create function public.deal_room_question_digest_entries(p_id uuid)
returns table (id uuid, question text, answer text, asked_at timestamptz, answered_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select q.id, q.published_question, q.answer, q.asked_at, q.answered_at
  from public.deal_room_question_mail m
  join public.deal_room_questions q on q.listing = m.listing and q.visibility = 'public'
    and q.answered_at > m.since and q.answered_at <= m.through
  left join public.deal_room_signatures a on a.id = q.signature_id
  where m.id = p_id and m.kind = 'digest' and (a.id is null or public.deal_room_address_key(a.email) <> m.address_key)
  order by q.answered_at, q.id
$$;

create function public.mark_deal_room_question_mail_sent(p_id uuid, p_at timestamptz)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_question_mail m set sent_at = p_at, lease_until = null where m.id = p_id and m.sent_at is null
  returning true
$$;

create function public.mark_deal_room_question_mail_failed(p_id uuid, p_error text, p_next_attempt_at timestamptz, p_max_attempts integer)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_question_mail m set
    attempts = m.attempts + 1,
    last_error = left(p_error, 1000),
    next_attempt_at = p_next_attempt_at,
    lease_until = null,
    failed_at = case when m.attempts + 1 >= p_max_attempts then p_next_attempt_at else null end
  where m.id = p_id
  returning true
$$;

-- A signer stops the digests of the listing (every signature of the person on it).
create function public.unsubscribe_deal_room_questions(p_signature_id uuid, p_at timestamptz)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  insert into public.deal_room_question_unsubscribes (signature_id, unsubscribed_at)
  select s.id, p_at from public.deal_room_signatures s where s.id = p_signature_id
  on conflict (signature_id) do nothing
  returning true
$$;

-- The counts the owner's report shows: no identities. Totals, and those of [p_from, p_to).
create function public.deal_room_question_counts(p_listing text, p_from timestamptz, p_to timestamptz)
returns table (asked integer, answered_public integer, answered_private integer, open integer, asked_in integer, answered_in integer)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer,
    count(*) filter (where q.visibility = 'public')::integer,
    count(*) filter (where q.visibility = 'private')::integer,
    count(*) filter (where q.answered_at is null)::integer,
    count(*) filter (where q.asked_at >= p_from and q.asked_at < p_to)::integer,
    count(*) filter (where q.answered_at >= p_from and q.answered_at < p_to)::integer
  from public.deal_room_questions q
  left join public.deal_room_signatures s on s.id = q.signature_id
  where q.listing = p_listing and (s.id is null or not s.is_test)
$$;

-- Before a signature is deleted (the retention purge of 20261128003000_proposals.sql, unchanged):
-- its published entries stay, anonymous, in the wording published; its other questions go.
create function public.deal_room_questions_forget_signature()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.deal_room_questions q set question = q.published_question, signature_id = null
  where q.signature_id = old.id and q.visibility = 'public';
  delete from public.deal_room_questions q where q.signature_id = old.id;
  return old;
end
$$;

create trigger deal_room_signatures_forget_questions
  before delete on public.deal_room_signatures
  for each row execute function public.deal_room_questions_forget_signature();

-- Requests about personal information (decision 0038): the person's questions (with the answers
-- they were given), the e-mails of them, and their unsubscribes.
create function public.personal_information_deal_room_questions_find(p_email text)
returns table (source text, data jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  with signed as (select s.id from public.deal_room_signatures s where lower(btrim(s.email)) = p_email)
  select 'deal_room_questions', to_jsonb(q) from public.deal_room_questions q where q.signature_id in (select id from signed)
  union all
  select 'deal_room_question_mail', to_jsonb(m) from public.deal_room_question_mail m where m.signature_id in (select id from signed)
  union all
  select 'deal_room_question_unsubscribes', to_jsonb(u) from public.deal_room_question_unsubscribes u
  where u.signature_id in (select id from signed)
$$;

-- Erasure: the e-mails and unsubscribes deleted (the signatures are revoked by the deal room's own
-- part, so no digest goes again); questions never published deleted; a published entry kept,
-- anonymous (the link to the person and their own wording removed: decision 0061).
create function public.personal_information_deal_room_questions_erase(p_email text, p_at timestamptz)
returns table (source text, action text, records integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_signed uuid[];
  v_count integer;
begin
  select coalesce(array_agg(s.id), '{}') into v_signed from public.deal_room_signatures s where lower(btrim(s.email)) = p_email;
  delete from public.deal_room_question_mail m where m.signature_id = any (v_signed);
  get diagnostics v_count = row_count;
  source := 'deal_room_question_mail'; action := 'deleted'; records := v_count;
  return next;
  delete from public.deal_room_question_unsubscribes u where u.signature_id = any (v_signed);
  get diagnostics v_count = row_count;
  source := 'deal_room_question_unsubscribes'; action := 'deleted'; records := v_count;
  return next;
  update public.deal_room_questions q set question = q.published_question, signature_id = null
  where q.signature_id = any (v_signed) and q.visibility = 'public';
  get diagnostics v_count = row_count;
  source := 'deal_room_questions'; action := 'anonymised'; records := v_count;
  return next;
  delete from public.deal_room_questions q where q.signature_id = any (v_signed);
  get diagnostics v_count = row_count;
  source := 'deal_room_questions'; action := 'deleted'; records := v_count;
  return next;
end
$$;

-- The deal room's e-mails waiting or given up (20261128002300_offer_rounds.sql, the latest body),
-- restated whole with the questions' e-mails.
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
    and (r.notice <> 'approved' or public.deal_room_signature_holds_access(r.signature_id))
  union all
  select m.queued_at, m.failed_at is not null
  from public.deal_room_round_mail m join public.deal_room_signatures s on s.id = m.signature_id
  where m.sent_at is null and not s.is_test
  union all
  select m.queued_at, m.failed_at is not null
  from public.deal_room_question_mail m
  where m.sent_at is null;

revoke all on public.deal_room_mail_queue from public, anon, authenticated;

revoke all on function public.ask_deal_room_question(uuid, text, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_signer_questions(uuid) from public, anon, authenticated;
revoke all on function public.deal_room_published_questions(text) from public, anon, authenticated;
revoke all on function public.deal_room_listing_questions(text) from public, anon, authenticated;
revoke all on function public.answer_deal_room_question(uuid, text, text, text, text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.queue_deal_room_question_digests(timestamptz) from public, anon, authenticated;
revoke all on function public.claim_due_deal_room_question_mail(integer, integer, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_question_digest_entries(uuid) from public, anon, authenticated;
revoke all on function public.mark_deal_room_question_mail_sent(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.mark_deal_room_question_mail_failed(uuid, text, timestamptz, integer) from public, anon, authenticated;
revoke all on function public.unsubscribe_deal_room_questions(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_question_counts(text, timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_questions_forget_signature() from public, anon, authenticated;
revoke all on function public.personal_information_deal_room_questions_find(text) from public, anon, authenticated;
revoke all on function public.personal_information_deal_room_questions_erase(text, timestamptz) from public, anon, authenticated;
grant execute on function public.ask_deal_room_question(uuid, text, integer, timestamptz) to service_role;
grant execute on function public.deal_room_signer_questions(uuid) to service_role;
grant execute on function public.deal_room_published_questions(text) to service_role;
grant execute on function public.deal_room_listing_questions(text) to service_role;
grant execute on function public.answer_deal_room_question(uuid, text, text, text, text, text, timestamptz) to service_role;
grant execute on function public.queue_deal_room_question_digests(timestamptz) to service_role;
grant execute on function public.claim_due_deal_room_question_mail(integer, integer, timestamptz) to service_role;
grant execute on function public.deal_room_question_digest_entries(uuid) to service_role;
grant execute on function public.mark_deal_room_question_mail_sent(uuid, timestamptz) to service_role;
grant execute on function public.mark_deal_room_question_mail_failed(uuid, text, timestamptz, integer) to service_role;
grant execute on function public.unsubscribe_deal_room_questions(uuid, timestamptz) to service_role;
grant execute on function public.deal_room_question_counts(text, timestamptz, timestamptz) to service_role;
grant execute on function public.personal_information_deal_room_questions_find(text) to service_role;
grant execute on function public.personal_information_deal_room_questions_erase(text, timestamptz) to service_role;
