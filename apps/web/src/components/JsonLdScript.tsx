import { cleanStega } from "@/src/content/stega";
import { serializeJsonLd, type JsonLd } from "@/src/seo/jsonLd";

/** Structured data for search engines: never the invisible click-to-edit marks of a draft preview. */
export function JsonLdScript({ data }: { data: JsonLd[] }) {
  if (data.length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(cleanStega(data)) }} />;
}
