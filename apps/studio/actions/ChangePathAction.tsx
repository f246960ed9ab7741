/**
 * "Change path": the one way to move a published page (issue 25). Its path fields are read-only
 * once published (LockedPathInput); this action asks for the new address, checks it as the
 * validation rules do (form, fixed pages, reserved prefixes, another page there), and moves the
 * page and keeps the old address working with a redirect in one transaction, so there is never a
 * moment when the page moved and its old links break. The decisions are pathChange.ts's, tested.
 */
import { LinkIcon } from "@sanity/icons/Link";
import { useState } from "react";
import { useClient, type DocumentActionComponent, type DocumentActionProps } from "sanity";
import { GUIDE_SECTIONS } from "../schemaTypes/documents/guideArticle";
import { applyPathChange, currentRequest, moveRefusal, proposedPath, type PathChangeRequest } from "./pathChange";
import { pagePathOf } from "./slugRedirect";
import { STUDIO_API_VERSION } from "../env";
import { dialogButtonStyle } from "./dialogStyle";

const inputStyle = { padding: "0.5em", font: "inherit", width: "100%", boxSizing: "border-box" } as const;

/** A guide's site section, which is part of its path. */
function SectionChoice({ request, onChange }: { request: PathChangeRequest; onChange: (request: PathChangeRequest) => void }) {
  return (
    <fieldset style={{ border: 0, padding: 0, display: "grid", gap: "0.25em" }}>
      <legend>Site section</legend>
      {GUIDE_SECTIONS.map((section) => (
        <label key={section.value}>
          <input
            type="radio"
            name="section"
            value={section.value}
            checked={request.section === section.value}
            onChange={() => onChange({ ...request, section: section.value })}
          />{" "}
          {section.title}
        </label>
      ))}
    </fieldset>
  );
}

export const ChangePathAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const client = useClient({ apiVersion: STUDIO_API_VERSION });
  const [request, setRequest] = useState<PathChangeRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const published = props.published as Record<string, unknown> | null;
  const oldPath = pagePathOf(published);
  if (!published || !oldPath) return null;

  const cannotMove = moveRefusal(published);
  const preview = request ? proposedPath(published, request) : null;

  const close = () => {
    setRequest(null);
    setFailure(null);
  };

  const move = async (chosen: PathChangeRequest) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await applyPathChange(client, { id: props.id, published, hasDraft: Boolean(props.draft) }, chosen);
      if (result.problem !== null) {
        setFailure(result.problem);
        return;
      }
      close();
      props.onComplete();
    } catch (error) {
      setFailure(`The page was not moved (${error instanceof Error ? error.message : String(error)}). Nothing changed; try again.`);
    } finally {
      setBusy(false);
    }
  };

  return {
    label: "Change path",
    icon: LinkIcon,
    disabled: Boolean(cannotMove),
    title: cannotMove ?? `Move this page from ${oldPath} to a new address, keeping the old one working with a redirect`,
    onHandle: () => setRequest(currentRequest(published)),
    dialog: request
      ? {
          type: "dialog",
          header: "Move this page to a new address",
          onClose: close,
          content: (
            <form
              style={{ display: "grid", gap: "1em" }}
              onSubmit={(event) => {
                event.preventDefault();
                void move(request);
              }}
            >
              <p>
                The page is published at {oldPath}. Links, bookmarks and search results use that address: moving the page adds a permanent
                redirect from it, so they keep working.
              </p>
              {published._type === "guideArticle" && <SectionChoice request={request} onChange={setRequest} />}
              <label style={{ display: "grid", gap: "0.25em" }}>
                New address (lower-case words joined by dashes)
                <input
                  style={inputStyle}
                  value={request.key}
                  autoFocus
                  spellCheck={false}
                  onChange={(event) => setRequest({ ...request, key: event.target.value })}
                />
              </label>
              {preview?.problem === null ? (
                <ul>
                  <li>The page moves to {preview.path}.</li>
                  <li>
                    A permanent redirect from {oldPath} to {preview.path} keeps the old address working (redirects that led to the old
                    address are pointed at the new one).
                  </li>
                </ul>
              ) : (
                preview && <p>{preview.problem}</p>
              )}
              {failure && <p role="alert">{failure}</p>}
              <div style={{ display: "flex", gap: "0.5em", flexWrap: "wrap" }}>
                <button type="submit" style={dialogButtonStyle} disabled={busy || preview?.problem !== null}>
                  {busy ? "Moving…" : "Move the page"}
                </button>
                <button type="button" style={dialogButtonStyle} disabled={busy} onClick={close}>
                  Cancel
                </button>
              </div>
            </form>
          ),
        }
      : null,
  };
};
ChangePathAction.displayName = "ChangePathAction";
