// The framework's floor: the smallest App Router page, built with the site's next/react and the
// settings of apps/web/next.config.ts that change what the browser receives (decision 0009).
import type { ReactNode } from "react";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-CA">
      <body>{children}</body>
    </html>
  );
}
