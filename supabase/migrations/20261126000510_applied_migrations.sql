-- The migrations this database has, for the site's check at start and /api/health
-- (docs/decisions/0041-operations.md). The site knows which migrations its code needs; a hosted
-- project is migrated by `supabase db push` before each deploy, and a deploy that skipped it
-- would fail feature by feature at run time. Asked through this function, the site names the
-- missing ones instead.
--
-- Whoever applied them: the Supabase CLI records versions (the file name's timestamp) in
-- supabase_migrations.schema_migrations; the site's own runner (embedded PGlite, a PostgreSQL of
-- our own) records file names in public.schema_migrations. Both answer as versions. plpgsql, so
-- the function can be created where one of the two tables does not exist.
create function public.applied_migrations()
returns table (version text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if to_regclass('supabase_migrations.schema_migrations') is not null then
    return query execute 'select m.version::text from supabase_migrations.schema_migrations m';
  end if;
  if to_regclass('public.schema_migrations') is not null then
    return query execute 'select split_part(m.name, ''_'', 1) from public.schema_migrations m';
  end if;
end
$$;

revoke all on function public.applied_migrations() from public, anon, authenticated;
grant execute on function public.applied_migrations() to service_role;
