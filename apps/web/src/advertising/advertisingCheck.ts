/**
 * The check behind "the team cannot publish what the regulator would fault" (issue 43, decision
 * 0053), run by the tests over every page of the production build and every e-mail template:
 * - the brokerage's registered name (with "Brokerage") and its address are there;
 * - a registrant the text names is shown, at least once, with a permitted title beside the name;
 * - "REALTOR®" is never put beside a person who is not a CREA member;
 * - a figure the team claims about its own business ("1,000+ buyers") is the figure whose basis
 *   is on record, carries the footnote mark (*), and the page shows the basis.
 * Pure: it reads text (visibleText() turns a page's HTML into the text a visitor reads).
 */
import { REALTOR_MARK, REGISTRANT_TITLES, type Registrant } from "@agency/paths/registrants";

/** A claim about the team with its basis (the site settings' investor network figure, decision 0053). */
export interface ClaimBasis {
  /** "An investor network of 1,000+ qualified buyers". */
  claim: string;
  source: string;
  /** The day it was true, YYYY-MM-DD. */
  asOf: string;
}

export interface AdvertisingRules {
  brokerageName: string;
  brokerageAddress: string;
  /** The people the site may name: the agent profile (and any team member). */
  registrants: readonly Registrant[];
  /** The claim whose basis is on record; without one, any figure claimed about the team is a fault. */
  claimBasis?: ClaimBasis | null | undefined;
}

/**
 * A figure claimed about the team's own business (RECO Bulletin 2014-1: business volume or trading
 * activity): a number, with or without "+", before the people or deals it counts. A figure about
 * a market ("580,000+ residents", "7+ million people") is not one.
 */
const TEAM_FIGURE =
  /\b(\d{1,3}(?:,\d{3})+|\d+)(\+?) (?:(?:qualified|active|registered) )?(?:buyers|investors|investor network|clients|transactions|deals|sales|facilities sold|properties sold)\b/gi;

/** How far after a figure its footnote mark may come: the rest of the phrase and its full stop. */
const MARK_WINDOW = 60;

/** The footnote the site shows under every page: "<claim>: <source>, as of <day>". */
export function claimFootnote(basis: ClaimBasis): string {
  return `${basis.claim}: ${basis.source}, as of ${basis.asOf}`;
}

/** `lines`: the text with its line breaks (a figure never reads across two lines, such as a table's cells). */
function claimFaults(lines: string, basis: ClaimBasis | null | undefined): string[] {
  const footnote = basis ? claimFootnote(basis) : null;
  // The footnote states the figure too: it is the basis, not a claim needing one.
  const text = footnote ? lines.split(footnote).join(" ") : lines;
  const basisMatch = basis ? [...basis.claim.matchAll(TEAM_FIGURE)][0] : undefined;
  const basisFigure = basisMatch ? `${basisMatch[1]}${basisMatch[2]}` : null;
  const faults: string[] = [];
  let backed = false;
  for (const match of text.matchAll(TEAM_FIGURE)) {
    const [phrase, number, plus] = match;
    if (`${number}${plus}` !== basisFigure) {
      faults.push(`"${phrase}" is a figure claimed about the team with no basis on record (the site settings' claim and its source).`);
      continue;
    }
    backed = true;
    const end = match.index + phrase.length;
    if (!/^[^*.!?]*[.!?]?\*/.test(text.slice(end, end + MARK_WINDOW))) {
      faults.push(`"${phrase}" is a figure claimed about the team without the footnote mark (*) that points to its basis.`);
    }
  }
  if (backed && footnote && !lines.includes(footnote)) {
    faults.push(`The page claims a figure about the team but does not show its basis ("${footnote}").`);
  }
  return faults;
}

/** How far after a name its title may start ("Daniel Mercer, Sales Representative", "Daniel Mercer · Broker"). */
const TITLE_WINDOW = 24;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const TITLES = REGISTRANT_TITLES.map((entry) => escapeRegExp(entry.title)).join("|");

/** The faults of one page or e-mail, in words a reviewer can act on; empty when it passes. */
export function advertisingFaults(text: string, rules: AdvertisingRules): string[] {
  const flat = text.replace(/\s+/g, " ");
  const faults: string[] = [];
  if (!/brokerage/i.test(rules.brokerageName)) faults.push(`The brokerage name "${rules.brokerageName}" lacks the word "Brokerage".`);
  if (!flat.includes(rules.brokerageName)) faults.push(`The brokerage's registered name "${rules.brokerageName}" is missing.`);
  if (!flat.includes(rules.brokerageAddress)) faults.push(`The brokerage's address "${rules.brokerageAddress}" is missing.`);
  for (const person of rules.registrants) {
    const name = escapeRegExp(person.registeredName);
    if (!new RegExp(name).test(flat)) continue;
    if (!new RegExp(`${name}[^.;\\n]{0,${TITLE_WINDOW}}?\\b(?:${TITLES})\\b`).test(flat)) {
      faults.push(`${person.registeredName} is named without a permitted title beside the name.`);
    }
    if (!person.creaMember && new RegExp(`${name}[^.;\\n]{0,${TITLE_WINDOW + 40}}?${escapeRegExp(REALTOR_MARK)}`).test(flat)) {
      faults.push(`${person.registeredName} is shown with ${REALTOR_MARK} but is not a member of CREA.`);
    }
  }
  faults.push(...claimFaults(text.replace(/[^\S\n]+/g, " "), rules.claimBasis));
  return faults;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", reg: "®" };

/** The text a visitor reads: scripts, styles and tags removed, entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6]|tr|section|footer|header|dd|dt)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(parseInt(code.slice(1), 10));
      return ENTITIES[code.toLowerCase()] ?? entity;
    });
}
