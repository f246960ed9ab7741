import { INDUSTRIAL_AREAS } from "../../../../src/routing/routes";
import { industrialPage } from "../../../../src/views/contentPage";

type Params = { area: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return Object.keys(INDUSTRIAL_AREAS).map((area) => ({ area }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return industrialPage((await params).area).generateMetadata();
}

export default async function IndustrialAreaPage({ params }: { params: Promise<Params> }) {
  const { Page } = industrialPage((await params).area);
  return <Page />;
}
