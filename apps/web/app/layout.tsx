import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AnalyticsBeacon } from "@/src/components/AnalyticsBeacon";
import { AttributionTracker } from "@/src/components/AttributionTracker";
import { DraftModeTools } from "@/src/components/DraftModeTools";
import { PublicChrome } from "@/src/components/PublicChrome";
import { SiteFooter } from "@/src/components/SiteFooter";
import { SiteHeader } from "@/src/components/SiteHeader";
import { getAgentProfile, getSiteSettings } from "@/src/content/content.server";
import { serverEnv } from "@/src/env";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  return {
    metadataBase: new URL(serverEnv().SITE_URL),
    applicationName: settings.agencyName,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#0f172a",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [settings, agent] = await Promise.all([getSiteSettings(), getAgentProfile()]);
  return (
    <html lang="en-CA">
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-amber-500 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          Skip to content
        </a>
        <DraftModeTools />
        <AttributionTracker />
        <AnalyticsBeacon />
        <PublicChrome>
          <SiteHeader agencyName={settings.agencyName} />
        </PublicChrome>
        <main id="main" className="flex-1">
          {children}
        </main>
        <PublicChrome>
          <SiteFooter settings={settings} agent={agent} currentYear={new Date().getFullYear()} />
        </PublicChrome>
      </body>
    </html>
  );
}
