"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, type MouseEvent } from "react";

/** Pages of this site shown in this tab since it loaded (module state survives client navigations). */
let pagesSeenInTab = 0;

function cameFromThisSite(): boolean {
  if (pagesSeenInTab > 1) return true;
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Goes back one step when the previous page was on this site; otherwise (opened from a search
 * result, a bookmark or a new tab) it goes home rather than leaving the site. Without
 * JavaScript it is a plain link home.
 */
export function GoBackButton() {
  const pathname = usePathname();
  useEffect(() => {
    pagesSeenInTab += 1;
  }, [pathname]);

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    if (cameFromThisSite()) {
      event.preventDefault();
      window.history.back();
    }
  }
  return (
    <Link
      href="/"
      onClick={goBack}
      className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M15 18l-6-6 6-6" />
      </svg>
      Go Back
    </Link>
  );
}
