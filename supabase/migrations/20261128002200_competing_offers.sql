-- The count of competing written offers a buyer who made an offer is shown in the room (issue 46,
-- docs/decisions/0058-offer-rounds.md): the other buyers on the same listing with at least one
-- offer, each buyer once however many revisions they sent, the operator's tests left out. A
-- count only: no other buyer's terms or identity leaves the database through this function.
--
-- Same stance as 20261126002000_deal_room_offers.sql: SECURITY DEFINER, empty search_path,
-- EXECUTE-able by service_role only.

create function public.deal_room_competing_offers(p_signature_id uuid)
returns table (competing integer)
language sql
stable
security definer
set search_path = ''
as $$
  select count(distinct o.signature_id)::integer
  from public.deal_room_signatures me
  join public.deal_room_offers o on o.listing = me.listing and o.signature_id <> me.id
  join public.deal_room_signatures s on s.id = o.signature_id and not s.is_test
  where me.id = p_signature_id
$$;

revoke all on function public.deal_room_competing_offers(uuid) from public, anon, authenticated;
grant execute on function public.deal_room_competing_offers(uuid) to service_role;
