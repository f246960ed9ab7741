-- The deal room's mail queue (20261126006000_weekly_report_alerts.sql: what /api/health and the
-- operator's alert count as waiting or given up) made of one view per kind of e-mail, so that the
-- next kind adds its own view and restates nothing. Before, each new outbox (due diligence,
-- rounds, questions, the counts of competing offers) restated the whole union, and a migration
-- numbered before the last restatement would have lost its branch without a word.
--
-- Each part is a view named deal_room_mail_pending_<kind> with two columns: waiting_since
-- (timestamptz) and gave_up (boolean), one row per message not yet sent (the operator's test
-- signatures left out where they are; a round's e-mails to a revoked buyer are never sent, so not
-- waiting). deal_room_mail_pending() unions every such view it finds
-- in this schema; deal_room_mail_queue keeps its name and its columns, read from it.
--
-- Same stance as the migrations before: the views and the function are the server's alone.

create view public.deal_room_mail_pending_signatures as
  select s.accepted_at as waiting_since, s.mail_failed_at is not null as gave_up
  from public.deal_room_signatures s
  where ((s.access_sent_at is null and s.access_withheld is null) or s.team_notified_at is null) and not s.is_test;

create view public.deal_room_mail_pending_offers as
  select o.submitted_at as waiting_since, o.mail_failed_at is not null as gave_up
  from public.deal_room_offers o join public.deal_room_signatures s on s.id = o.signature_id
  where o.team_notified_at is null and not s.is_test;

create view public.deal_room_mail_pending_weekly_reports as
  select w.queued_at as waiting_since, w.mail_failed_at is not null as gave_up
  from public.deal_room_weekly_reports w
  where w.sent_at is null and w.cancelled_at is null;

create view public.deal_room_mail_pending_due_diligence as
  select r.decided_at as waiting_since, r.mail_failed_at is not null as gave_up
  from public.deal_room_due_diligence_requests r join public.deal_room_signatures s on s.id = r.signature_id
  where r.notice is not null and not s.is_test
    and (r.notice <> 'approved' or public.deal_room_signature_holds_access(r.signature_id));

create view public.deal_room_mail_pending_rounds as
  select m.queued_at as waiting_since, m.failed_at is not null as gave_up
  from public.deal_room_round_mail m join public.deal_room_signatures s on s.id = m.signature_id
  where m.sent_at is null and not s.is_test and s.revoked_at is null;

create view public.deal_room_mail_pending_questions as
  select m.queued_at as waiting_since, m.failed_at is not null as gave_up
  from public.deal_room_question_mail m
  where m.sent_at is null;

create view public.deal_room_mail_pending_offer_counts as
  select m.queued_at as waiting_since, m.failed_at is not null as gave_up
  from public.deal_room_offer_count_mail m join public.deal_room_signatures s on s.id = m.signature_id
  where m.sent_at is null and not s.is_test and s.revoked_at is null;

-- Every part's rows: the views named deal_room_mail_pending_<kind> in this schema, whatever their number.
create function public.deal_room_mail_pending()
returns table (waiting_since timestamptz, gave_up boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_part text;
begin
  for v_part in
    select c.relname from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'v' and c.relname like 'deal\_room\_mail\_pending\_%'
    order by c.relname
  loop
    return query execute format('select p.waiting_since, p.gave_up from public.%I p', v_part);
  end loop;
end
$$;

create or replace view public.deal_room_mail_queue as
  select q.waiting_since, q.gave_up from public.deal_room_mail_pending() q;

revoke all on public.deal_room_mail_queue, public.deal_room_mail_pending_signatures, public.deal_room_mail_pending_offers,
  public.deal_room_mail_pending_weekly_reports, public.deal_room_mail_pending_due_diligence, public.deal_room_mail_pending_rounds,
  public.deal_room_mail_pending_questions, public.deal_room_mail_pending_offer_counts
  from public, anon, authenticated;
revoke all on function public.deal_room_mail_pending() from public, anon, authenticated;
