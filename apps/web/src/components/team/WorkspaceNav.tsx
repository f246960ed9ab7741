"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { WORKSPACE_SECTIONS } from "@/src/team/paths";

/** The workspace's sections, the current one marked (aria-current) so a screen reader says where it is. */
export function WorkspaceNav() {
  const pathname = usePathname() ?? "/team/";
  const current = (href: string) =>
    href === "/team/" ? pathname === "/team/" || pathname === "/team" : pathname.startsWith(href.replace(/\/$/, ""));
  return (
    <nav aria-label="Workspace" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4 py-2">
        {WORKSPACE_SECTIONS.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={current(href) ? "page" : undefined}
              className="inline-block rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
