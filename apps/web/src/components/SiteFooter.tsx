import Link from "next/link";
import { telHref } from "@/src/navigation/contact";
import { registrantLine } from "@agency/paths/registrants";
import { teamOfBrokerage } from "@/src/advertising/identity";
import type { AgentProfile, SiteSettings } from "@/src/content/types";
import { FOOTER_NAV } from "@/src/navigation/navigation";
import { SOCIAL_LABELS, SocialIcon } from "./SocialIcon";

/** First year of the agency's copyright (docs/product.md#footer). */
export const COPYRIGHT_START_YEAR = 2020;

export function copyrightYears(currentYear: number): string {
  return currentYear > COPYRIGHT_START_YEAR ? `${COPYRIGHT_START_YEAR}–${currentYear}` : String(COPYRIGHT_START_YEAR);
}

/**
 * Every page's footer carries what Ontario's advertising rules ask of each advertisement
 * (decision 0053): the agent's registered name and title, the team shown as a team of the
 * brokerage, the brokerage's registered name and address, and the basis of the figure it claims.
 */
export function SiteFooter({ settings, agent, currentYear }: { settings: SiteSettings; agent: AgentProfile; currentYear: number }) {
  return (
    <footer className="mt-16 bg-slate-950 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-semibold text-white">{settings.agencyName}</p>
          <p className="mt-1 text-sm">{registrantLine({ registeredName: agent.name, title: agent.title, creaMember: agent.creaMember })}</p>
          <p className="mt-1 text-sm">{teamOfBrokerage(settings)}</p>
          <p className="mt-1 text-sm">{settings.brokerageAddress}</p>
          <p className="mt-4 text-sm">{settings.positioning}</p>
          <address className="mt-4 space-y-1 text-sm not-italic">
            <a className="block text-amber-400 hover:text-amber-300" href={telHref(settings.phone)}>
              {settings.phone}
            </a>
            <a className="block text-amber-400 hover:text-amber-300" href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
            <span className="block">{settings.hoursText}</span>
          </address>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Explore</h2>
          <ul className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2 md:grid-cols-1">
            {FOOTER_NAV.map((link) => (
              <li key={`${link.href}-${link.label}`}>
                <Link className="hover:text-white" href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Follow us</h2>
          {/* The icons are styled from the list: one class list, not one per link in the HTML and the component payload. */}
          <ul className="mt-3 flex flex-wrap gap-2 [&_a]:flex [&_a]:h-11 [&_a]:w-11 [&_a]:items-center [&_a]:justify-center [&_a]:rounded-full [&_a]:bg-slate-800 [&_a]:text-slate-200 [&_a:hover]:bg-amber-500 [&_a:hover]:text-slate-950">
            {(settings.socialProfiles ?? []).map((profile) => (
              <li key={profile.network}>
                <a href={profile.url} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={profile.network} />
                  <span className="sr-only">{`${SOCIAL_LABELS[profile.network]} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm">
            {settings.investorNetworkClaim}.<sup aria-hidden="true">*</sup>
          </p>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-6xl space-y-3 px-4 py-8 text-xs leading-relaxed text-slate-400">
          <p>
            * {settings.investorNetworkClaim}: {settings.investorNetworkSource}, as of {settings.investorNetworkAsOf}.
          </p>
          <p>{settings.disclaimer}</p>
          {settings.trademarkNotices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
          <p className="text-slate-300">
            © {copyrightYears(currentYear)} {settings.agencyName}. {settings.brokerageName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
