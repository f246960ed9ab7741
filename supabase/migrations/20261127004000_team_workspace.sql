-- The team's workspace (issue 45, docs/decisions/0054-team-workspace.md): what the team records
-- about a person (status, owner, follow-up date, notes), each change kept with who and when; the
-- one list of every lead the Leads page pages, filters and searches; one person's timeline; the
-- day's work for Today. Same stance as the other feature tables: RLS on with no policy for anon or
-- authenticated, every function the service role's alone (20261124000100_deal_room.sql).

-- A person is an address, normalised as every other table keys it (lower, trimmed).
create table public.team_people (
  email text primary key
    constraint team_people_email_normalised check (email = lower(btrim(email)) and char_length(email) between 3 and 254),
  status text not null default 'new'
    constraint team_people_status_known check (status in ('new', 'contacted', 'qualified', 'not-a-fit', 'client')),
  owner text
    constraint team_people_owner_length check (owner is null or (char_length(owner) between 1 and 120 and owner !~ '[[:cntrl:]]')),
  follow_up_on date,
  updated_at timestamptz not null default now()
);

create index team_people_follow_up on public.team_people (follow_up_on) where follow_up_on is not null;
create index team_people_status on public.team_people (status, email);

-- Every change and every note, with who made it and when: the history the person's page shows.
create table public.team_person_changes (
  id bigint generated always as identity primary key,
  email text not null
    constraint team_person_changes_email_normalised check (email = lower(btrim(email)) and char_length(email) between 3 and 254),
  at timestamptz not null default now(),
  changed_by text not null
    constraint team_person_changes_by_length check (char_length(changed_by) between 1 and 120 and changed_by !~ '[[:cntrl:]]'),
  field text not null
    constraint team_person_changes_field_known check (field in ('status', 'owner', 'follow_up_on', 'note')),
  value text
    constraint team_person_changes_value_length check (value is null or char_length(value) between 1 and 5000)
);

create index team_person_changes_by_email on public.team_person_changes (email, at desc, id desc);

-- When the team last opened Today, for "new since the last visit": a visit after a gap of an hour
-- or more starts a new session and moves `previous_at` on, so reloading Today keeps its list.
create table public.team_visits (
  page text primary key constraint team_visits_page_known check (page in ('today')),
  previous_at timestamptz not null,
  seen_at timestamptz not null
);

alter table public.team_people enable row level security;
alter table public.team_person_changes enable row level security;
alter table public.team_visits enable row level security;
revoke all on table public.team_people, public.team_person_changes, public.team_visits from public, anon, authenticated;
grant all on table public.team_people, public.team_person_changes, public.team_visits to service_role;

-- Paging every lead newest first: the three tables' (created_at, id) merge without a sort.
create index contact_forms_team_page on public.contact_forms (created_at desc, id desc) where not is_test;
create index investor_signups_team_page on public.investor_signups (created_at desc, id desc) where not is_test;
create index property_valuations_team_page on public.property_valuations (created_at desc, id desc) where not is_test;
create index contact_forms_team_listing on public.contact_forms (listing, created_at desc) where listing is not null;

-- Every lead the team sees (test rows and unreleased quarantine left out), in one shape: the words
-- a search looks in (`haystack`, lowercased: name, e-mail, phone and the message) and the first
-- touch's source and campaign (the last touch's when the first is unknown).
create view public.team_lead_rows with (security_invoker = true) as
  select 'contact'::text as kind, c.id, c.created_at, c.name, c.email, null::text as phone, c.listing,
    coalesce(c.attribution -> 'first' ->> 'source', c.attribution -> 'last' ->> 'source') as source,
    coalesce(c.attribution -> 'first' ->> 'campaign', c.attribution -> 'last' ->> 'campaign') as campaign,
    c.message, c.attribution,
    lower(c.name || ' ' || c.email || ' ' || c.message) as haystack
  from public.contact_forms c
  where not c.is_test and (c.spam_reason is null or c.released_at is not null)
  union all
  select 'investor', i.id, i.created_at, i.name, i.email, null, null,
    coalesce(i.attribution -> 'first' ->> 'source', i.attribution -> 'last' ->> 'source'),
    coalesce(i.attribution -> 'first' ->> 'campaign', i.attribution -> 'last' ->> 'campaign'),
    concat_ws(E'\n', i.investment_profile, i.message), i.attribution,
    lower(i.name || ' ' || i.email || ' ' || i.investment_profile || ' ' || coalesce(i.message, ''))
  from public.investor_signups i
  where not i.is_test and (i.spam_reason is null or i.released_at is not null)
  union all
  select 'valuation', v.id, v.created_at, v.name, v.email, v.phone, null,
    coalesce(v.attribution -> 'first' ->> 'source', v.attribution -> 'last' ->> 'source'),
    coalesce(v.attribution -> 'first' ->> 'campaign', v.attribution -> 'last' ->> 'campaign'),
    concat_ws(E'\n', v.property_address, v.message), v.attribution,
    lower(v.name || ' ' || v.email || ' ' || coalesce(v.phone, '') || ' ' || coalesce(v.property_address, '') || ' ' || coalesce(v.message, ''))
  from public.property_valuations v
  where not v.is_test and (v.spam_reason is null or v.released_at is not null);

revoke all on public.team_lead_rows from public, anon, authenticated;
grant select on public.team_lead_rows to service_role;

-- One page of the Leads list: filters are exact (null = any); the search is a lowercased substring
-- of the haystack; newest first, or oldest first (the same indexes read the other way); `total`
-- is the whole filtered view's count, for the pager. Built per call with
-- only the filters given (plpgsql EXECUTE), so each call gets a plan of its own: unfiltered, the
-- page is a merge of the three (created_at, id) indexes read to the page's end, not a sort of all.
create function public.team_leads(
  p_kind text, p_status text, p_source text, p_campaign text, p_listing text,
  p_from date, p_to date, p_query text, p_oldest_first boolean, p_limit integer, p_offset integer
)
returns table (
  kind text, id uuid, created_at timestamptz, name text, email text, phone text, listing text,
  source text, campaign text, message text, status text, owner text, follow_up_on text, total integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_where text := 'true';
  v_join text := '';
  v_total integer;
  v_order text := case when p_oldest_first then 'asc' else 'desc' end;
begin
  if p_kind is not null then v_where := v_where || ' and l.kind = $1'; end if;
  if p_status is not null then
    v_join := ' left join public.team_people tp on tp.email = lower(btrim(l.email))';
    v_where := v_where || ' and coalesce(tp.status, ''new'') = $2';
  end if;
  if p_source is not null then v_where := v_where || ' and lower(l.source) = lower($3)'; end if;
  if p_campaign is not null then v_where := v_where || ' and lower(l.campaign) = lower($4)'; end if;
  if p_listing is not null then v_where := v_where || ' and l.listing = $5'; end if;
  -- Toronto days, as the page shows them.
  if p_from is not null then v_where := v_where || ' and l.created_at >= ($6::timestamp at time zone ''America/Toronto'')'; end if;
  if p_to is not null then v_where := v_where || ' and l.created_at < (($7 + 1)::timestamp at time zone ''America/Toronto'')'; end if;
  if p_query is not null then v_where := v_where || ' and strpos(l.haystack, lower($8)) > 0'; end if;
  execute format('select count(*)::integer from public.team_lead_rows l%s where %s', v_join, v_where)
    into v_total using p_kind, p_status, p_source, p_campaign, p_listing, p_from, p_to, p_query;
  return query execute format(
    'with page as (
       select l.kind, l.id, l.created_at, l.name, l.email, l.phone, l.listing, l.source, l.campaign, l.message
       from public.team_lead_rows l%1$s where %2$s
       order by l.created_at %3$s, l.id %3$s limit $9 offset $10
     )
     select page.*, coalesce(p.status, ''new''), p.owner, p.follow_up_on::text, $11
     from page left join public.team_people p on p.email = lower(btrim(page.email))
     order by page.created_at %3$s, page.id %3$s', v_join, v_where, v_order)
    using p_kind, p_status, p_source, p_campaign, p_listing, p_from, p_to, p_query,
      greatest(least(p_limit, 500), 0), greatest(p_offset, 0), v_total;
end
$$;

-- The filters' choices: every source, campaign and listing a lead names.
create function public.team_lead_facets()
returns table (facet text, value text)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct 'source', l.source from public.team_lead_rows l where l.source is not null
  union
  select distinct 'campaign', l.campaign from public.team_lead_rows l where l.campaign is not null
  union
  select distinct 'listing', l.listing from public.team_lead_rows l where l.listing is not null
  order by 1, 2
$$;

-- What the team recorded about a person (defaults for someone never touched).
create function public.team_person(p_email text)
returns table (email text, status text, owner text, follow_up_on text, updated_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select lower(btrim(p_email)), coalesce(p.status, 'new'), p.owner, p.follow_up_on::text, p.updated_at
  from (select 1) one
  left join public.team_people p on p.email = lower(btrim(p_email))
$$;

-- Saves a person's status, owner and follow-up date, and a note when one is given; each field that
-- changed and the note become a change row by `p_by` at `p_at`. Answers how many change rows.
create function public.team_save_person(
  p_email text, p_status text, p_owner text, p_follow_up_on date, p_note text, p_by text, p_at timestamptz
)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  v_old public.team_people%rowtype;
  v_count integer := 0;
begin
  select * into v_old from public.team_people where email = v_email for update;
  if not found then
    v_old.status := 'new';
  end if;
  insert into public.team_people as p (email, status, owner, follow_up_on, updated_at)
  values (v_email, p_status, p_owner, p_follow_up_on, p_at)
  on conflict (email) do update set status = excluded.status, owner = excluded.owner,
    follow_up_on = excluded.follow_up_on, updated_at = excluded.updated_at;
  if v_old.status is distinct from p_status then
    insert into public.team_person_changes (email, at, changed_by, field, value) values (v_email, p_at, p_by, 'status', p_status);
    v_count := v_count + 1;
  end if;
  if v_old.owner is distinct from p_owner then
    insert into public.team_person_changes (email, at, changed_by, field, value) values (v_email, p_at, p_by, 'owner', p_owner);
    v_count := v_count + 1;
  end if;
  if v_old.follow_up_on is distinct from p_follow_up_on then
    insert into public.team_person_changes (email, at, changed_by, field, value)
    values (v_email, p_at, p_by, 'follow_up_on', p_follow_up_on::text);
    v_count := v_count + 1;
  end if;
  if p_note is not null then
    insert into public.team_person_changes (email, at, changed_by, field, value) values (v_email, p_at, p_by, 'note', p_note);
    v_count := v_count + 1;
  end if;
  return v_count;
end
$$;

-- Everything the site knows about an address, newest first: `event` names what happened, `detail`
-- holds what the page shows of it. At most p_limit events.
create function public.team_person_timeline(p_email text, p_limit integer)
returns table (at timestamptz, event text, listing text, detail jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  with address as (select lower(btrim(p_email)) as email),
  signatures as (
    select s.* from public.deal_room_signatures s, address a where lower(btrim(s.email)) = a.email and not s.is_test
  ),
  events as (
    select l.created_at as at, 'lead-' || l.kind as event, l.listing,
      jsonb_build_object('id', l.id, 'kind', l.kind, 'name', l.name, 'phone', l.phone, 'message', l.message,
        'source', l.source, 'campaign', l.campaign, 'attribution', l.attribution) as detail
    from public.team_lead_rows l, address a where lower(l.email) = a.email
    union all
    select e.at, 'consent-' || e.event, null, jsonb_build_object('page', e.page, 'detail', e.detail)
    from public.consent_events e, address a where e.email = a.email
    union all
    select s.accepted_at, 'agreement-signed', s.listing,
      jsonb_build_object('name', s.name, 'company', s.company, 'role', s.role, 'phone', s.phone)
    from signatures s
    union all
    select v.started_at, 'room-visit', s.listing, jsonb_build_object('openings', v.openings, 'lastSeenAt', v.last_seen_at)
    from public.deal_room_visits v join signatures s on s.id = v.signature_id
    union all
    select d.downloaded_at, 'download', s.listing, jsonb_build_object('downloadId', d.download_id, 'fileName', doc.file_name)
    from public.deal_room_downloads d join signatures s on s.id = d.signature_id
    join public.deal_room_documents doc on doc.id = d.document_id
    union all
    select o.submitted_at, 'offer', o.listing,
      jsonb_build_object('revision', o.revision, 'price', o.price, 'deposit', o.deposit, 'closingDate', o.closing_date, 'late', o.late)
    from public.deal_room_offers o join signatures s on s.id = o.signature_id
    union all
    select u.unsubscribed_at, 'unsubscribed', null, '{}'::jsonb
    from public.investor_unsubscribes u, address a where u.email = a.email
    union all
    select r.requested_at, 'privacy-' || r.action, null, jsonb_build_object('outcome', r.outcome)
    from public.personal_information_requests r, address a
    where r.address_hash = public.personal_information_address_hash(a.email)
    union all
    select c.at, 'team-' || c.field, null, jsonb_build_object('by', c.changed_by, 'value', c.value)
    from public.team_person_changes c, address a where c.email = a.email
  )
  select e.at, e.event, e.listing, e.detail from events e order by e.at desc, e.event limit greatest(least(p_limit, 1000), 0)
$$;

-- Records a visit to Today at p_at and answers the start of the previous session of visits (the
-- "since" of its new leads): p_at itself on the first visit ever.
create function public.team_visit_today(p_at timestamptz)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_visit public.team_visits%rowtype;
begin
  select * into v_visit from public.team_visits where page = 'today' for update;
  if not found then
    insert into public.team_visits (page, previous_at, seen_at) values ('today', p_at, p_at)
    on conflict (page) do nothing;
    return p_at;
  end if;
  if p_at - v_visit.seen_at >= interval '1 hour' then
    v_visit.previous_at := v_visit.seen_at;
  end if;
  update public.team_visits set previous_at = v_visit.previous_at, seen_at = greatest(v_visit.seen_at, p_at) where page = 'today';
  return v_visit.previous_at;
end
$$;

-- Leads since p_since (newest first) and people whose follow-up date is on or before p_today
-- (the oldest date first), at most p_limit of each.
create function public.team_today(p_since timestamptz, p_today date, p_limit integer)
returns table (section text, kind text, id uuid, at timestamptz, name text, email text, listing text, status text, owner text, follow_up_on text)
language sql
stable
security definer
set search_path = ''
as $$
  (select 'new', l.kind, l.id, l.created_at, l.name, l.email, l.listing, coalesce(p.status, 'new'), p.owner, p.follow_up_on::text
   from public.team_lead_rows l left join public.team_people p on p.email = lower(btrim(l.email))
   where l.created_at > p_since
   order by l.created_at desc, l.id desc limit greatest(p_limit, 0))
  union all
  (select 'follow-up', null, null, p.updated_at, latest.name, p.email, null, p.status, p.owner, p.follow_up_on::text
   from public.team_people p
   left join lateral (
     select l.name from public.team_lead_rows l where lower(l.email) = p.email order by l.created_at desc limit 1
   ) latest on true
   where p.follow_up_on is not null and p.follow_up_on <= p_today and p.status not in ('not-a-fit', 'client')
   order by p.follow_up_on, p.email limit greatest(p_limit, 0))
$$;

-- The workspace's part of a request about personal information (src/team/personalInformation.ts).
create function public.personal_information_team_find(p_email text)
returns table (source text, data jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select 'team_people', to_jsonb(t) from public.team_people t where t.email = p_email
  union all
  select 'team_person_changes', to_jsonb(t) from public.team_person_changes t where t.email = p_email
$$;

create function public.personal_information_team_erase(p_email text, p_at timestamptz)
returns table (source text, action text, records integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from public.team_person_changes where email = p_email;
  get diagnostics v_count = row_count;
  source := 'team_person_changes';
  action := 'deleted';
  records := v_count;
  return next;
  delete from public.team_people where email = p_email;
  get diagnostics v_count = row_count;
  source := 'team_people';
  action := 'deleted';
  records := v_count;
  return next;
end
$$;

revoke all on function public.team_leads(text, text, text, text, text, date, date, text, boolean, integer, integer) from public, anon, authenticated;
revoke all on function public.team_lead_facets() from public, anon, authenticated;
revoke all on function public.team_person(text) from public, anon, authenticated;
revoke all on function public.team_save_person(text, text, text, date, text, text, timestamptz) from public, anon, authenticated;
revoke all on function public.team_person_timeline(text, integer) from public, anon, authenticated;
revoke all on function public.team_visit_today(timestamptz) from public, anon, authenticated;
revoke all on function public.team_today(timestamptz, date, integer) from public, anon, authenticated;
revoke all on function public.personal_information_team_find(text) from public, anon, authenticated;
revoke all on function public.personal_information_team_erase(text, timestamptz) from public, anon, authenticated;
grant execute on function public.team_leads(text, text, text, text, text, date, date, text, boolean, integer, integer) to service_role;
grant execute on function public.team_lead_facets() to service_role;
grant execute on function public.team_person(text) to service_role;
grant execute on function public.team_save_person(text, text, text, date, text, text, timestamptz) to service_role;
grant execute on function public.team_person_timeline(text, integer) to service_role;
grant execute on function public.team_visit_today(timestamptz) to service_role;
grant execute on function public.team_today(timestamptz, date, integer) to service_role;
grant execute on function public.personal_information_team_find(text) to service_role;
grant execute on function public.personal_information_team_erase(text, timestamptz) to service_role;
