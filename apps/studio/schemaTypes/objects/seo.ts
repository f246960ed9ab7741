/**
 * "Search & sharing": what search engines and social networks show for a page published from a
 * document (guide, market page, news article, listing), kept on the document itself so a new page
 * gets its own without a separate metadata record (issue 25). Empty fields fall back to the
 * page's heading and summary. Fixed pages keep their "Page metadata" records.
 */
import { FIXED_ROUTES } from "@agency/paths";
import { SearchIcon } from "@sanity/icons/Search";
import { defineArrayMember, defineField, defineType } from "sanity";
import { pagePathOf } from "../../actions/slugRedirect";

export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

export const seoGroup = { name: "seo", title: "Search & sharing", icon: SearchIcon };

/** The image's alternative text is needed once there is an image, and only then. */
export function seoImageAltRule(alt: unknown, image: { asset?: unknown; _sanityAsset?: unknown } | undefined): true | string {
  if (!image?.asset && !image?._sanityAsset) return true;
  return typeof alt === "string" && alt.trim() !== ""
    ? true
    : "Describe the image for people who cannot see it (social networks read this text aloud)";
}

export const seo = defineType({
  name: "seo",
  title: "Search & sharing",
  type: "object",
  icon: SearchIcon,
  fields: [
    defineField({
      name: "title",
      title: "Search title",
      type: "string",
      description: `The title in search results and browser tabs. Empty: the page's heading. Keep it under ${SEO_TITLE_MAX} characters.`,
      validation: (r) => r.max(SEO_TITLE_MAX).warning(`Search engines cut titles longer than ${SEO_TITLE_MAX} characters`),
    }),
    defineField({
      name: "description",
      title: "Search description",
      type: "text",
      rows: 3,
      description: `The text under the title in search results and shared links. Empty: the page's summary. Keep it under ${SEO_DESCRIPTION_MAX} characters.`,
      validation: (r) =>
        r.max(SEO_DESCRIPTION_MAX).warning(`Search engines cut descriptions longer than ${SEO_DESCRIPTION_MAX} characters`),
    }),
    defineField({
      name: "keywords",
      title: "Keywords",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      options: { layout: "tags" },
    }),
    defineField({
      name: "ogImage",
      title: "Social sharing image",
      description: "Shown when the page is shared: 1200 × 630 pixels. Empty: the site's default image.",
      type: "image",
      options: { hotspot: true },
      fields: [
        defineField({
          name: "alt",
          title: "Alternative text",
          type: "string",
          validation: (r) =>
            r.custom((alt, context) => seoImageAltRule(alt, context.parent as { asset?: unknown; _sanityAsset?: unknown } | undefined)),
        }),
      ],
    }),
  ],
});

/**
 * The "Search & sharing" field of a page document (in its own tab where the form has tabs). Hidden on the few documents that serve a
 * fixed page (the industrial hub and Ontario overview): those keep their "Page metadata" record,
 * so each page has exactly one place for its search text.
 */
export function seoField({ grouped }: { grouped: boolean }) {
  return defineField({
    name: "seo",
    title: "Search & sharing",
    type: "seo",
    // Documents without field groups show it folded at the end of the form.
    ...(grouped ? { group: seoGroup.name } : { options: { collapsible: true, collapsed: true } }),
    hidden: ({ document }) => {
      const path = pagePathOf(document);
      return path !== null && FIXED_ROUTES.includes(path);
    },
  });
}
