"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@agency/ui";
import { isActive, type NavLink } from "@/src/navigation/navLink";

/** The desktop links; the active one is highlighted (docs/product.md#header-and-mobile-menu). */
export function NavLinks({ links }: { links: NavLink[] }) {
  const pathname = usePathname();
  return (
    <ul className="hidden flex-wrap items-center justify-end gap-1 md:flex">
      {links.map((link) => {
        const active = isActive(link.href, pathname);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={active ? "page" : undefined}
              className={cn(
                "rounded-md px-3 py-2 text-sm font-medium transition-colors",
                active ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
