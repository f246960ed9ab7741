import type { Metadata } from "next";
import { DealRoomView } from "@/src/views/dealRoom/DealRoomView";

// Per request: the page checks the visitor's link against the database every time.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Deal room", robots: { index: false, follow: false } };

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A confidential listing's deal room, opened by the link e-mailed after signing (issue 17). */
export default async function DealRoomPage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  return <DealRoomView slug={slug} token={typeof query.t === "string" ? query.t : undefined} />;
}
