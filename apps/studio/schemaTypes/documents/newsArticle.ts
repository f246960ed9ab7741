import { defineArrayMember, defineField, defineType } from "sanity";
import { uniqueSlug } from "../validation";

export const NEWS_CATEGORIES = ["Market Trends", "Investment", "Industry News", "Regulations"] as const;

/** A news item listed on /insights/ (the list shows title, excerpt, date, author, category, read time). */
export const newsArticle = defineType({
  name: "newsArticle",
  title: "News article",
  type: "document",
  fields: [
    defineField({ name: "title", type: "string", validation: (r) => [r.required(), r.max(100).warning("Long titles wrap badly on phones")] }),
    defineField({ name: "slug", type: "slug", options: { source: "title", isUnique: uniqueSlug }, validation: (r) => r.required() }),
    defineField({ name: "excerpt", type: "text", rows: 3, validation: (r) => [r.required(), r.max(300).warning("The list shows about 300 characters")] }),
    defineField({ name: "date", type: "date", validation: (r) => r.required() }),
    defineField({ name: "author", type: "string", validation: (r) => r.required() }),
    defineField({ name: "category", type: "string", options: { list: [...NEWS_CATEGORIES] }, validation: (r) => r.required() }),
    defineField({ name: "readTime", title: "Read time", type: "string", description: 'e.g. "5 min read"', validation: (r) => r.required().regex(/^\d+ min read$/, { name: "N min read" }) }),
    defineField({ name: "featured", type: "boolean", initialValue: false, description: "The featured article is shown first and larger" }),
    defineField({
      name: "body",
      type: "array",
      description: "Full text of the article. The site lists news without their body for now: Learn More goes to the contact page.",
      of: [defineArrayMember({ type: "block" })],
    }),
  ],
  orderings: [{ title: "Newest first", name: "dateDesc", by: [{ field: "date", direction: "desc" }] }],
  preview: { select: { title: "title", subtitle: "date" } },
});
