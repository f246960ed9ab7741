import { serializeJsonLd, type JsonLd } from "../seo/jsonLd";

export function JsonLdScript({ data }: { data: JsonLd[] }) {
  if (data.length === 0) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
