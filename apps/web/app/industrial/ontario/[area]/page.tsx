import { HeadingPage } from "../../../../src/views/contentPage";
import { metadataForPath } from "../../../../src/views/pageMetadata";
import { INDUSTRIAL_AREAS } from "../../../../src/routing/routes";

type Params = { area: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return Object.keys(INDUSTRIAL_AREAS).map((area) => ({ area }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const { area } = await params;
  return metadataForPath(`/industrial/ontario/${area}/`);
}

export default async function IndustrialAreaPage({ params }: { params: Promise<Params> }) {
  const { area } = await params;
  return <HeadingPage path={`/industrial/ontario/${area}/`} />;
}
