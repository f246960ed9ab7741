import type { PageMetadataRecord } from "@/src/content/types";

/** A page's H1 and lead, from its metadata record (heading, else title; the description). */
export function PageIntro({ record, lead = true }: { record: PageMetadataRecord; lead?: boolean }) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{record.heading ?? record.title}</h1>
      {lead && <p className="mt-3 max-w-3xl text-lg text-slate-700">{record.description}</p>}
    </>
  );
}
