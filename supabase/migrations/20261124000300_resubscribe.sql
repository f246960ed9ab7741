-- An investor who unsubscribed from deal announcements and later signs up again on /off-market/
-- gives express consent anew (the signup's consent box, CASL): that newer consent lifts the
-- earlier unsubscribe, and the address is told of matching listings again. An unsubscribe made
-- after the consent stands. A test row, or a quarantined signup until the operator releases it,
-- changes nothing.
create function public.lift_unsubscribe_on_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.consent_deal_emails and not new.is_test and (new.spam_reason is null or new.released_at is not null) then
    delete from public.investor_unsubscribes u
    where u.email = lower(btrim(new.email)) and u.unsubscribed_at < new.consent_at;
  end if;
  return new;
end
$$;

create trigger investor_signups_lift_unsubscribe
  after insert or update of released_at on public.investor_signups
  for each row execute function public.lift_unsubscribe_on_consent();

revoke all on function public.lift_unsubscribe_on_consent() from public, anon, authenticated;
