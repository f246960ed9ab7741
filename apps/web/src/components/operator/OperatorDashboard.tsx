import { Badge } from "@agency/ui";
import { serverEnv } from "@/src/env";
import { WORKSPACE_SECTIONS } from "@/src/team/paths";
import { DiagnosticsPanel } from "./DiagnosticsPanel";
import { HealthSummary } from "./HealthSummary";
import { SignOutButton } from "./SignOutButton";

/**
 * What a signed-in operator sees on /diagnostics: the health report and the system tests. The
 * business sections (leads, traffic, deal rooms, investors, privacy) are in the team's workspace
 * under /team/ (issue 45), linked at the top.
 */
export function OperatorDashboard() {
  const env = serverEnv();
  const mode = env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_ANON_KEY ? "hosted" : "embedded";
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Diagnostics</h1>
          <Badge tone="neutral">{mode} mode</Badge>
        </div>
        <SignOutButton />
      </div>
      <nav aria-label="Team workspace" className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
        <p className="font-medium">The team&apos;s leads, listings, investors, traffic and privacy requests are in the workspace:</p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {WORKSPACE_SECTIONS.filter((section) => section.href !== "/diagnostics").map((section) => (
            <li key={section.href}>
              <a href={section.href} className="font-medium underline">
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <HealthSummary />
      <DiagnosticsPanel mode={mode} />
    </>
  );
}
