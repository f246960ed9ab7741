"use client";

import { ErrorMessage } from "@/src/components/ErrorMessage";

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorMessage error={error} reset={reset} />;
}
