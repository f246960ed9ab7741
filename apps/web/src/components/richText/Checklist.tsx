import { Badge } from "@agency/ui";
import type { RichTextBlockOf } from "@/src/content/types";

/** A numbered due diligence checklist; critical sections carry the red 'Critical Section' badge. */
export function Checklist({ value }: { value: RichTextBlockOf<"checklist"> }) {
  return (
    <div className={`my-6 rounded-xl border bg-white p-6 shadow-sm ${value.critical ? "border-red-300" : "border-slate-200"}`}>
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="text-xl font-semibold text-slate-900">{value.title}</h3>
        {value.critical && <Badge tone="critical">Critical Section</Badge>}
      </div>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800 marker:font-semibold marker:text-slate-600">
        {(value.items ?? []).map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ol>
    </div>
  );
}
