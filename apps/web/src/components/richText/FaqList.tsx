import { Paragraphs } from "./Paragraphs";

export interface FaqValue {
  _id: string;
  question: string | null;
  answer: string | null;
}

/**
 * Questions as native disclosure widgets: keyboard and screen-reader friendly, no JavaScript,
 * and the answers stay in the HTML for search engines.
 */
export function FaqList({ items }: { items: FaqValue[] | null | undefined }) {
  const complete = (items ?? []).filter((item) => item.question && item.answer);
  if (complete.length === 0) return null;
  return (
    <div className="my-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {complete.map((item) => (
        <details key={item._id} className="group p-5">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-slate-900">
            <h3 className="text-base">{item.question}</h3>
            <span aria-hidden="true" className="text-xl leading-none text-slate-500 group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="mt-3 space-y-3 text-slate-700">
            <Paragraphs text={item.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
