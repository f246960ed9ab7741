import { AgentBlock } from "@/src/components/home/AgentBlock";
import { ExploreCards } from "@/src/components/home/ExploreCards";
import { Hero } from "@/src/components/home/Hero";
import { RegionalMarkets } from "@/src/components/home/RegionalMarkets";
import { SuccessStories } from "@/src/components/home/SuccessStories";
import { ValuationSection } from "@/src/components/home/ValuationSection";
import { PageShell } from "@/src/components/PageShell";
import { getAgentProfile, getHomePage } from "@/src/content/content.server";
import { metadataForPath } from "@/src/views/pageMetadata";

export const generateMetadata = () => metadataForPath("/");

export default async function HomePage() {
  const [{ page, successStories }, agent] = await Promise.all([getHomePage(), getAgentProfile()]);
  return (
    <PageShell path="/">
      <Hero page={page} />
      <SuccessStories heading={page.successHeading} lead={page.successLead} stories={successStories} />
      <ValuationSection heading={page.calculatorHeading} lead={page.calculatorLead} />
      <ExploreCards heading={page.exploreHeading} cards={page.exploreCards} />
      <RegionalMarkets heading={page.marketsHeading} lead={page.marketsLead} links={page.marketLinks ?? []} />
      <AgentBlock heading={page.agentHeading} agent={agent} />
    </PageShell>
  );
}
