import { PageShell } from "../../../src/components/PageShell";
import { RoiCalculator } from "../../../src/components/tools/RoiCalculator";
import { RoiExplanation } from "../../../src/components/tools/RoiExplanation";
import { getPageMetadata } from "../../../src/content/content";
import { metadataForPath } from "../../../src/views/pageMetadata";

const PATH = "/tools/roi-calculator/";

export const generateMetadata = () => metadataForPath(PATH);

export default async function RoiCalculatorPage() {
  const record = await getPageMetadata(PATH);
  return (
    <PageShell path={PATH}>
      <section className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{record.heading ?? record.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{record.description}</p>
        <div className="mt-8">
          <RoiCalculator />
        </div>
        <RoiExplanation />
      </section>
    </PageShell>
  );
}
