import { LinkIcon } from "@sanity/icons/Link";
import { defineField, defineType } from "sanity";

/** A titled card that sends the visitor somewhere on the site. */
export const linkCard = defineType({
  name: "linkCard",
  icon: LinkIcon,
  title: "Link card",
  type: "object",
  fields: [
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({ name: "text", type: "text", rows: 3, validation: (r) => r.required() }),
    defineField({
      name: "href",
      title: "Link",
      description: 'A site path such as "/sell/"',
      type: "string",
      validation: (r) =>
        r
          .required()
          .regex(/^\/[a-z0-9\-/]*$/, { name: "site path" })
          .error("Enter a path on this site, such as /self-storage/ontario/ (lower-case letters, digits, dashes and slashes)"),
    }),
    defineField({ name: "linkLabel", title: "Link label", type: "string", validation: (r) => r.required() }),
  ],
  preview: { select: { title: "title", subtitle: "href" } },
});
