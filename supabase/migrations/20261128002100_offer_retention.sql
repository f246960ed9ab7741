-- Every offer received is kept for six years (issue 46, docs/decisions/0058-offer-rounds.md).
--
-- Ontario's real estate rules make the brokerage keep the written offers it receives, the
-- unsuccessful ones included (the competing-offer record rules in force since July 2015, carried
-- into TRESA and its regulations), and its brokerage records for years after: decision 0058 says
-- which and why six years. Until now an offer went with its signature (four years after the
-- agreement, 20261126005000_retention_purge.sql) and on an erasure (20261126002000). Now:
-- 1. deal_room_offer_record_years(): the term, six years from the day the offer was made; the web
--    server's OFFER_RECORD_YEARS says the same and a store test holds them equal.
-- 2. The retention purge deletes an offer only once both its signature's term and its own have
--    passed, and a signature only once none of its offers is left (the offer names its buyer
--    through it); the downloads and visits still go at the signature's term.
-- 3. Erasure deletes only the offers already past their term; every other offer is kept and the
--    erasure says so ('kept', with the count), and their proofs of funds are not removed.
-- 4. deal_room_offer_proofs_of(p_email, p_at): the proofs an erasure at p_at removes, those of the
--    offers it deletes whose file no kept offer still names.

create function public.deal_room_offer_record_years()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 6
$$;

-- The retention purge (20261127005000_breach_record.sql) with the offers' own term.
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

  deleted := v_counts;
  proof_keys := v_proof_keys;
  return next;
end
$$;

-- Erased: the signature revoked and kept with its download log (decision 0038); the visits
-- deleted; the offers deleted only once past their term (six years from the day made), the others
-- kept and counted as kept.
create or replace function public.personal_information_deal_room_erase(p_email text, p_at timestamptz)
returns table (source text, action text, records integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_cutoff timestamptz := p_at - make_interval(years => public.deal_room_offer_record_years());
begin
  update public.deal_room_signatures set revoked_at = p_at where lower(btrim(email)) = p_email and revoked_at is null;
  get diagnostics v_count = row_count;
  if v_count > 0 then
    source := 'deal_room_signatures';
    action := 'revoked';
    records := v_count;
    return next;
  end if;
  delete from public.deal_room_offers o
  using public.deal_room_signatures s
  where s.id = o.signature_id and lower(btrim(s.email)) = p_email and o.submitted_at < v_cutoff;
  get diagnostics v_count = row_count;
  source := 'deal_room_offers';
  action := 'deleted';
  records := v_count;
  return next;
  source := 'deal_room_offers';
  action := 'kept';
  select count(*)::integer into records from public.deal_room_offers o
  join public.deal_room_signatures s on s.id = o.signature_id where lower(btrim(s.email)) = p_email;
  return next;
  delete from public.deal_room_visits v
  using public.deal_room_signatures s where s.id = v.signature_id and lower(btrim(s.email)) = p_email;
  get diagnostics v_count = row_count;
  source := 'deal_room_visits';
  action := 'deleted';
  records := v_count;
  return next;
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

drop function public.deal_room_offer_proofs_of(text);

-- The proof-of-funds files an erasure at p_at removes (<listing>/<file id>, each once): those of
-- the address's offers past their term whose file no kept offer names.
create function public.deal_room_offer_proofs_of(p_email text, p_at timestamptz)
returns table (listing text, proof_file_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct o.listing, o.proof_file_id from public.deal_room_offers o join public.deal_room_signatures s on s.id = o.signature_id
  where lower(btrim(s.email)) = lower(btrim(p_email)) and o.proof_file_id is not null
    and o.submitted_at < p_at - make_interval(years => public.deal_room_offer_record_years())
    and not exists (
      select 1 from public.deal_room_offers k
      where k.proof_file_id = o.proof_file_id
        and k.submitted_at >= p_at - make_interval(years => public.deal_room_offer_record_years())
    )
$$;

revoke all on function public.deal_room_offer_record_years() from public, anon, authenticated;
revoke all on function public.deal_room_offer_proofs_of(text, timestamptz) from public, anon, authenticated;
grant execute on function public.deal_room_offer_record_years() to service_role;
grant execute on function public.deal_room_offer_proofs_of(text, timestamptz) to service_role;
