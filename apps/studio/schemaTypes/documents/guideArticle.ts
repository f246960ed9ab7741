import { guidePath, isGuideSection } from "@agency/paths";
import { BookIcon } from "@sanity/icons/Book";
import { defineField, defineType } from "sanity";
import { pageFields, pageGroups } from "../objects/richText";
import { seoField, seoGroup } from "../objects/seo";
import { READ_TIMES, pathKeyRule, todayInToronto, uniqueSlug } from "../validation";
import { LockedPathInput } from "../../components/LockedPathInput";

export const GUIDE_SECTIONS = [
  { title: "Self-storage insights (/self-storage/insights/…)", value: "self-storage-insights" },
  { title: "Insights (/insights/…)", value: "insights" },
] as const;

/** A long insight article (ROI guide, market report, valuation guide, due diligence, financing). */
export const guideArticle = defineType({
  name: "guideArticle",
  icon: BookIcon,
  title: "Guide article",
  type: "document",
  groups: [...pageGroups, { name: "meta", title: "Article details" }, seoGroup],
  fields: [
    defineField({
      name: "section",
      title: "Site section",
      type: "string",
      options: { list: [...GUIDE_SECTIONS], layout: "radio" },
      validation: (r) => r.required(),
      components: { input: LockedPathInput },
      group: "meta",
    }),
    defineField({
      name: "slug",
      type: "slug",
      description: "The article's address within its section",
      options: { source: "heading", isUnique: uniqueSlug },
      validation: (r) => r.required().custom(pathKeyRule("guideArticle", "slug")),
      // Section and slug are read-only once published: "Change path" moves the page with a redirect.
      components: { input: LockedPathInput },
      group: "meta",
    }),
    defineField({
      name: "excerpt",
      type: "text",
      rows: 2,
      description: "Shown on the insights index cards",
      validation: (r) => r.required(),
      group: "meta",
    }),
    defineField({ name: "author", type: "string", validation: (r) => r.required(), group: "meta" }),
    defineField({
      name: "publishedAt",
      title: "Published",
      type: "date",
      initialValue: () => todayInToronto(),
      validation: (r) => r.required(),
      group: "meta",
    }),
    defineField({ name: "updatedAt", title: "Last updated", type: "date", group: "meta" }),
    defineField({
      name: "readTime",
      title: "Read time",
      type: "string",
      description: "About 230 words a minute: a 1,200-word article is a 5 min read.",
      // Chosen, not typed: the list shows it as written here.
      options: { list: [...READ_TIMES], layout: "dropdown" },
      initialValue: "5 min read",
      // The list is enforced with the rule, whose message this is.
      validation: (r) => r.required().error('Choose the read time, such as "5 min read"'),
      group: "meta",
    }),
    ...pageFields,
    defineField({ name: "disclaimer", type: "text", rows: 4, description: "Shown at the end of the article", group: "body" }),
    seoField({ grouped: true }),
  ],
  // The address the guide has and when it was last updated, as an editor looks for it in the list.
  preview: {
    select: { title: "heading", slug: "slug.current", section: "section", publishedAt: "publishedAt", updatedAt: "updatedAt" },
    prepare: ({ title, slug, section, publishedAt, updatedAt }: Record<string, string | undefined>) => ({
      title,
      subtitle: [
        slug && isGuideSection(section) ? guidePath(section, slug) : "No address yet",
        updatedAt ? `updated ${updatedAt}` : publishedAt,
      ]
        .filter(Boolean)
        .join(" · "),
    }),
  },
});
