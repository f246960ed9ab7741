import type { RichTextBlockOf } from "@/src/content/types";

/** An ordered process; each step shows its own label ("Days 1–7") or its number. */
export function Steps({ value }: { value: RichTextBlockOf<"steps"> }) {
  return (
    <ol className="my-6 grid gap-4 md:grid-cols-2">
      {(value.steps ?? []).map((step, index) => (
        <li key={index} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <span
            aria-hidden={step.label ? undefined : true}
            className="flex h-10 min-w-10 shrink-0 items-center justify-center rounded-full bg-slate-900 px-3 text-sm font-bold text-white"
          >
            {step.label ?? index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-1 text-slate-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
