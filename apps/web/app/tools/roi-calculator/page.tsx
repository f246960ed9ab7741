import { PageIntro } from "@/src/components/PageIntro";
import { PageShell } from "@/src/components/PageShell";
import { RoiCalculator } from "@/src/components/tools/RoiCalculator";
import { RoiExplanation } from "@/src/components/tools/RoiExplanation";
import { getPageMetadata } from "@/src/content/content.server";
import { metadataForPath } from "@/src/views/pageMetadata";

const PATH = "/tools/roi-calculator/";

export const generateMetadata = () => metadataForPath(PATH);

export default async function RoiCalculatorPage() {
  const record = await getPageMetadata(PATH);
  return (
    <PageShell path={PATH}>
      <section className="mx-auto max-w-6xl px-4 py-10">
        <PageIntro record={record} />
        <div className="mt-8">
          <RoiCalculator />
        </div>
        <RoiExplanation />
      </section>
    </PageShell>
  );
}
