/**
 * Which documents are view only (issue 46, supabase/migrations/20261128001600_view_only_documents.sql):
 * shown in the room as watermarked page images, never downloaded. Called through the deal room's
 * DealRoomCall like the rest of its store (store.ts), so the SQL adapters and the hosted RPC agree.
 */
export interface ViewOnlyStore {
  /** The IDs of the listing's view-only documents still offered. */
  viewOnlyDocuments(listing: string): Promise<string[]>;
  /** False when no document still offered has that ID. */
  setDocumentViewOnly(documentId: string, viewOnly: boolean): Promise<boolean>;
}

type Argument = readonly [name: string, type: string, value: unknown];
type Call = (name: string, args: readonly Argument[]) => Promise<Record<string, unknown>[]>;

export function viewOnlyCalls(call: Call): ViewOnlyStore {
  return {
    async viewOnlyDocuments(listing) {
      const rows = await call("deal_room_view_only_documents", [["p_listing", "text", listing]]);
      return rows.map((row) => String(row.id));
    },
    async setDocumentViewOnly(documentId, viewOnly) {
      const rows = await call("set_deal_room_document_view_only", [
        ["p_id", "uuid", documentId],
        ["p_view_only", "boolean", viewOnly],
      ]);
      return rows.length > 0;
    },
  };
}
