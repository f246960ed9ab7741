/**
 * What the proposal pages read on the server (issue 44, decision 0052): the store, the markets
 * whose cap-rate figure can price the matrix, and one proposal with its figures, its held file
 * read through the saved (or suggested) mapping, its owner's links and their openings.
 */
import "server-only";
import { getMarketDirectory } from "@/src/content/content.server";
import { serverEnv } from "@/src/env";
import { logError } from "@/src/log";
import { formatSignature, suggestMapping, type ColumnMapping } from "./columnMapping";
import { marketCapRate, type MarketCapRate } from "./marketCapRate";
import { getProposalsBackend } from "./backend";
import { opinionOfValueUrl } from "./ownerLink";
import { proposalFigures, type ProposalFigures } from "./proposalFigures";
import { readRentRoll, type RentRollReading } from "./rentRoll";
import type { Proposal, ProposalLink, ProposalOpening, ProposalStore, SavedColumnMapping } from "./store";

export class ProposalsUnavailable extends Error {
  constructor() {
    super("The proposals need the database's service-role key (SUPABASE_SERVICE_ROLE_KEY).");
    this.name = "ProposalsUnavailable";
  }
}

export async function proposalStore(): Promise<ProposalStore> {
  const store = (await (await getProposalsBackend()).repository()).proposals;
  if (!store) throw new ProposalsUnavailable();
  return store;
}

/**
 * The latest proposal of each owner's address (the list comes the latest change first), for the
 * valuation leads' "Open its proposal"; undefined (logged) when the proposals cannot be read, so
 * the page that asks still shows its own data.
 */
export async function latestProposalByOwner(): Promise<ReadonlyMap<string, string> | undefined> {
  try {
    const byOwner = new Map<string, string>();
    for (const proposal of await (await proposalStore()).list())
      if (!byOwner.has(proposal.ownerEmail)) byOwner.set(proposal.ownerEmail, proposal.id);
    return byOwner;
  } catch (error) {
    logError("The proposals could not be read for the valuation leads", error);
    return undefined;
  }
}

export interface MarketOption extends MarketCapRate {
  key: string;
  name: string;
}

/** The self-storage market pages that publish a cap-rate figure, by name. */
export async function marketOptions(): Promise<MarketOption[]> {
  const directory = await getMarketDirectory();
  return directory.selfStorage
    .flatMap((market) => {
      const capRate = market.key && market.name ? marketCapRate(market.metrics ?? []) : null;
      return capRate && market.key && market.name ? [{ ...capRate, key: market.key, name: market.name }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en-CA"));
}

export interface HeldFile {
  fileName: string;
  mapping: ColumnMapping;
  /** The saved format's name, or null when this format was never mapped. */
  formatName: string | null;
  reading: RentRollReading;
}

export interface LinkWithUrl extends ProposalLink {
  /** The owner's address while the link works, else null. */
  url: string | null;
}

export interface ProposalView {
  proposal: Proposal;
  markets: MarketOption[];
  market: MarketOption | null;
  figures: ProposalFigures;
  held: HeldFile | null;
  links: LinkWithUrl[];
  openings: ProposalOpening[];
}

/** The held file read through its format's saved mapping, or the mapping suggested from its headers. */
export function heldFile(proposal: Proposal, saved: readonly SavedColumnMapping[]): HeldFile | null {
  if (!proposal.pending) return null;
  const { table, fileName } = proposal.pending;
  const format = saved.find((candidate) => candidate.signature === formatSignature(table.headers)) ?? null;
  const mapping = format?.mapping ?? suggestMapping(table.headers);
  return { fileName, mapping, formatName: format?.name ?? null, reading: readRentRoll(table, mapping) };
}

export async function loadProposalView(id: string, now: Date): Promise<ProposalView | null> {
  const store = await proposalStore();
  const proposal = await store.get(id);
  if (!proposal) return null;
  const [markets, saved, links, openings, secret] = await Promise.all([
    marketOptions(),
    proposal.pending ? store.columnMappings() : Promise.resolve([]),
    store.links(id),
    store.openings(id),
    (await getProposalsBackend()).linkSecret(),
  ]);
  const market = markets.find((candidate) => candidate.key === proposal.market) ?? null;
  const working = (link: ProposalLink) => !link.withdrawnAt && new Date(link.expiresAt).getTime() > now.getTime();
  return {
    proposal,
    markets,
    market,
    figures: proposalFigures(proposal, market),
    held: heldFile(proposal, saved),
    links: links.map((link) => ({
      ...link,
      url: working(link) ? opinionOfValueUrl(serverEnv().SITE_URL, { id: link.id, expiresAt: new Date(link.expiresAt) }, secret) : null,
    })),
    openings,
  };
}
