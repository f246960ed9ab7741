/**
 * A person's timeline in the team's words (issue 45): each event the SQL answers as one line,
 * and the first and last touch (source, campaign) read from their leads' attribution. Pure: the
 * person page renders these; timeline.test.ts checks the sentences.
 */
import type { TimelineEvent } from "./store";

export interface TimelineLine {
  at: string;
  title: string;
  detail: string | null;
  listing: string | null;
}

const LEAD_TITLES: Record<string, string> = {
  "lead-contact": "Sent a contact message",
  "lead-investor": "Signed up to the Investor Network",
  "lead-valuation": "Asked for a valuation",
};

const TEAM_TITLES: Record<string, string> = {
  "team-status": "Status set to",
  "team-owner": "Owner set to",
  "team-follow_up_on": "Follow-up date set to",
  "team-note": "Note",
};

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const money = (value: unknown) => Number(value).toLocaleString("en-CA", { style: "currency", currency: "CAD", maximumFractionDigits: 0 });

function dealRoomLine(event: TimelineEvent): Omit<TimelineLine, "at" | "listing"> | null {
  const { detail } = event;
  switch (event.event) {
    case "agreement-signed":
      return {
        title: "Signed the confidentiality agreement",
        detail: [text(detail.name), text(detail.company)].filter(Boolean).join(", ") || null,
      };
    case "room-visit":
      return { title: "Visited the deal room", detail: `${Number(detail.openings ?? 1)} opening(s)` };
    case "download":
      return {
        title: `Downloaded ${text(detail.fileName) ?? "a document"}`,
        detail: text(detail.downloadId) ? `Download ID ${text(detail.downloadId)}` : null,
      };
    case "offer":
      return {
        title: `Sent offer ${Number(detail.revision ?? 1) > 1 ? `revision ${String(detail.revision)}` : ""}`.trim(),
        detail: `${money(detail.price)}, deposit ${money(detail.deposit)}, closing ${text(detail.closingDate) ?? "not given"}${detail.late ? " (late)" : ""}`,
      };
    default:
      return null;
  }
}

export function timelineLine(event: TimelineEvent): TimelineLine {
  const base = { at: event.at, listing: event.listing };
  const { detail } = event;
  if (event.event in LEAD_TITLES) {
    const touch = [text(detail.source), text(detail.campaign)].filter(Boolean).join(" / ");
    return {
      ...base,
      title: LEAD_TITLES[event.event] ?? event.event,
      detail: [text(detail.message), touch ? `Source: ${touch}` : null].filter(Boolean).join("\n") || null,
    };
  }
  if (event.event in TEAM_TITLES) {
    const value = text(detail.value);
    const by = text(detail.by) ?? "the team";
    if (event.event === "team-note") return { ...base, title: `Note by ${by}`, detail: value };
    return { ...base, title: `${TEAM_TITLES[event.event]} ${value ?? "none"}`, detail: `By ${by}` };
  }
  const room = dealRoomLine(event);
  if (room) return { ...base, ...room };
  if (event.event.startsWith("consent-"))
    return { ...base, title: `Consent record: ${event.event.slice(8).replaceAll("-", " ")}`, detail: text(detail.page) };
  if (event.event === "unsubscribed") return { ...base, title: "Unsubscribed from the deal e-mails", detail: null };
  if (event.event.startsWith("privacy-")) return { ...base, title: `Personal information request: ${event.event.slice(8)}`, detail: null };
  return { ...base, title: event.event, detail: null };
}

export interface Touch {
  source: string | null;
  campaign: string | null;
  at: string;
}

function touchOf(attribution: unknown, which: "first" | "last"): { source: string | null; campaign: string | null } | null {
  if (!attribution || typeof attribution !== "object") return null;
  const touch = (attribution as Record<string, unknown>)[which];
  if (!touch || typeof touch !== "object") return null;
  const { source, campaign } = touch as Record<string, unknown>;
  return { source: text(source), campaign: text(campaign) };
}

/** The first touch of the person's earliest lead and the last touch of their latest (events newest first). */
export function firstAndLastTouch(events: readonly TimelineEvent[]): { first: Touch | null; last: Touch | null } {
  const leads = events.filter((event) => event.event.startsWith("lead-"));
  const earliest = leads.at(-1);
  const latest = leads[0];
  const pick = (event: TimelineEvent | undefined, which: "first" | "last"): Touch | null => {
    if (!event) return null;
    const touch = touchOf(event.detail.attribution, which) ?? touchOf(event.detail.attribution, which === "first" ? "last" : "first");
    return { source: touch?.source ?? null, campaign: touch?.campaign ?? null, at: event.at };
  };
  return { first: pick(earliest, "first"), last: pick(latest, "last") };
}
