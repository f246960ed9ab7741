-- The automatic purge at the end of the retention terms (issue 32; decisions 0037 and 0038).
--
-- Decisions 0037 and 0038 say how long each kind of record is kept; until now the rows carried
-- their dates and nobody deleted anything. One function deletes, in one transaction, what the terms
-- say is due at p_now:
--   * deal room records (a signature with its download log, visits and offers): the agreement's
--     term and two years after, counted from the signature (p_deal_room_years in all, set by the
--     server from the agreement's term);
--   * deal e-mails (announcements and change alerts) sent, cancelled or given up three years ago
--     (CASL's limitation period); a row still waiting is the queue's, never purged;
--   * an address's consent record (its consent row, events and confirmation e-mails) three years
--     after the last thing that happened to it (a signup, a confirmation, a change, the unsubscribe,
--     the last deal e-mail sent), unless it is still subscribed: confirmed and not unsubscribed;
--   * the personal-information request log past the longest of those terms.
-- Kept for good: the consent wordings, the agreement texts, the documents, the unsubscribe list and
-- the addresses barred from a listing's deal room (both suppression lists: they are what keeps an
-- address from being e-mailed or let in again).
--
-- Safe with several servers on one database: each DELETE takes the rows it deletes, a second run
-- at the same time waits for them and finds nothing left, and the proof-of-funds keys are those of
-- the offers this run deleted (RETURNING), so each file is removed from storage by one server only.

create function public.purge_past_retention(p_now timestamptz, p_deal_room_years integer)
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

  deleted := v_counts;
  proof_keys := v_proof_keys;
  return next;
end
$$;

revoke all on function public.purge_past_retention(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.purge_past_retention(timestamptz, integer) to service_role;
