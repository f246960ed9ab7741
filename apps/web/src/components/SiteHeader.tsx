import { INVESTOR_NAV, PRIMARY_NAV } from "@/src/navigation/navigation";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { NavLinks } from "./NavLinks";
import { HeaderSearch } from "./search/HeaderSearch";
import { StatusBadge } from "./StatusBadge";

export function SiteHeader({ agencyName }: { agencyName: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      {/* At least 4rem high, not exactly: with text enlarged (WCAG 1.4.4) the links wrap onto a
          second line instead of running past the window's edge. */}
      <div className="relative mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-4 px-4 py-2">
        <Logo agencyName={agencyName} />
        <div className="flex min-w-0 flex-wrap items-center justify-end gap-2">
          <nav aria-label="Main" className="hidden md:block">
            <NavLinks links={PRIMARY_NAV} />
          </nav>
          {/* Site search (issue 34): beside the links on wide screens, at the top of the menu on phones. */}
          <HeaderSearch id="header-search" label="Site search" className="hidden w-44 md:flex lg:w-56" />
          <StatusBadge />
          <MobileMenu
            links={PRIMARY_NAV}
            investorLinks={INVESTOR_NAV}
            search={<HeaderSearch id="menu-search" label="Site search (menu)" className="mb-4" />}
          />
        </div>
      </div>
    </header>
  );
}
