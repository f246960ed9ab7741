import { ESTIMATE_INPUTS, ESTIMATE_VALUE_KEY } from "@agency/supabase/estimate-fields";
import { SellView } from "@/src/views/SellView";
import { metadataForPath } from "@/src/views/pageMetadata";

// Per request: the figures come from the link's query string (proxy.ts rewrites /sell/?units=… here).
export const dynamic = "force-dynamic";

// The same page as /sell/, canonical to it; never indexed on its own.
export const generateMetadata = () => metadataForPath("/sell/", { noindex: true });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const CARRIED_KEYS = new Set<string>([...ESTIMATE_INPUTS.map((input) => input.key), ESTIMATE_VALUE_KEY]);

/** /sell/ with the value calculator's figures shown above the form, without JavaScript too (issue 18). */
export default async function SellWithFiguresPage({ searchParams }: Props) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    // A key sent twice is dropped by the figures' own reading; pass it on as it came.
    if (!CARRIED_KEYS.has(key)) continue;
    for (const one of Array.isArray(value) ? value : [value ?? ""]) query.append(key, one);
  }
  return <SellView carriedQuery={query.size > 0 ? `?${query.toString()}` : ""} />;
}
