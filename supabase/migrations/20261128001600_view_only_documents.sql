-- View-only documents (issue 46, docs/decisions/0060-view-only-documents.md): a document the team
-- marks view only is shown in the room page by page as watermarked images and has no download
-- route. Its own column and functions, apart from the list the download reads, so the flag is
-- added without changing what existing functions answer.
--
-- Same stance as 20261124000100_deal_room.sql: SECURITY DEFINER, an empty search_path,
-- EXECUTE-able by service_role only.

alter table public.deal_room_documents add column view_only boolean not null default false;

-- The IDs of a listing's view-only documents still offered.
create function public.deal_room_view_only_documents(p_listing text)
returns table (id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select d.id from public.deal_room_documents d
  where d.listing = p_listing and d.removed_at is null and d.view_only
  order by d.uploaded_at, d.id
$$;

-- Marks a document still offered view only, or downloadable again; no row: none such.
create function public.set_deal_room_document_view_only(p_id uuid, p_view_only boolean)
returns table (done boolean)
language sql
security definer
set search_path = ''
as $$
  update public.deal_room_documents d set view_only = p_view_only where d.id = p_id and d.removed_at is null returning true
$$;

revoke all on function public.deal_room_view_only_documents(text) from public, anon, authenticated;
revoke all on function public.set_deal_room_document_view_only(uuid, boolean) from public, anon, authenticated;
grant execute on function public.deal_room_view_only_documents(text) to service_role;
grant execute on function public.set_deal_room_document_view_only(uuid, boolean) to service_role;
