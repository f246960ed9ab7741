import { INVESTOR_NAV, PRIMARY_NAV } from "../navigation";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { NavLinks } from "./NavLinks";
import { StatusBadge } from "./StatusBadge";

export function SiteHeader({ agencyName }: { agencyName: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo agencyName={agencyName} />
        <div className="flex items-center gap-2">
          <nav aria-label="Main" className="hidden md:block">
            <NavLinks links={PRIMARY_NAV} />
          </nav>
          <StatusBadge />
          <MobileMenu links={PRIMARY_NAV} investorLinks={INVESTOR_NAV} />
        </div>
      </div>
    </header>
  );
}
