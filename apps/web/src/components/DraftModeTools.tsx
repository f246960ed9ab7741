import { draftMode } from "next/headers";
import { VisualEditing } from "next-sanity/visual-editing";
import { serverEnv } from "@/src/env";
import { contentMode } from "@/src/platform/mode";

/**
 * While an editor previews drafts from the Studio (hosted mode): a banner to leave preview and
 * Sanity's overlays that link each text back to its field. Embedded mode never renders this.
 */
export async function DraftModeTools() {
  if (contentMode(serverEnv()) !== "hosted" || !(await draftMode()).isEnabled) return null;
  return (
    <>
      <div role="status" className="bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-slate-950">
        Previewing unpublished changes.{" "}
        <a href="/api/draft-mode/disable" className="underline">
          Exit preview
        </a>
      </div>
      <VisualEditing />
    </>
  );
}
