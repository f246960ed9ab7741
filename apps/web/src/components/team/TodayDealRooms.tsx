import { formatTorontoTime } from "@agency/supabase/notification-email";
import { getDealRoomListings } from "@/src/content/content.server";
import { callNext } from "@/src/dealRoom/reports/engagement";
import { logError } from "@/src/log";
import { getDealRoomBackend } from "@/src/dealRoom/backend";
import { listingWorkspacePath } from "@/src/team/paths";
import { recentOffers, reportMonday, RECENT_OFFER_DAYS } from "@/src/team/today";
import { TodaySection } from "./TodaySections";
import { Unreadable } from "./TeamGate";

/** How many signers of each listing Today lists to call. */
export const CALL_NEXT_PER_LISTING = 3;

const money = (value: number) => value.toLocaleString("en-CA", { style: "currency", currency: "CAD", maximumFractionDigits: 0 });

/** Today's deal-room lines: who to call next on each listing, offers received, rounds closing, Monday's reports. */
export async function TodayDealRooms({ now, today }: { now: Date; today: string }) {
  let rooms;
  let weeklyOff: Set<string>;
  try {
    const store = await (await getDealRoomBackend()).dealRoom();
    const listings = await getDealRoomListings();
    weeklyOff = new Set(await store.weeklyEmailOff());
    rooms = await Promise.all(
      listings.map(async (listing) => {
        const [signers, activity, offers] = await Promise.all([
          store.signers(listing.slug),
          store.activity(listing.slug),
          store.listingOffers(listing.slug),
        ]);
        return { ...listing, call: callNext(signers, activity).slice(0, CALL_NEXT_PER_LISTING), offers: recentOffers(offers, now) };
      }),
    );
  } catch (error) {
    logError("Today's deal rooms could not be read", error);
    return <Unreadable what="The deal rooms" />;
  }
  const calls = rooms.flatMap((room) => room.call.map((entry) => ({ room, entry })));
  const offers = rooms.flatMap((room) => room.offers.map((offer) => ({ room, offer })));
  const closing = rooms.filter((room) => room.callForOffersAt && Date.parse(room.callForOffersAt) >= now.getTime());
  const monday = reportMonday(today);
  const reports = rooms.filter((room) => !weeklyOff.has(room.slug));
  return (
    <>
      <TodaySection id="call-next" title="Call next">
        {calls.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            No signer has come back to a deal room yet. The most engaged signers of each listing would appear here.
          </p>
        ) : (
          <ol className="mt-2 space-y-1 text-sm">
            {calls.map(({ room, entry }) => (
              <li key={`${room.slug}-${entry.signer.id}`}>
                <a href={listingWorkspacePath(room.slug)} className="underline">
                  {room.title}
                </a>
                : <span className="font-medium">{entry.signer.name}</span> ({entry.signer.phone}), score {entry.score}
              </li>
            ))}
          </ol>
        )}
      </TodaySection>
      <TodaySection id="offers" title={`Offers received in the last ${RECENT_OFFER_DAYS} days`}>
        {offers.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            No offer in the last {RECENT_OFFER_DAYS} days. Letters of intent sent from the deal rooms would appear here.
          </p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {offers.map(({ room, offer }) => (
              <li key={offer.id}>
                <a href={`${listingWorkspacePath(room.slug)}#offers-${room.slug}`} className="underline">
                  {room.title}
                </a>
                : {offer.buyer.name} offered {money(offer.price)} on {formatTorontoTime(new Date(offer.submittedAt))}
              </li>
            ))}
          </ul>
        )}
        {closing.map((room) => (
          <p key={room.slug} className="mt-2 text-sm">
            Round closing:{" "}
            <a href={listingWorkspacePath(room.slug)} className="underline">
              {room.title}
            </a>
            , call for offers {formatTorontoTime(new Date(room.callForOffersAt ?? ""))}
          </p>
        ))}
      </TodaySection>
      <TodaySection id="reports" title={`Owner's reports due on Monday ${monday}`}>
        {reports.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            No deal room sends its owner&apos;s report by e-mail. Listings that do would appear here.
          </p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {reports.map((room) => (
              <li key={room.slug}>
                <a href={`${listingWorkspacePath(room.slug)}#owner-report-${room.slug}`} className="underline">
                  {room.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </TodaySection>
    </>
  );
}
