import { OperatorFormPost } from "@/src/components/operator/OperatorFormPost";
import type { DealRoomDocument } from "@/src/dealRoom/store";

/**
 * Marks a PDF view only (shown in the room page by page as watermarked images, no download route)
 * or downloadable again: issue 46, decision 0060. A plain form POST, so it works without JavaScript.
 */
export function ViewOnlyToggle({ document, viewOnly, back }: { document: DealRoomDocument; viewOnly: boolean; back: string }) {
  if (document.contentType !== "application/pdf") return null;
  return (
    <OperatorFormPost
      action={`/api/operator/deal-room/documents/${document.id}/view-only/`}
      label={viewOnly ? "Allow download" : "Make view only"}
      pendingLabel="Saving..."
      accessibleName={viewOnly ? `Allow download: ${document.fileName}` : `Make view only: ${document.fileName}`}
    >
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="viewOnly" value={viewOnly ? "0" : "1"} />
    </OperatorFormPost>
  );
}
