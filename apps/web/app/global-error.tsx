"use client";

import { ErrorMessage } from "@/src/components/ErrorMessage";
import "./globals.css";

/** Replaces the root layout when it fails itself; must render its own <html>. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-CA">
      <body className="bg-slate-50 font-sans text-slate-900">
        <ErrorMessage error={error} reset={reset} />
      </body>
    </html>
  );
}
