/**
 * The actions each document type offers in the Studio (sanity.config.ts):
 * - singletons: edit, publish, discard and restore; never duplicate, delete or unpublish;
 * - page documents: Publish offers a redirect when it would move the page (PublishWithRedirectAction),
 *   and "Change path" moves a published page with its redirect (ChangePathAction);
 * - documents the site needs: Delete, Unpublish and Duplicate shown disabled with the reason (protection.ts);
 * - success stories: Publish shown disabled until the consents are recorded (successStoryConsent.ts).
 */
import type { DocumentActionComponent } from "sanity";
import { singletonTypes } from "../schemaTypes";
import { ChangePathAction } from "./ChangePathAction";
import { withSlugRedirect } from "./PublishWithRedirectAction";
import { GUARDED_ACTIONS, withProtection } from "./protection";
import { withConsentCheck } from "./successStoryConsent";

export const PAGE_TYPES: ReadonlySet<string> = new Set(["guideArticle", "selfStorageMarket", "industrialMarket", "newsArticle", "listing"]);

const SINGLETON_ACTIONS = new Set(["publish", "discardChanges", "restore"]);

export function documentActions(actions: DocumentActionComponent[], { schemaType }: { schemaType: string }): DocumentActionComponent[] {
  if (singletonTypes.has(schemaType)) return actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action));
  const wrapped = actions.map((action) =>
    action.action === "publish" && PAGE_TYPES.has(schemaType)
      ? withSlugRedirect(action)
      : action.action === "publish" && schemaType === "successStory"
        ? withConsentCheck(action)
        : action.action && GUARDED_ACTIONS.has(action.action)
          ? withProtection(action)
          : action,
  );
  if (!PAGE_TYPES.has(schemaType)) return wrapped;
  // Right after Publish, in the menu of the document's other actions.
  const publishAt = wrapped.findIndex(({ action }) => action === "publish");
  return [...wrapped.slice(0, publishAt + 1), ChangePathAction, ...wrapped.slice(publishAt + 1)];
}
