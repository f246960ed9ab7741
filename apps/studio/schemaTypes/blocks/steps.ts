/** Numbered steps, drawn by apps/web/src/components/richText/Steps.tsx. */
import { OlistIcon } from "@sanity/icons/Olist";
import { defineArrayMember, defineField, defineType } from "sanity";

export const step = defineType({
  name: "step",
  icon: OlistIcon,
  title: "Step",
  type: "object",
  fields: [
    defineField({ name: "label", type: "string", description: 'Optional, e.g. "Days 1–7"; the step number is shown otherwise' }),
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({ name: "text", type: "text", rows: 3, validation: (r) => r.required() }),
  ],
  preview: { select: { title: "title", subtitle: "label" } },
});

export const steps = defineType({
  name: "steps",
  icon: OlistIcon,
  title: "Numbered steps",
  type: "object",
  fields: [
    defineField({ name: "steps", type: "array", of: [defineArrayMember({ type: "step" })], validation: (r) => r.required().min(2) }),
  ],
  preview: { select: { steps: "steps" }, prepare: ({ steps }: { steps?: unknown[] }) => ({ title: `${steps?.length ?? 0} steps` }) },
});
