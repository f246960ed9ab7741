-- Issue 44: a held (unsaved) rent-roll file in the answer to a request about personal information.
--
-- A file the team uploads is kept in proposals.pending_rent_roll (its name, headers and every row's
-- cells, as read) from the upload until the team saves its rent roll, uploads another file or the
-- proposal is erased or purged; nothing of it is kept on disk or in memory between requests. The
-- find function of 20261128003000_proposals.sql left that column out of the access export; it now
-- answers each held file as its own row (source proposal_held_files), so the export lists what an
-- owner's file holds even before it is saved. Erasure already deletes the proposal row and with it
-- the held file. `create or replace` keeps the function's grants (service_role only).

create or replace function public.personal_information_proposals_find(p_email text)
returns table (source text, data jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select 'proposals', to_jsonb(p) - 'pending_rent_roll' from public.proposals p where p.owner_email = p_email
  union all
  select 'proposal_held_files',
    jsonb_build_object('proposal_id', p.id) || p.pending_rent_roll
  from public.proposals p where p.owner_email = p_email and p.pending_rent_roll is not null
  union all
  select 'proposal_links', to_jsonb(l) from public.proposal_links l join public.proposals p on p.id = l.proposal_id
  where p.owner_email = p_email
  union all
  select 'proposal_link_openings', to_jsonb(o) from public.proposal_link_openings o
  join public.proposal_links l on l.id = o.link_id join public.proposals p on p.id = l.proposal_id
  where p.owner_email = p_email
$$;
