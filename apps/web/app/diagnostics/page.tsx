import { notFound } from "next/navigation";
import { OperatorDashboard } from "@/src/components/operator/OperatorDashboard";
import { OperatorSignIn } from "@/src/components/operator/OperatorSignIn";
import { PageShell } from "@/src/components/PageShell";
import { operatorAccess } from "@/src/operator/access.server";
import { formNotice } from "@/src/operator/formPost";
import { metadataForPath } from "@/src/views/pageMetadata";

// Rendered per request (it reads the session cookie); never indexed whatever its record says.
export const dynamic = "force-dynamic";
export const generateMetadata = () => metadataForPath("/diagnostics", { noindex: true });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Operator only (docs/decisions/0007-operator-access.md): 404 without OPERATOR_PASSWORD, else sign-in or the dashboard.
 * `?done=` / `?refused=`: the answer of an operator form posted without JavaScript (src/operator/formPost.ts).
 */
export default async function DiagnosticsPage({ searchParams }: Props) {
  const { done, refused } = await searchParams;
  const notice = formNotice(done, refused);
  const access = await operatorAccess();
  if (access.state === "disabled") notFound();
  return (
    <PageShell path="/diagnostics">
      <section className="mx-auto max-w-6xl px-4 py-10">
        {access.state === "signed-in" && notice && (
          <p
            role="status"
            className={`mb-4 rounded-md border p-3 text-sm ${notice.refused ? "border-red-300 text-red-800" : "border-green-300 text-green-800"}`}
          >
            {notice.text}
          </p>
        )}
        {access.state === "signed-in" ? <OperatorDashboard /> : <OperatorSignIn />}
      </section>
    </PageShell>
  );
}
