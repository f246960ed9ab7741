-- The agreement as signed (issue 46, docs/decisions/0057-staged-sale.md): one signature with the
-- exact text it accepted, for the PDF the signer downloads from the room and the team from the
-- listing's operator page. Nothing new is stored: the text is the row of
-- public.confidentiality_agreements the signature refers to by SHA-256 (decision 0028), so the PDF
-- is made from the record and cannot differ from it.
--
-- Test signatures are answered too (the room serves a test signer as any other). Same stance as
-- 20261124000100_deal_room.sql: SECURITY DEFINER, an empty search_path, EXECUTE-able by
-- service_role only.

create function public.deal_room_signed_agreement(p_id uuid)
returns table (
  id uuid,
  listing text,
  accepted_at timestamptz,
  name text,
  email text,
  company text,
  role text,
  client_name text,
  signature text,
  agreement_version text,
  agreement_sha256 text,
  agreement_body text
)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.listing, s.accepted_at, s.name, s.email, s.company, s.role, s.client_name, s.signature,
    a.version, a.sha256, a.body
  from public.deal_room_signatures s join public.confidentiality_agreements a on a.sha256 = s.agreement_sha256
  where s.id = p_id
$$;

revoke all on function public.deal_room_signed_agreement(uuid) from public, anon, authenticated;
grant execute on function public.deal_room_signed_agreement(uuid) to service_role;
