-- Every offer received is kept for six years (issue 46, docs/decisions/0058-offer-rounds.md).
--
-- Ontario's real estate rules make the brokerage keep the written offers it receives, the
-- unsuccessful ones included (the competing-offer record rules in force since July 2015, carried
-- into TRESA and its regulations), and its brokerage records for years after: decision 0058 says
-- which and why six years. Until now an offer went with its signature (four years after the
-- agreement, 20261126005000_retention_purge.sql) and on an erasure (20261126002000). Now:
-- 1. deal_room_offer_record_years(): the term, six years from the day the offer was made; the web
--    server's OFFER_RECORD_YEARS says the same and a store test holds them equal.
-- 2. The retention purge (its body in 20261128003000_proposals.sql) deletes an offer only once
--    both its signature's term and its own have passed, and a signature only once none of its offers is left (the offer names its buyer
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

-- The retention purge with the offers' own term (point 2) is restated once, in
-- 20261128003000_proposals.sql, which adds the proposals' term to it: the two migrations came in
-- one change, and one body of the function is enough.

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
