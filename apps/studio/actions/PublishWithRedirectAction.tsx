/**
 * The Publish action of page documents, wrapped: when the draft's path differs from the
 * published one (an editor changed the slug, section, city or area), it offers to keep the old
 * address working with a redirect before publishing (issue 16). The plan (create, retarget,
 * delete redirects, never a chain) is slugRedirect.ts's pure logic, unit-tested; this file only
 * asks the dataset for the redirects, shows the plan and applies it in one transaction.
 */
import { useState } from "react";
import { useClient, type DocumentActionComponent, type DocumentActionProps } from "sanity";
import {
  commitOperations,
  describePlan,
  pagePathOf,
  planSlugRedirect,
  redirectOperations,
  REDIRECTS_QUERY,
  type RedirectDocument,
  type RedirectPlan,
} from "./slugRedirect";
import { STUDIO_API_VERSION } from "../env";
import { dialogButtonStyle } from "./dialogStyle";

export function withSlugRedirect(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishWithRedirect: DocumentActionComponent = (props: DocumentActionProps) => {
    const original = publish(props);
    const client = useClient({ apiVersion: STUDIO_API_VERSION });
    const [plan, setPlan] = useState<RedirectPlan | null>(null);
    const [busy, setBusy] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);
    if (!original) return null;
    const oldPath = pagePathOf(props.published);
    const newPath = pagePathOf(props.draft ?? props.published);

    const publishNow = () => {
      setPlan(null);
      original.onHandle?.();
    };

    const applyAndPublish = async (chosen: RedirectPlan) => {
      setBusy(true);
      setFailure(null);
      try {
        await commitOperations(client, redirectOperations(chosen));
        publishNow();
      } catch (error) {
        setFailure(`The redirects could not be saved (${error instanceof Error ? error.message : String(error)}); nothing was published.`);
      } finally {
        setBusy(false);
      }
    };

    return {
      ...original,
      onHandle: () => {
        // A page that moves: the old address is in links, bookmarks and search results.
        const offer = async () => {
          const redirects = oldPath && newPath ? await client.fetch<RedirectDocument[]>(REDIRECTS_QUERY) : [];
          const found = planSlugRedirect(oldPath, newPath, redirects);
          if (found) setPlan(found);
          else original.onHandle?.();
        };
        // Reading the redirects failed (offline, no permission): publishing is not held up by the
        // offer; the editor can still add the redirect by hand.
        offer().catch((error: unknown) => {
          console.error("Could not read the redirects to offer one:", error);
          original.onHandle?.();
        });
      },
      dialog: plan
        ? {
            type: "dialog",
            header: "This page moves to a new address",
            onClose: () => setPlan(null),
            content: (
              <div style={{ display: "grid", gap: "1em" }}>
                <p>
                  The published page is at {oldPath}; publishing moves it to {newPath}. Links, bookmarks and search results still use the
                  old address. Keep it working:
                </p>
                <ul>
                  {describePlan(plan).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {failure && <p role="alert">{failure}</p>}
                <div style={{ display: "flex", gap: "0.5em", flexWrap: "wrap" }}>
                  <button type="button" style={dialogButtonStyle} disabled={busy} onClick={() => void applyAndPublish(plan)}>
                    Publish and redirect
                  </button>
                  <button type="button" style={dialogButtonStyle} disabled={busy} onClick={publishNow}>
                    Publish without a redirect
                  </button>
                  <button type="button" style={dialogButtonStyle} disabled={busy} onClick={() => setPlan(null)}>
                    Cancel
                  </button>
                </div>
              </div>
            ),
          }
        : original.dialog,
    };
  };
  PublishWithRedirect.action = publish.action;
  return PublishWithRedirect;
}
