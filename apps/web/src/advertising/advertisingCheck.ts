/**
 * The check behind "the team cannot publish what the regulator would fault" (issue 43, decision
 * 0053), run by the tests over every page of the production build and every e-mail template:
 * - the brokerage's registered name (with "Brokerage") and its address are there;
 * - a registrant the text names is shown, at least once, with a permitted title beside the name;
 * - "REALTOR®" is never put beside a person who is not a CREA member.
 * Pure: it reads text (visibleText() turns a page's HTML into the text a visitor reads).
 */
import { REALTOR_MARK, REGISTRANT_TITLES, type Registrant } from "@agency/paths/registrants";

export interface AdvertisingRules {
  brokerageName: string;
  brokerageAddress: string;
  /** The people the site may name: the agent profile (and any team member). */
  registrants: readonly Registrant[];
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
