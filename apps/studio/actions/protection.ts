/**
 * Documents the site cannot do without (issue 25): the pages of fixed routes, the guides and
 * market pages the product's route table promises, and the default page-metadata record every
 * page falls back on. Deleting, unpublishing or duplicating one would take a page of the site
 * down (or, duplicated, make two documents claim one address), so those actions are shown
 * disabled with the reason. Editing and publishing stay open; a moved path offers its redirect
 * (PublishWithRedirectAction).
 */
import { FIXED_ROUTES, PRODUCT_DOCUMENT_PATHS } from "@agency/paths";
import type { DocumentActionComponent, DocumentActionProps } from "sanity";
import { pagePathOf } from "./slugRedirect";

/** The actions that would take a needed document away (or give its address a second claimant). */
export const GUARDED_ACTIONS: ReadonlySet<string> = new Set(["delete", "unpublish", "duplicate"]);

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** Why the site needs this document, in words for the editor; null when it does not. */
export function protectionReason(document: Record<string, unknown> | null | undefined): string | null {
  if (!document) return null;
  if (document._type === "contentPage") {
    const path = text(document.path);
    return path && FIXED_ROUTES.includes(path)
      ? `The site's ${path} page is built from this document: without it that page cannot be shown. Edit and publish it instead.`
      : null;
  }
  if (document._type === "pageMetadata") {
    return text(document.path) === "*"
      ? "Every page without a record of its own takes its title and description from this default record, so it must stay."
      : null;
  }
  const path = pagePathOf(document);
  if (!path) return null;
  if (FIXED_ROUTES.includes(path)) {
    return `The site's ${path} page is built from this document: without it that page cannot be shown. Edit and publish it instead.`;
  }
  if (PRODUCT_DOCUMENT_PATHS.includes(path)) {
    return `${path} is one of the site's standing pages (linked from its menus, hubs and other sites): it cannot be removed from the Studio. Edit and publish it instead; to move it, use "Change path", which keeps the old address working with a redirect.`;
  }
  return null;
}

/**
 * An action of a guarded kind, disabled with the reason when the document is one the site needs
 * (its published version counts: that is what the site shows).
 */
export function withProtection(action: DocumentActionComponent): DocumentActionComponent {
  const Protected: DocumentActionComponent = (props: DocumentActionProps) => {
    const description = action(props);
    const reason = protectionReason(props.published ?? props.draft);
    if (!description || !reason) return description;
    return { ...description, disabled: true, title: reason, onHandle: undefined };
  };
  Protected.action = action.action;
  Protected.displayName = `Protected(${action.displayName ?? action.action ?? "action"})`;
  return Protected;
}
