import { recordDirection } from "@/src/dealRoom/direction/directionOperator.server";
import { requireOperator } from "@/src/operator/access.server";

export const dynamic = "force-dynamic";

/**
 * POST /api/operator/deal-room/{listing}/directions/, multipart/form-data: `signed_on` (YYYY-MM-DD,
 * not after today in Toronto), `file` (the signed direction, a PDF up to 25 MB), `shares` (repeated:
 * price, deposit, due_diligence_days, financing, closing_date, conditions; none is a valid
 * direction), `back`. Records the seller's written direction (issue 46, decision 0062): 303 back to
 * the listing's page; 400/404/409/413 with a page naming what is wrong, nothing stored.
 */
export async function POST(request: Request, { params }: { params: Promise<{ listing: string }> }) {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const { listing } = await params;
  return recordDirection(request, listing, operator.session);
}
