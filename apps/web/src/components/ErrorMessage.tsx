"use client";

import { buttonClasses } from "@agency/ui";

/**
 * docs/product.md#error-screen: 'Unexpected Application Error!' with the status or message. Server errors reach
 * the browser with a generic message and a digest (never a stack trace); only the message is
 * shown, never error.stack.
 */
export function errorSummary(error: Error & { digest?: string; status?: number }): string {
  if (typeof error.status === "number") return String(error.status);
  if (error.digest) return `Something went wrong on our side (reference ${error.digest}).`;
  return error.message || "500";
}

export function ErrorMessage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" role="alert">
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="mt-4 text-slate-700">{errorSummary(error)}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClasses("primary")}>
          Try again
        </button>
        {/* A full page load on purpose: after an application error the client router may be broken. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonClasses("secondary")}>
          Back to home
        </a>
      </div>
    </section>
  );
}
