import { listingWorkspacePath } from "@/src/team/paths";
import type { TimelineLine } from "@/src/team/timeline";
import { torontoTime } from "./labels";

/** Everything that happened for one address, newest first. */
export function PersonTimeline({ lines }: { lines: readonly TimelineLine[] }) {
  if (lines.length === 0)
    return (
      <p className="mt-2 text-sm text-slate-700">
        Nothing yet: leads, agreements, visits, downloads, offers and the team&apos;s notes would appear here.
      </p>
    );
  return (
    <ol className="mt-3 space-y-3 border-l-2 border-slate-300 pl-4" aria-label="Timeline, newest first">
      {lines.map((line, index) => (
        <li key={`${line.at}-${index}`}>
          <p className="text-sm text-slate-600">
            <time dateTime={line.at}>{torontoTime(line.at)}</time>
            {line.listing && (
              <>
                {" · "}
                <a href={listingWorkspacePath(line.listing)} className="underline">
                  {line.listing}
                </a>
              </>
            )}
          </p>
          <p className="font-medium text-slate-900">{line.title}</p>
          {line.detail && <p className="text-sm whitespace-pre-line text-slate-800">{line.detail}</p>}
        </li>
      ))}
    </ol>
  );
}
