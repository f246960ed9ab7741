-- Signers prove their address (issue 31): a signature is unconfirmed until the link e-mailed to
-- its address is first opened; the link exchange (apps/web/src/dealRoom/linkExchange.server.ts)
-- records that moment once. Anyone can type someone else's address into the agreement form; only
-- the owner of that mailbox can open the link, so a confirmed signature is one whose address was
-- proved. The operator's signers list and CSV show which.
alter table public.deal_room_signatures add column confirmed_at timestamptz;

-- Marks a signature confirmed at p_at, the first time only, and answers when it was confirmed.
create function public.confirm_deal_room_signature(p_id uuid, p_at timestamptz)
returns table (confirmed_at timestamptz)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_signatures s set confirmed_at = coalesce(s.confirmed_at, p_at) where s.id = p_id
  returning s.confirmed_at
$$;

-- When each signer of a listing confirmed their address (null: not yet), beside deal_room_signers.
create function public.deal_room_signer_confirmations(p_listing text)
returns table (id uuid, confirmed_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.confirmed_at from public.deal_room_signatures s where s.listing = p_listing and not s.is_test
$$;

revoke all on function public.confirm_deal_room_signature(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.deal_room_signer_confirmations(text) from public, anon, authenticated;
grant execute on function public.confirm_deal_room_signature(uuid, timestamptz) to service_role;
grant execute on function public.deal_room_signer_confirmations(text) to service_role;
