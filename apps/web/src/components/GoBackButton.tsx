"use client";

import type { MouseEvent } from "react";

/**
 * Goes back one step in history; with no history (opened from a search result or a new tab)
 * it goes home. Without JavaScript it is a plain link home.
 */
export function GoBackButton() {
  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    if (window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  }
  return (
    <a
      href="/"
      onClick={goBack}
      className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M15 18l-6-6 6-6" />
      </svg>
      Go Back
    </a>
  );
}
