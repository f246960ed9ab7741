/**
 * Who advertises, in the words every page, e-mail and PDF uses (issue 43, decision 0053): the
 * registrant by registered name and permitted title, the team shown as a team of the brokerage
 * (so it never reads as a company of its own), the brokerage by its registered name and address.
 * One source: the site settings and the agent profile. Pure.
 */
import { registrantLine } from "@agency/paths/registrants";
import type { AgentProfile, SiteSettings } from "@/src/content/types";

/** What an e-mail's signature, a PDF's footer and the site's footer name. */
export interface AdvertisingIdentity {
  agencyName: string;
  brokerageName: string;
  brokerageAddress: string;
  /** "Daniel Mercer, Sales Representative" (REALTOR® added only for a CREA member). */
  registrant: string;
}

export function advertisingIdentity(
  settings: Pick<SiteSettings, "agencyName" | "brokerageName" | "brokerageAddress">,
  agent: Pick<AgentProfile, "name" | "title" | "creaMember">,
): AdvertisingIdentity {
  return {
    agencyName: settings.agencyName,
    brokerageName: settings.brokerageName,
    brokerageAddress: settings.brokerageAddress,
    registrant: registrantLine({ registeredName: agent.name, title: agent.title, creaMember: agent.creaMember }),
  };
}

/** "Ontario Storage Advisors, a team of Lakeshore Commercial Realty Inc., Brokerage". */
export function teamOfBrokerage(identity: Pick<AdvertisingIdentity, "agencyName" | "brokerageName">): string {
  return `${identity.agencyName}, a team of ${identity.brokerageName}`;
}

/** The lines that close every e-mail the site sends and every PDF it makes. */
export function signatureLines(identity: AdvertisingIdentity): string[] {
  return [identity.registrant, teamOfBrokerage(identity), identity.brokerageAddress];
}

/** The signature in one sentence, for a line that already says "Sent by …". */
export function signatureSentence(identity: AdvertisingIdentity): string {
  return signatureLines(identity).join(", ");
}
