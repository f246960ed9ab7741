import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SignOutButton } from "@/src/components/operator/SignOutButton";
import { WorkspaceNav } from "@/src/components/team/WorkspaceNav";
import { WorkspaceToaster } from "@/src/components/team/WorkspaceToaster";
import { workspaceAccess } from "@/src/team/workspace.server";

// Per request (it reads the session cookie); never indexed (the proxy also sends private, no-store).
export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: { default: "Team workspace", template: "%s · Team workspace" },
  robots: { index: false, follow: false },
};

/**
 * The team's workspace (issue 45): its own navigation instead of the public header and footer
 * (src/components/PublicChrome.tsx leaves those out here), shown once signed in.
 */
export default async function WorkspaceLayout({ children }: { children: ReactNode }) {
  const access = await workspaceAccess();
  return (
    <div className="min-h-screen bg-slate-50">
      {access.state === "signed-in" && (
        <header className="bg-slate-900 text-white">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
            <p className="text-lg font-semibold">Team workspace</p>
            <SignOutButton />
          </div>
        </header>
      )}
      {access.state === "signed-in" && <WorkspaceNav />}
      {access.state === "signed-in" && <WorkspaceToaster />}
      <div className="mx-auto max-w-7xl px-4 py-8">{children}</div>
    </div>
  );
}
