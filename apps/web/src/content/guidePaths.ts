/** Where a guide article lives, from its site section and slug. */
export type GuideSectionKey = "self-storage-insights" | "insights";

const PREFIX: Record<GuideSectionKey, string> = {
  "self-storage-insights": "/self-storage/insights/",
  insights: "/insights/",
};

export function guidePath(section: GuideSectionKey, slug: string): string {
  return `${PREFIX[section]}${slug}/`;
}

/** The checklist PDF of an article (built from its checklist blocks). */
export function checklistPdfPath(slug: string): string {
  return `/downloads/${slug}.pdf`;
}
