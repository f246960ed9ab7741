-- Personal-information requests (decision 0038) over issue 41's new rows:
-- 1. Part "consent" finds the address's "sign out of every link" reset (deal_email_link_resets) and
--    keeps it on erasure: the row only withdraws links, and deleting it would bring the preference
--    links the person signed out of back to life.
-- 2. Part "deal_room" finds the bar on the person by the address key the bar is kept under since
--    20261127001000_deal_room_person_bar.sql (a +tag or a Gmail address's dots would miss it).

create or replace function public.personal_information_consent_find(p_email text)
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
  union all
  select 'deal_email_link_resets', to_jsonb(r) from public.deal_email_link_resets r where r.email = p_email
$$;

create or replace function public.personal_information_consent_erase(p_email text, p_at timestamptz)
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

  source := 'deal_email_link_resets';
  action := 'kept';
  select count(*)::integer into records from public.deal_email_link_resets r where r.email = p_email;
  return next;
end
$$;

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
  select 'deal_room_revoked_addresses', to_jsonb(r) from public.deal_room_revoked_addresses r
  where r.email = public.deal_room_address_key(p_email)
  union all
  select 'deal_room_offers', to_jsonb(o) from public.deal_room_offers o where o.signature_id in (select s.id from signed s)
  union all
  select 'deal_room_visits', to_jsonb(v) from public.deal_room_visits v where v.signature_id in (select s.id from signed s)
$$;
