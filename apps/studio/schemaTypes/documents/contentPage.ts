import { DocumentIcon } from "@sanity/icons/Document";
import { defineField, defineType } from "sanity";
import { pageFields, pageGroups } from "../objects/richText";
import { isUniqueAmongType } from "../validation";

/** A page of the site at a fixed path (Buy, About, hubs, listings, indexes). */
export const contentPage = defineType({
  name: "contentPage",
  icon: DocumentIcon,
  title: "Page",
  type: "document",
  groups: pageGroups,
  fields: [
    defineField({
      name: "path",
      title: "Path",
      type: "string",
      description: 'The route this document fills, e.g. "/buy/". Changing it moves the content to another route.',
      group: "hero",
      // Two rules: a custom message (.error) applies to its whole chain, and the uniqueness check has its own.
      validation: (r) => [
        r
          .required()
          .regex(/^\/([a-z0-9-]+\/)*$/, { name: "path with trailing slash" })
          .error("Write the path in lower case with a slash at each end, such as /buy/"),
        r.custom(async (value, context) =>
          (await isUniqueAmongType("path", value, context)) ? true : "Another page already uses this path",
        ),
      ],
    }),
    ...pageFields,
  ],
  preview: { select: { title: "heading", subtitle: "path" } },
});
