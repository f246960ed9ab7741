-- Requests about personal information (decision 0038) over the tables added beside them: the
-- consent record (20261126000300_consent_records.sql, decision 0037) and the deal room's barred
-- addresses (20261126000200_deal_room_access_limits.sql). Same contract as every part of
-- 20261126000400_personal_information_requests.sql: whole rows found, an erasure that says per
-- table what it deleted, anonymised or kept.

-- Part "consent": the address's consent row, its events and its confirmation e-mails, with the
-- wordings it was shown (not personal: what was asked). Erased: the confirmation e-mails (a pending
-- one would write to the address again) are deleted; the consent row loses the name and buy box
-- (the address is unsubscribed below); the events are kept, because CASL puts the proof of consent on the
-- sender for three years after the last message (decision 0037).
create function public.personal_information_consent_find(p_email text)
returns table (source text, data jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select 'investor_consents', to_jsonb(c) from public.investor_consents c where c.email = p_email
  union all
  select 'consent_events', to_jsonb(e) from public.consent_events e where e.email = p_email
  union all
  select 'consent_confirmations', to_jsonb(m) from public.consent_confirmations m where m.email = p_email
  union all
  select 'consent_wordings', to_jsonb(w) from public.consent_wordings w
  where w.sha256 in (select e.wording_sha256 from public.consent_events e where e.email = p_email)
$$;

create function public.personal_information_consent_erase(p_email text, p_at timestamptz)
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
  v_known := exists (select 1 from public.investor_consents c where c.email = p_email)
    or exists (select 1 from public.consent_events e where e.email = p_email);

  delete from public.consent_confirmations where email = p_email;
  get diagnostics v_count = row_count;
  source := 'consent_confirmations';
  action := 'deleted';
  records := v_count;
  return next;

  update public.investor_consents
  set name = null, buy_asset_classes = null, buy_regions = null, buy_price_min = null,
      buy_price_max = null, buy_cap_rate_min = null
  where email = p_email;
  get diagnostics v_count = row_count;
  source := 'investor_consents';
  action := 'anonymised';
  records := v_count;
  return next;

  if v_known then
    insert into public.investor_unsubscribes (email, unsubscribed_at) values (p_email, p_at) on conflict (email) do nothing;
  end if;
  source := 'consent_events';
  action := 'kept';
  select count(*)::integer into records from public.consent_events e where e.email = p_email;
  return next;
end
$$;

-- Part "deal_room" again, now with the addresses barred from a listing: found, and kept on
-- erasure (forgetting a revocation would hand the room back to the person it was taken from).
create or replace function public.personal_information_deal_room_find(p_email text)
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
  union all
  select 'deal_room_revoked_addresses', to_jsonb(r) from public.deal_room_revoked_addresses r where r.email = p_email
$$;

revoke all on function public.personal_information_consent_find(text) from public, anon, authenticated;
revoke all on function public.personal_information_consent_erase(text, timestamptz) from public, anon, authenticated;
grant execute on function public.personal_information_consent_find(text) to service_role;
grant execute on function public.personal_information_consent_erase(text, timestamptz) to service_role;
