import { cn } from "@agency/ui";
import type { RichTextBlockOf } from "@/src/content/types";
import { Paragraphs } from "./Paragraphs";

const tones = {
  info: "border-sky-300 bg-sky-50",
  highlight: "border-amber-400 bg-amber-50",
  warning: "border-red-300 bg-red-50",
  success: "border-emerald-300 bg-emerald-50",
} as const;

export function Callout({ value }: { value: RichTextBlockOf<"callout"> }) {
  return (
    <aside className={cn("my-6 rounded-lg border-l-4 p-5", tones[value.tone ?? "info"])}>
      <p className="font-semibold text-slate-900">{value.title}</p>
      <Paragraphs text={value.text} className="mt-2 text-slate-800" />
    </aside>
  );
}
