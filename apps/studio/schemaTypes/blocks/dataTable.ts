/** A table, drawn by apps/web/src/components/richText/DataTable.tsx. */
import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { ThListIcon } from "@sanity/icons/ThList";
import { defineArrayMember, defineField, defineType } from "sanity";
import { TableInput } from "../../components/TableInput";
import { newKey, rowCountProblem, type TableValue } from "../../components/tableEdits";

export const tableRow = defineType({
  name: "tableRow",
  icon: ThListIcon,
  title: "Row",
  type: "object",
  fields: [
    defineField({ name: "cells", type: "array", of: [defineArrayMember({ type: "string" })], validation: (r) => r.required().min(1) }),
  ],
  preview: { select: { cells: "cells" }, prepare: ({ cells }: { cells?: string[] }) => ({ title: (cells ?? []).join(" | ") }) },
});

export const dataTable = defineType({
  name: "dataTable",
  icon: ThLargeIcon,
  title: "Table",
  type: "object",
  fields: [
    defineField({ name: "caption", type: "string", validation: (r) => r.required() }),
    defineField({
      name: "head",
      title: "Column headings",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      validation: (r) => r.required().min(2),
    }),
    defineField({
      name: "rows",
      type: "array",
      of: [defineArrayMember({ type: "tableRow" })],
      validation: (r) =>
        r
          .required()
          .min(1)
          .custom((rows, context) => {
            const head = (context.parent as { head?: string[] } | undefined)?.head;
            return rowCountProblem({ head, rows: rows as TableValue["rows"] }) ?? true;
          }),
    }),
    defineField({ name: "note", title: "Note under the table", type: "string" }),
  ],
  // Edited as one grid: headings on top, a labelled cell per row and column (components/TableInput.tsx).
  components: { input: TableInput },
  initialValue: () => ({ head: ["", ""], rows: [{ _type: "tableRow", _key: newKey(), cells: ["", ""] }] }),
  preview: { select: { title: "caption" }, prepare: ({ title }: { title?: string }) => ({ title, subtitle: "Table" }) },
});
