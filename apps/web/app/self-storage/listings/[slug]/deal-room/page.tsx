import type { Metadata } from "next";
import { DealRoomView } from "@/src/views/dealRoom/DealRoomView";

// Per request: the page checks the visitor's cookie against the database every time.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Deal room", robots: { index: false, follow: false } };

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A confidential listing's deal room, opened by the link e-mailed after signing (issue 17); the
 * link itself goes to deal-room/open/ (proxy.ts), which gives the cookie this page reads (issue 31).
 */
export default async function DealRoomPage({ params, searchParams }: Props) {
  // After an offer (deal-room/offer/ answers 303 here with ?offer=received): the confirmation shows.
  // After a question posted without JavaScript (deal-room/questions/): ?done= or ?refused= (issue 46).
  // After a due-diligence request (deal-room/due-diligence/ answers 303 with ?due-diligence=asked): likewise.
  // After "E-mail me the count" (deal-room/offer-count/ answers 303 with ?count=): what it did.
  const query = await searchParams;
  return (
    <DealRoomView
      slug={(await params).slug}
      offerReceived={query.offer === "received"}
      notice={{ done: query.done, refused: query.refused }}
      dueDiligenceAsked={query["due-diligence"] === "asked"}
      countAnswer={query.count}
    />
  );
}
