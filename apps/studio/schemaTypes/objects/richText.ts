import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { DocumentsIcon } from "@sanity/icons/Documents";
import { LinkIcon } from "@sanity/icons/Link";
import { defineArrayMember, defineField, defineType } from "sanity";
import { RichTextInput } from "../../components/RichTextInput";
import { richTextBlockNames } from "../blocks";
import { LINK_MESSAGE, LINK_PATTERN } from "../validation";

/**
 * Portable Text used by every page section: paragraphs, two heading levels, lists, quotes,
 * bold/italic, links, and the custom blocks of ../blocks.
 */
export const richText = defineType({
  name: "richText",
  icon: BlockContentIcon,
  title: "Rich text",
  type: "array",
  // The insert menu offers a block only where it renders (components/RichTextInput.tsx).
  components: { input: RichTextInput },
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Paragraph", value: "normal" },
        { title: "Heading", value: "h3" },
        { title: "Subheading", value: "h4" },
        { title: "Quote", value: "blockquote" },
      ],
      lists: [
        { title: "Bullets", value: "bullet" },
        { title: "Numbered", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Bold", value: "strong" },
          { title: "Italic", value: "em" },
        ],
        annotations: [
          defineArrayMember({
            name: "link",
            type: "object",
            title: "Link",
            fields: [
              defineField({
                name: "href",
                type: "string",
                description: 'A site path such as "/contact/", or an https:// address',
                validation: (r) => r.required().regex(LINK_PATTERN, { name: "link" }).error(LINK_MESSAGE),
              }),
            ],
          }),
        ],
      },
    }),
    ...richTextBlockNames.map((type) => defineArrayMember({ type })),
  ],
});

/** One titled part of a page: an H2 and its rich text. */
export const pageSection = defineType({
  name: "pageSection",
  icon: DocumentsIcon,
  title: "Section",
  type: "object",
  fields: [
    defineField({ name: "heading", title: "Heading (H2)", type: "string", validation: (r) => r.required() }),
    defineField({
      name: "anchor",
      title: "Anchor",
      type: "string",
      description: 'Optional id for links to this section, e.g. "faq" for /page/#faq',
      validation: (r) =>
        r.regex(/^[a-z0-9-]+$/, { name: "anchor" }).error("Use lower-case letters, digits and dashes only, such as faq or market-data"),
    }),
    defineField({
      name: "tone",
      type: "string",
      options: { list: ["plain", "muted"], layout: "radio" },
      initialValue: "plain",
      description: "Muted sections get a tinted background to separate them from the previous one",
    }),
    defineField({ name: "body", type: "richText", validation: (r) => r.required().min(1) }),
  ],
  preview: { select: { title: "heading", subtitle: "anchor" } },
});

export const relatedLink = defineType({
  name: "relatedLink",
  icon: LinkIcon,
  title: "Link",
  type: "object",
  fields: [
    defineField({ name: "label", type: "string", validation: (r) => r.required() }),
    defineField({
      name: "href",
      title: "Link",
      type: "string",
      validation: (r) => r.required().regex(LINK_PATTERN, { name: "link" }).error(LINK_MESSAGE),
    }),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
});

/** Fields shared by every page-like document: a hero and ordered sections. */
export const pageFields = [
  defineField({ name: "eyebrow", title: "Eyebrow", type: "string", description: "Short label above the heading", group: "hero" }),
  defineField({ name: "heading", title: "Heading (H1)", type: "string", validation: (r) => r.required(), group: "hero" }),
  defineField({ name: "lead", title: "Lead paragraph", type: "text", rows: 3, validation: (r) => r.required(), group: "hero" }),
  defineField({
    name: "heroActions",
    title: "Hero buttons",
    type: "array",
    of: [defineArrayMember({ type: "actionLink" })],
    validation: (r) => r.max(3),
    group: "hero",
  }),
  defineField({
    name: "sections",
    type: "array",
    of: [defineArrayMember({ type: "pageSection" })],
    validation: (r) => r.required().min(1),
    group: "body",
  }),
  defineField({
    name: "relatedLinks",
    title: "Related links",
    type: "array",
    of: [defineArrayMember({ type: "relatedLink" })],
    group: "body",
  }),
];

export const pageGroups = [
  { name: "hero", title: "Hero", default: true },
  { name: "body", title: "Sections" },
];
