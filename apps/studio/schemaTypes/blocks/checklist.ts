/** A checklist section, drawn by apps/web/src/components/richText/Checklist.tsx. */
import { TaskIcon } from "@sanity/icons/Task";
import { defineArrayMember, defineField, defineType } from "sanity";

export const checklist = defineType({
  name: "checklist",
  icon: TaskIcon,
  title: "Checklist section",
  type: "object",
  description: "A numbered checklist; the due diligence article's PDF is built from these.",
  fields: [
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({
      name: "critical",
      title: "Critical section",
      description: "Shows a red 'Critical Section' badge",
      type: "boolean",
      initialValue: false,
    }),
    defineField({ name: "items", type: "array", of: [defineArrayMember({ type: "string" })], validation: (r) => r.required().min(1) }),
  ],
  preview: {
    select: { title: "title", critical: "critical" },
    prepare: ({ title, critical }: { title?: string; critical?: boolean }) => ({
      title,
      subtitle: critical ? "Critical Section" : "Checklist",
    }),
  },
});
