import { proposalAction } from "@/src/proposals/actions.server";

export const dynamic = "force-dynamic";

/** One action of a proposal's page (rent roll, mapping, TTM, inputs, links, listed): a form post, 303 back. */
export async function POST(request: Request, context: { params: Promise<{ id: string; action: string }> }): Promise<Response> {
  const { id, action } = await context.params;
  return proposalAction(request, id, action);
}
