"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "@agency/ui";
import { isActive, type NavLink } from "@/src/navigation/navLink";

interface MobileMenuProps {
  links: NavLink[];
  investorLinks: NavLink[];
  /** The site search box, first in the panel (rendered by the server: a plain form). */
  search?: ReactNode;
}

/**
 * The small-screen menu (docs/product.md#header-and-mobile-menu): a disclosure button and a panel with the same links
 * plus the 'For Investors:' group. Closes on a link, on Escape (focus returns to the button)
 * and on navigation.
 */
export function MobileMenu({ links, investorLinks, search }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [lastPathname, setLastPathname] = useState(pathname);

  // A navigation that did not come from a link in the panel (Back button) also closes it.
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLAnchorElement>("a")?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const linkClass = (href: string) =>
    cn(
      "block rounded-md px-3 py-3 text-base font-medium",
      isActive(href, pathname) ? "bg-slate-900 text-white" : "text-slate-800 hover:bg-slate-100",
    );

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-500"
      >
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-b border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        {search}
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={linkClass(link.href)}
                  aria-current={isActive(link.href, pathname) ? "page" : undefined}
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-4 px-3 text-sm font-semibold tracking-wide text-slate-500 uppercase" id={`${panelId}-investors`}>
            For Investors:
          </p>
          <ul className="mt-1 space-y-1" aria-labelledby={`${panelId}-investors`}>
            {investorLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass(link.href)} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
