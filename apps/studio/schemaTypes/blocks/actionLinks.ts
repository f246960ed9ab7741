/** Buttons: the rich-text block drawn by apps/web/src/components/ActionLinks.tsx (a row of links styled as buttons). */
import { LaunchIcon } from "@sanity/icons/Launch";
import { defineArrayMember, defineField, defineType } from "sanity";
import { LINK_MESSAGE, LINK_PATTERN } from "../validation";

const link = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "string",
    description: 'A site path such as "/contact/", or an https:// address',
    validation: (r) => r.required().regex(LINK_PATTERN, { name: "link" }).error(LINK_MESSAGE),
  });

export const actionLink = defineType({
  name: "actionLink",
  icon: LaunchIcon,
  title: "Button",
  type: "object",
  fields: [
    defineField({ name: "label", type: "string", validation: (r) => r.required() }),
    link("href", "Link"),
    defineField({
      name: "style",
      type: "string",
      options: { list: ["primary", "secondary"], layout: "radio" },
      initialValue: "primary",
      validation: (r) => r.required(),
    }),
  ],
  preview: { select: { title: "label", subtitle: "href" } },
});

export const actionButtons = defineType({
  name: "actionButtons",
  icon: LaunchIcon,
  title: "Buttons",
  type: "object",
  fields: [
    defineField({
      name: "buttons",
      type: "array",
      of: [defineArrayMember({ type: "actionLink" })],
      validation: (r) => r.required().min(1).max(4),
    }),
  ],
  preview: {
    select: { buttons: "buttons" },
    prepare: ({ buttons }: { buttons?: { label?: string }[] }) => ({
      title: (buttons ?? []).map((b) => b.label).join(" · "),
      subtitle: "Buttons",
    }),
  },
});
