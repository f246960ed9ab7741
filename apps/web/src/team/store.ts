/**
 * The team's workspace store (supabase/migrations/20261127004000_team_workspace.sql, decision
 * 0054): the Leads page's one list over the three lead tables, what the team records about a
 * person and its history, a person's timeline and Today. Every operation is one SQL function,
 * called as `select * from …` by the SQL adapters (PGlite, node-postgres) and as an RPC by the
 * hosted one, so paging, filtering and search happen in SQL, once, for all three.
 */
import type { LeadKind } from "@agency/supabase/leads";
import { toIsoTimestamp } from "@/src/database/rows";

export const PERSON_STATUSES = ["new", "contacted", "qualified", "not-a-fit", "client"] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** The Leads page's filters: each absent one means any. Dates are Toronto days, YYYY-MM-DD. */
export interface LeadFilters {
  kind?: LeadKind | undefined;
  status?: PersonStatus | undefined;
  source?: string | undefined;
  campaign?: string | undefined;
  listing?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** A word (or words) of the name, e-mail, phone or message, any case. */
  query?: string | undefined;
  /** "oldest": the oldest lead first; newest first otherwise. Not a filter: the same rows, in the other order. */
  order?: "oldest" | undefined;
}

export interface TeamLead {
  kind: LeadKind;
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  listing: string | null;
  source: string | null;
  campaign: string | null;
  message: string | null;
  status: PersonStatus;
  owner: string | null;
  followUpOn: string | null;
}

export interface LeadPage {
  leads: TeamLead[];
  /** How many leads the filtered view holds across all its pages. */
  total: number;
}

export interface LeadFacets {
  sources: string[];
  campaigns: string[];
  listings: string[];
}

/** What the team records about a person; a person never touched is "new" with nothing else. */
export interface PersonRecord {
  email: string;
  status: PersonStatus;
  owner: string | null;
  followUpOn: string | null;
  updatedAt: string | null;
}

export interface PersonChange {
  status: PersonStatus;
  owner: string | null;
  followUpOn: string | null;
  /** A note to add to the history (never edits an earlier one). */
  note: string | null;
  /** The team member who made the change. */
  by: string;
  at: Date;
}

/** One thing that happened, for the person's timeline. */
export interface TimelineEvent {
  at: string;
  /** lead-contact, consent-confirmed, agreement-signed, room-visit, download, offer, team-note… */
  event: string;
  listing: string | null;
  detail: Record<string, unknown>;
}

export interface TodayLine {
  section: "new" | "follow-up";
  kind: LeadKind | null;
  id: string | null;
  at: string;
  name: string | null;
  email: string;
  listing: string | null;
  status: PersonStatus;
  owner: string | null;
  followUpOn: string | null;
}

export interface TeamStore {
  leads(filters: LeadFilters, page: { limit: number; offset: number }): Promise<LeadPage>;
  facets(): Promise<LeadFacets>;
  person(email: string): Promise<PersonRecord>;
  /** Saves and answers how many history rows the save wrote (0: nothing changed). */
  savePerson(email: string, change: PersonChange): Promise<number>;
  timeline(email: string, limit: number): Promise<TimelineEvent[]>;
  /** Records a visit to Today at `at`; answers since when its leads are "new". */
  visitToday(at: Date): Promise<string>;
  /** Leads since `since`, and follow-ups due on or before the Toronto day `today`, at most `limit` each. */
  today(since: string, today: string, limit: number): Promise<TodayLine[]>;
}

type Argument = readonly [name: string, type: string, value: unknown];
export type TeamCall = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

export function sqlTeamCall(db: { query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]> }): TeamCall {
  return (name, args) =>
    db.query<Record<string, unknown>>(
      `select * from public.${name}(${args.map(([, type], index) => `$${index + 1}::${type}`).join(", ")})`,
      args.map(([, , value]) => value),
    );
}

export function rpcTeamCall(rpc: (name: string, args: Record<string, unknown>) => Promise<unknown>): TeamCall {
  return async (name, args) => {
    const data = await rpc(name, Object.fromEntries(args.map(([parameter, , value]) => [parameter, value])));
    if (data === null || data === undefined) return [];
    return Array.isArray(data) ? (data as Record<string, unknown>[]) : [{ [name]: data }];
  };
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const time = (value: unknown): string | null => (value === null || value === undefined ? null : toIsoTimestamp(value));
/** A date, as the functions answer it (text, YYYY-MM-DD). */
const day = (value: unknown): string | null => (typeof value === "string" ? value.slice(0, 10) : null);
const status = (value: unknown): PersonStatus =>
  (PERSON_STATUSES as readonly string[]).includes(String(value)) ? (value as PersonStatus) : "new";
const json = (value: unknown): Record<string, unknown> =>
  (typeof value === "string" ? JSON.parse(value) : (value ?? {})) as Record<string, unknown>;

function toTeamLead(row: Record<string, unknown>): TeamLead {
  return {
    kind: row.kind as LeadKind,
    id: String(row.id),
    createdAt: time(row.created_at) ?? "",
    name: text(row.name) ?? "",
    email: text(row.email) ?? "",
    phone: text(row.phone),
    listing: text(row.listing),
    source: text(row.source),
    campaign: text(row.campaign),
    message: text(row.message),
    status: status(row.status),
    owner: text(row.owner),
    followUpOn: day(row.follow_up_on),
  };
}

function filterArguments(filters: LeadFilters): Argument[] {
  return [
    ["p_kind", "text", filters.kind ?? null],
    ["p_status", "text", filters.status ?? null],
    ["p_source", "text", filters.source ?? null],
    ["p_campaign", "text", filters.campaign ?? null],
    ["p_listing", "text", filters.listing ?? null],
    ["p_from", "date", filters.from ?? null],
    ["p_to", "date", filters.to ?? null],
    ["p_query", "text", filters.query ?? null],
    ["p_oldest_first", "boolean", filters.order === "oldest"],
  ];
}

export function createTeamStore(call: TeamCall): TeamStore {
  return {
    async leads(filters, { limit, offset }) {
      const rows = await call("team_leads", [...filterArguments(filters), ["p_limit", "integer", limit], ["p_offset", "integer", offset]]);
      // A page past the end has no row to carry the total: ask for the first row's.
      const total = rows[0] ? Number(rows[0].total) : offset > 0 ? (await this.leads(filters, { limit: 1, offset: 0 })).total : 0;
      return { leads: rows.map(toTeamLead), total };
    },
    async facets() {
      const rows = await call("team_lead_facets", []);
      const of = (facet: string) => rows.filter((row) => row.facet === facet).map((row) => String(row.value));
      return { sources: of("source"), campaigns: of("campaign"), listings: of("listing") };
    },
    async person(email) {
      const [row] = await call("team_person", [["p_email", "text", email]]);
      return {
        email: text(row?.email) ?? email.trim().toLowerCase(),
        status: status(row?.status),
        owner: text(row?.owner),
        followUpOn: day(row?.follow_up_on),
        updatedAt: time(row?.updated_at),
      };
    },
    async savePerson(email, change) {
      const [row] = await call("team_save_person", [
        ["p_email", "text", email],
        ["p_status", "text", change.status],
        ["p_owner", "text", change.owner],
        ["p_follow_up_on", "date", change.followUpOn],
        ["p_note", "text", change.note],
        ["p_by", "text", change.by],
        ["p_at", "timestamptz", change.at.toISOString()],
      ]);
      return Number(row?.team_save_person ?? 0);
    },
    async timeline(email, limit) {
      const rows = await call("team_person_timeline", [
        ["p_email", "text", email],
        ["p_limit", "integer", limit],
      ]);
      return rows.map((row) => ({
        at: time(row.at) ?? "",
        event: String(row.event),
        listing: text(row.listing),
        detail: json(row.detail),
      }));
    },
    async visitToday(at) {
      const [row] = await call("team_visit_today", [["p_at", "timestamptz", at.toISOString()]]);
      return time(row?.team_visit_today) ?? at.toISOString();
    },
    async today(since, today, limit) {
      const rows = await call("team_today", [
        ["p_since", "timestamptz", since],
        ["p_today", "date", today],
        ["p_limit", "integer", limit],
      ]);
      return rows.map((row) => ({
        section: row.section === "follow-up" ? "follow-up" : "new",
        kind: (text(row.kind) as LeadKind | null) ?? null,
        id: text(row.id),
        at: time(row.at) ?? "",
        name: text(row.name),
        email: String(row.email),
        listing: text(row.listing),
        status: status(row.status),
        owner: text(row.owner),
        followUpOn: day(row.follow_up_on),
      }));
    },
  };
}
