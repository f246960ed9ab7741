/**
 * How a registrant is named in the team's advertising (issue 43, docs/decisions/0053), in one
 * place for the Studio (the agent profile's title list and its checks), the site (every line
 * that advertises a person) and the tests that check every page and e-mail.
 *
 * The titles are the descriptions RECO's advertising checklist (Registrar's Bulletin 2014-1,
 * updated 2020-11-05) lists for each registration category; "REALTOR®" is never a title here:
 * it is added beside a person's title only when the profile records CREA membership.
 */

export type RegistrationCategory = "salesperson" | "broker" | "brokerOfRecord";

export interface RegistrantTitle {
  title: string;
  category: RegistrationCategory;
}

/** The titles a registrant may advertise under, by registration category. */
export const REGISTRANT_TITLES: readonly RegistrantTitle[] = [
  { title: "Salesperson", category: "salesperson" },
  { title: "Real Estate Salesperson", category: "salesperson" },
  { title: "Sales Representative", category: "salesperson" },
  { title: "Real Estate Sales Representative", category: "salesperson" },
  { title: "Broker", category: "broker" },
  { title: "Real Estate Broker", category: "broker" },
  { title: "Broker of Record", category: "brokerOfRecord" },
  { title: "Real Estate Broker of Record", category: "brokerOfRecord" },
];

export const REALTOR_MARK = "REALTOR®";

/** The person as the profile records them: registered name, title, CREA membership. */
export interface Registrant {
  registeredName: string;
  title: string;
  creaMember: boolean;
}

export function isPermittedTitle(title: string): boolean {
  return REGISTRANT_TITLES.some((entry) => entry.title === title);
}

/** "Daniel Mercer, Sales Representative" (and ", REALTOR®" for a CREA member): the line that advertises a person. */
export function registrantLine(person: Registrant): string {
  return [person.registeredName, person.title, ...(person.creaMember ? [REALTOR_MARK] : [])].join(", ");
}

/**
 * Why a profile cannot be advertised as it stands, in words for the editor; null when it can.
 * A title outside the list, or "REALTOR®" written into the name or the title, is refused.
 */
export function registrantProblem(person: Partial<Registrant>): string | null {
  if (!person.registeredName?.trim()) return "The registered name is missing: write the name exactly as RECO registered it.";
  if (!person.title || !isPermittedTitle(person.title)) {
    return `"${person.title ?? ""}" is not a title RECO permits: choose one of ${REGISTRANT_TITLES.map((entry) => entry.title).join(", ")}.`;
  }
  if (/realtor/i.test(person.registeredName)) {
    return "REALTOR® does not belong in the name: tick the CREA membership box and the site adds it beside the title.";
  }
  return null;
}
