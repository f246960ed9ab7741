import { createProposal } from "@/src/proposals/actions.server";

export const dynamic = "force-dynamic";

/** Opens a proposal from a valuation request or for a new owner (an ordinary form post), then 303 to it. */
export async function POST(request: Request): Promise<Response> {
  return createProposal(request);
}
