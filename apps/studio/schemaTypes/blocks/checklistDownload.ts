/** The checklist PDF download button, drawn by apps/web/src/components/richText/ChecklistDownload.tsx. */
import { DocumentPdfIcon } from "@sanity/icons/DocumentPdf";
import { defineField, defineType } from "sanity";

export const checklistDownload = defineType({
  name: "checklistDownload",
  icon: DocumentPdfIcon,
  title: "Checklist PDF download",
  type: "object",
  description: "A download button for a PDF built from this article's checklist sections.",
  fields: [
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({ name: "text", type: "text", rows: 2 }),
    defineField({
      name: "label",
      title: "Button label",
      type: "string",
      initialValue: "Download the PDF checklist",
      validation: (r) => r.required(),
    }),
  ],
  // The PDF is drawn from the checklist blocks of a guide article: anywhere else the button has nothing to offer.
  validation: (r) =>
    r
      .custom((_value, context) =>
        context.document?._type === "guideArticle" && containsType(context.document, "checklist")
          ? true
          : "A checklist download works only in a guide article with checklist blocks (its PDF is drawn from them): remove it here, or add checklists",
      )
      .error(),
  preview: { select: { title: "title" } },
});

/** Whether a value holds, at any depth, an object of this _type (a block in a page's sections). */
export function containsType(value: unknown, type: string): boolean {
  if (Array.isArray(value)) return value.some((item) => containsType(item, type));
  if (typeof value !== "object" || value === null) return false;
  if ((value as { _type?: unknown })._type === type) return true;
  return Object.values(value).some((item) => containsType(item, type));
}
