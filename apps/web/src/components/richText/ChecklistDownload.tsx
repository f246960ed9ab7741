import { buttonClasses } from "@agency/ui";
import type { RichTextBlockOf } from "@/src/content/types";

/** The download button for the PDF the build makes from the article's checklist sections. */
export function ChecklistDownload({ value, pdfHref }: { value: RichTextBlockOf<"checklistDownload">; pdfHref: string | undefined }) {
  if (!pdfHref) return null;
  return (
    <div className="my-6 flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-lg font-semibold text-slate-900">{value.title}</p>
        {value.text && <p className="mt-1 text-slate-700">{value.text}</p>}
      </div>
      <a href={pdfHref} download className={buttonClasses("primary", "lg", "shrink-0")}>
        {value.label ?? "Download the PDF checklist"}
        <span className="sr-only"> (PDF)</span>
      </a>
    </div>
  );
}
