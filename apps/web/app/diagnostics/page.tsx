import { notFound } from "next/navigation";
import { OperatorDashboard } from "@/src/components/operator/OperatorDashboard";
import { OperatorSignIn } from "@/src/components/operator/OperatorSignIn";
import { PageShell } from "@/src/components/PageShell";
import { operatorAccess } from "@/src/operator/access.server";
import { FormNoticeBanner } from "@/src/components/team/FormNoticeBanner";
import { metadataForPath } from "@/src/views/pageMetadata";

// Rendered per request (it reads the session cookie); never indexed whatever its record says.
export const dynamic = "force-dynamic";
export const generateMetadata = () => metadataForPath("/diagnostics", { noindex: true });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Operator only (docs/decisions/0007-operator-access.md): 404 without OPERATOR_PASSWORD, else sign-in or
 * the system page (health and system tests); the business sections are under /team/ (issue 45).
 * `?done=` / `?refused=`: the answer of an operator form posted without JavaScript (src/operator/formPost.ts).
 */
export default async function DiagnosticsPage({ searchParams }: Props) {
  const { done, refused } = await searchParams;
  const access = await operatorAccess();
  if (access.state === "disabled") notFound();
  return (
    <PageShell path="/diagnostics">
      <section className="mx-auto max-w-6xl px-4 py-10">
        {access.state === "signed-in" && <FormNoticeBanner done={done} refused={refused} />}
        {access.state === "signed-in" ? <OperatorDashboard /> : <OperatorSignIn />}
      </section>
    </PageShell>
  );
}
