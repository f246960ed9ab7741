/** The id of a section's H2: its anchor when the editor set one, else a slug of the heading. */
export function sectionId(section: { anchor?: string | null; heading?: string | null; _key: string }): string {
  if (section.anchor) return section.anchor;
  const slug = (section.heading ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug || `section-${section._key}`;
}
