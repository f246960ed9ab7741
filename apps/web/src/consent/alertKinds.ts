/**
 * The kinds of alert about a listing already on the market (issue 32) an investor may choose on
 * "Your deal e-mails": the changes listing alert services (BoomTown, Crexi saved searches) report.
 * The migration's listing_alert_kinds_valid() lists the same values.
 */
export const LISTING_ALERT_KINDS = ["price-drop", "under-contract", "back-available", "sold"] as const;
export type ListingAlertKind = (typeof LISTING_ALERT_KINDS)[number];

export const LISTING_ALERT_LABELS: Record<ListingAlertKind, string> = {
  "price-drop": "Its asking price drops",
  "under-contract": "It goes under contract",
  "back-available": "It comes back available",
  sold: "It sells",
};

export function isListingAlertKind(value: unknown): value is ListingAlertKind {
  return typeof value === "string" && (LISTING_ALERT_KINDS as readonly string[]).includes(value);
}
