/** A grid of cards, drawn by apps/web/src/components/richText/CardGrid.tsx. */
import { SquareIcon } from "@sanity/icons/Square";
import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { defineArrayMember, defineField, defineType } from "sanity";
import { LINK_MESSAGE, LINK_PATTERN } from "../validation";

export const card = defineType({
  name: "card",
  icon: SquareIcon,
  title: "Card",
  type: "object",
  fields: [
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({ name: "text", type: "text", rows: 3, validation: (r) => r.required() }),
    defineField({ name: "badge", type: "string", description: "Optional short label shown above the title" }),
    defineField({
      name: "href",
      title: "Link",
      type: "string",
      validation: (r) => r.regex(LINK_PATTERN, { name: "link" }).error(LINK_MESSAGE),
    }),
    defineField({
      name: "linkLabel",
      title: "Link label",
      type: "string",
      validation: (r) =>
        r.custom((label, context) =>
          (context.parent as { href?: string } | undefined)?.href && !label ? "A card with a link needs a link label" : true,
        ),
    }),
  ],
  preview: { select: { title: "title", subtitle: "href" } },
});

export const cardGrid = defineType({
  name: "cardGrid",
  icon: ThLargeIcon,
  title: "Cards",
  type: "object",
  fields: [
    defineField({ name: "columns", type: "number", options: { list: [2, 3] }, initialValue: 3, validation: (r) => r.required() }),
    defineField({ name: "cards", type: "array", of: [defineArrayMember({ type: "card" })], validation: (r) => r.required().min(1) }),
  ],
  preview: {
    select: { cards: "cards" },
    prepare: ({ cards }: { cards?: { title?: string }[] }) => ({ title: (cards ?? []).map((c) => c.title).join(" · "), subtitle: "Cards" }),
  },
});
