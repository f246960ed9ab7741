import { FIXED_ROUTES, OPERATOR_PATHS } from "@agency/paths";
import { SearchIcon } from "@sanity/icons/Search";
import { defineArrayMember, defineField, defineType } from "sanity";
import { isUniqueAmongType } from "../validation";

/** The pages a metadata record can describe: the default ("*"), the fixed routes and the operator page. */
export const METADATA_PATH_OPTIONS: readonly { title: string; value: string }[] = [
  { title: "Every other page (the default)", value: "*" },
  ...FIXED_ROUTES.map((path) => ({ title: path, value: path })),
  ...OPERATOR_PATHS.map((path) => ({ title: `${path} (operator page)`, value: path })),
];

export const METADATA_PATH_MESSAGE =
  'Choose a page from the list that has no record yet: the site reads one record per page. Guides, market pages, news articles and listings have their own "Search & sharing" fields.';

/** Search-engine metadata for one fixed page of the site; the record with path "*" is the default. */
export const pageMetadata = defineType({
  name: "pageMetadata",
  icon: SearchIcon,
  title: "Page metadata",
  type: "document",
  fields: [
    defineField({
      name: "path",
      title: "Page",
      description:
        'The fixed page this record describes, or "Every other page" for the default. Guides, market pages, news articles and listings have their own "Search & sharing" fields.',
      type: "string",
      options: { list: METADATA_PATH_OPTIONS.map(({ title, value }) => ({ title, value })), layout: "dropdown" },
      // Sanity enforces the list with a rule it infers, in the same chain: one message in words
      // covers a path off the list, a missing one and a page that has a record already.
      validation: (r) =>
        r
          .required()
          .custom(async (value, context) =>
            value === undefined || (await isUniqueAmongType("path", value, context)) ? true : METADATA_PATH_MESSAGE,
          )
          .error(METADATA_PATH_MESSAGE),
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
  preview: {
    select: { title: "title", path: "path" },
    prepare: ({ title, path }: { title?: string; path?: string }) => ({
      title,
      subtitle: path === "*" ? "Every other page (the default)" : path,
    }),
  },
});
