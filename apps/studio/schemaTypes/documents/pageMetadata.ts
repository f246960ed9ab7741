import { SearchIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { isUniqueAmongType } from "../validation";

/** Search-engine metadata for one path of the site; the record with path "*" is the default. */
export const pageMetadata = defineType({
  name: "pageMetadata",
  icon: SearchIcon,
  title: "Page metadata",
  type: "document",
  fields: [
    defineField({
      name: "path",
      title: "Path",
      description: 'The page path as the site writes it, e.g. "/buy/". Use "*" for the default record used by every other path.',
      type: "string",
      validation: (r) =>
        r.required().custom(async (value, context) => {
          if (value === undefined || value === "*" || value === "/diagnostics") return true;
          // The site asks for the path exactly as it writes it: "/buy" or "/Buy/" would never be used.
          if (!/^\/([a-z0-9-]+\/)*$/.test(value))
            return 'Write the path as the site does: lower case with a slash at each end, such as /buy/ (or "*" for the default record)';
          return (await isUniqueAmongType("path", value, context))
            ? true
            : "Another metadata record already has this path: the site would use only one of them";
        }),
    }),
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      validation: (r) => [r.required(), r.max(60).warning("Search engines cut titles longer than 60 characters")],
    }),
    defineField({
      name: "heading",
      title: "Page heading (H1)",
      description:
        "The visible main heading of the pages built in code: Contact, Sell, Off-market, the ROI calculator and Privacy. Other pages take their heading from their own document. Leave empty to reuse the title.",
      type: "string",
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      validation: (r) => [r.required(), r.max(160).warning("Search engines cut descriptions longer than 160 characters")],
    }),
    defineField({ name: "keywords", title: "Keywords", type: "array", of: [defineArrayMember({ type: "string" })] }),
    defineField({
      name: "canonical",
      title: "Canonical path",
      description: "Leave empty to use the page's own path. The site origin is added automatically.",
      type: "string",
    }),
    defineField({
      name: "ogImage",
      title: "Social sharing image",
      description: "1200 × 630 pixels. Leave empty to use the site's default image.",
      type: "image",
      fields: [defineField({ name: "alt", title: "Alternative text", type: "string" })],
    }),
    defineField({
      name: "noindex",
      title: "Hide from search engines",
      type: "boolean",
      initialValue: false,
    }),
  ],
  preview: { select: { title: "title", subtitle: "path" } },
});
