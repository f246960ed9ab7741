import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineArrayMember, defineField, defineType } from "sanity";
import { READ_TIMES, onlyFeaturedArticle, pathKeyRule, todayInToronto, uniqueSlug } from "../validation";
import { seoField } from "../objects/seo";
import { LockedPathInput } from "../../components/LockedPathInput";

export const NEWS_CATEGORIES = ["Market Trends", "Investment", "Industry News", "Regulations"] as const;

/**
 * A news item listed on /insights/ (the list shows title, excerpt, date, author, category, read
 * time). With a body it also gets its own page, /insights/{slug}/, and the list links its title there.
 */
export const newsArticle = defineType({
  name: "newsArticle",
  icon: DocumentTextIcon,
  title: "News article",
  type: "document",
  fields: [
    defineField({
      name: "title",
      type: "string",
      validation: (r) => [r.required(), r.max(100).warning("Long titles wrap badly on phones")],
    }),
    defineField({
      name: "slug",
      type: "slug",
      description: "The article's address: /insights/{slug}/",
      options: { source: "title", isUnique: uniqueSlug },
      validation: (r) => r.required().custom(pathKeyRule("newsArticle", "slug")),
      // Read-only once published: "Change path" moves the page with a redirect.
      components: { input: LockedPathInput },
    }),
    defineField({
      name: "excerpt",
      type: "text",
      rows: 3,
      validation: (r) => [r.required(), r.max(300).warning("The list shows about 300 characters")],
    }),
    defineField({ name: "date", type: "date", initialValue: () => todayInToronto(), validation: (r) => r.required() }),
    defineField({ name: "author", type: "string", validation: (r) => r.required() }),
    defineField({ name: "category", type: "string", options: { list: [...NEWS_CATEGORIES] }, validation: (r) => r.required() }),
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
    }),
    defineField({
      name: "featured",
      type: "boolean",
      initialValue: false,
      description: "The featured article is shown first and larger. One article at a time.",
      validation: (r) => r.custom(onlyFeaturedArticle),
    }),
    defineField({
      name: "body",
      type: "array",
      description:
        "Full text of the article. With a body the article gets its own page at /insights/{slug}/ (linked from its title in the list, the feed and the sitemap); without one it is a summary in the list only.",
      // The page's H1 is the title, so the body's headings start at H2.
      of: [
        defineArrayMember({
          type: "block",
          styles: [
            { title: "Normal", value: "normal" },
            { title: "Heading 2", value: "h2" },
            { title: "Heading 3", value: "h3" },
            { title: "Heading 4", value: "h4" },
            { title: "Quote", value: "blockquote" },
          ],
        }),
      ],
    }),
    seoField({ grouped: false }),
  ],
  orderings: [{ title: "Newest first", name: "dateDesc", by: [{ field: "date", direction: "desc" }] }],
  preview: {
    select: { title: "title", date: "date", category: "category", featured: "featured", body: "body" },
    prepare: ({
      title,
      date,
      category,
      featured,
      body,
    }: {
      title?: string;
      date?: string;
      category?: string;
      featured?: boolean;
      body?: unknown[];
    }) => ({
      title,
      subtitle: [date, category, featured ? "Featured" : null, body?.length ? "Own page" : "List only"].filter(Boolean).join(" · "),
    }),
  },
});
