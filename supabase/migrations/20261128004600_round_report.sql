-- Offers per round in the owner's report, and the rounds in requests about personal information
-- (issue 46, docs/decisions/0058-offer-rounds.md, 0051 owner's report, 0038 personal information).
--
-- 1. deal_room_report_rounds: every round of a listing, round 1 (the call for offers) first, then
--    each best-and-final round, with what an owner may read: its deadline, how many times it was
--    extended, whether closed or followed by a later round, how many buyers were invited, how many
--    buyers made an offer in it (each once) and the revisions apart, and the offers that arrived
--    after the deadline then in force. Counted as the funnel counts (20261128002000_offer_counts.sql):
--    the operator's test signatures are left out everywhere, invitations included. No identity, no
--    price: counts only. Round 1's deadline is the listing's call-for-offers date, which lives in
--    the content (the report reads it there); its row carries nulls for it.
--    An extension is counted once per new deadline e-mailed (deal_room_round_mail, kind 'extension',
--    one row per invited buyer and deadline): extend_deal_room_offer_round queues them in the same
--    transaction as the new deadline, and they live as long as the invitations (decision 0058).
-- closed_at is a close by the team ("Close round N now", 20261128004500_round_close.sql): a round
-- closed at its deadline or by the next round is told by those, as the owner reads them.
--
-- 2. personal_information_deal_room_rounds_find / _erase (decision 0038): the person's invitations to
--    best-and-final rounds (round, listing, invited at), the round e-mails sent to them (kind,
--    deadline, queued, sent) and the counts of competing written offers e-mailed to them (round,
--    why, the number, queued, sent). Erasure keeps both and says so: they are part of the offer record and
--    go with the signature, which the retention purge keeps while one of its offers is (0058).
--
-- Same stance as the rounds migration: SECURITY DEFINER, empty search_path, service_role only.

create function public.deal_room_report_rounds(p_listing text)
returns table (
  number integer, opened_at timestamptz, deadline_at timestamptz, closed_at timestamptz, extensions integer,
  later_round boolean, invited integer, buyers integer, revisions integer, late integer
)
language sql
stable
security definer
set search_path = ''
as $$
  with rounds as (
    select 1 as number, null::timestamptz as opened_at, null::timestamptz as deadline_at,
      (select c.closed_at from public.deal_room_round_closures c where c.listing = p_listing and c.number = 1 and c.closed_by = 'team') as closed_at,
      0 as extensions, 0 as invited
    union all
    select r.number, r.opened_at, r.deadline_at,
      (select c.closed_at from public.deal_room_round_closures c where c.listing = p_listing and c.number = r.number and c.closed_by = 'team'),
      (select count(distinct m.deadline_at)::integer from public.deal_room_round_mail m
        where m.round_id = r.id and m.kind = 'extension'),
      (select count(*)::integer from public.deal_room_round_invitations i
        join public.deal_room_signatures s on s.id = i.signature_id and not s.is_test
        where i.round_id = r.id)
    from public.deal_room_offer_rounds r
    where r.listing = p_listing
  ), offers as (
    select o.round, o.signature_id, o.late
    from public.deal_room_offers o join public.deal_room_signatures s on s.id = o.signature_id and not s.is_test
    where o.listing = p_listing
  )
  select r.number, r.opened_at, r.deadline_at, r.closed_at, r.extensions,
    exists (select 1 from rounds later where later.number > r.number),
    r.invited,
    (select count(distinct o.signature_id)::integer from offers o where o.round = r.number),
    (select (count(*) - count(distinct o.signature_id))::integer from offers o where o.round = r.number),
    (select count(*)::integer from offers o where o.round = r.number and o.late)
  from rounds r
  order by r.number
$$;

create function public.personal_information_deal_room_rounds_find(p_email text)
returns table (source text, data jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  with signed as (select s.id from public.deal_room_signatures s where lower(btrim(s.email)) = p_email)
  select 'deal_room_round_invitations',
    jsonb_build_object('round', r.number, 'listing', r.listing, 'invited_at', i.invited_at, 'signature_id', i.signature_id)
  from public.deal_room_round_invitations i join public.deal_room_offer_rounds r on r.id = i.round_id
  where i.signature_id in (select id from signed)
  union all
  select 'deal_room_round_mail',
    jsonb_build_object('round', r.number, 'listing', r.listing, 'kind', m.kind, 'deadline_at', m.deadline_at,
      'queued_at', m.queued_at, 'sent_at', m.sent_at, 'failed_at', m.failed_at, 'signature_id', m.signature_id)
  from public.deal_room_round_mail m join public.deal_room_offer_rounds r on r.id = m.round_id
  where m.signature_id in (select id from signed)
  union all
  select 'deal_room_offer_count_mail',
    jsonb_build_object('round', m.number, 'listing', m.listing, 'reason', m.reason, 'competing', m.competing,
      'queued_at', m.queued_at, 'sent_at', m.sent_at, 'failed_at', m.failed_at, 'signature_id', m.signature_id)
  from public.deal_room_offer_count_mail m
  where m.signature_id in (select id from signed)
$$;

-- Erasure: nothing deleted here, both kept and counted (they go with the signature: decision 0058).
create function public.personal_information_deal_room_rounds_erase(p_email text, p_at timestamptz)
returns table (source text, action text, records integer)
language sql
volatile
security definer
set search_path = ''
as $$
  with signed as (select s.id from public.deal_room_signatures s where lower(btrim(s.email)) = p_email)
  select 'deal_room_round_invitations', 'kept',
    (select count(*)::integer from public.deal_room_round_invitations i where i.signature_id in (select id from signed))
  union all
  select 'deal_room_round_mail', 'kept',
    (select count(*)::integer from public.deal_room_round_mail m where m.signature_id in (select id from signed))
  union all
  select 'deal_room_offer_count_mail', 'kept',
    (select count(*)::integer from public.deal_room_offer_count_mail m where m.signature_id in (select id from signed))
$$;

revoke all on function public.deal_room_report_rounds(text) from public, anon, authenticated;
revoke all on function public.personal_information_deal_room_rounds_find(text) from public, anon, authenticated;
revoke all on function public.personal_information_deal_room_rounds_erase(text, timestamptz) from public, anon, authenticated;
grant execute on function public.deal_room_report_rounds(text) to service_role;
grant execute on function public.personal_information_deal_room_rounds_find(text) to service_role;
grant execute on function public.personal_information_deal_room_rounds_erase(text, timestamptz) to service_role;
