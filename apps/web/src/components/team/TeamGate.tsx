import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { OperatorSignIn } from "@/src/components/operator/OperatorSignIn";
import { workspaceAccess } from "@/src/team/workspace.server";

/**
 * A workspace page's content, only for a signed-in operator (docs/decisions/0007-operator-access.md):
 * 404 without OPERATOR_PASSWORD, the sign-in form without a session. The children are elements, so
 * their data is read only when they are rendered here.
 */
export async function TeamGate({ children }: { children: ReactNode }) {
  const access = await workspaceAccess();
  if (access.state === "disabled") notFound();
  return access.state === "signed-in" ? children : <OperatorSignIn />;
}

/** A workspace page's heading and its one-line purpose. */
export function WorkspaceHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {lead && <p className="mt-1 text-slate-700">{lead}</p>}
    </div>
  );
}

/** Said instead of a section whose data could not be read. */
export function Unreadable({ what }: { what: string }) {
  return (
    <p role="alert" className="mt-4 text-red-700">
      {what} could not be read from the database. The System page&apos;s database test says why.
    </p>
  );
}
