import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { withSlugRedirect } from "./actions/PublishWithRedirectAction";
import { GUARDED_ACTIONS, withProtection } from "./actions/protection";
import { previewOrigin, resolve } from "./presentation";
import { dataset, projectId } from "./env";
import { schemaTypes, singletonTypes } from "./schemaTypes";
import { structure } from "./structure";

const PAGE_TYPES = new Set(["guideArticle", "selfStorageMarket", "industrialMarket", "newsArticle", "listing"]);

export default defineConfig({
  name: "default",
  title: "Ontario Storage Group — content",
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    // Editors preview drafts on the real site: the tool opens /api/draft-mode/enable with a secret.
    presentationTool({
      resolve,
      previewUrl: { origin: previewOrigin, previewMode: { enable: "/api/draft-mode/enable", disable: "/api/draft-mode/disable" } },
    }),
    visionTool({ defaultApiVersion: "2025-10-01" }),
  ],
  schema: {
    types: schemaTypes,
    // Singletons cannot be created from the global "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    // Singletons can be edited and published, never duplicated or deleted.
    // Page documents offer a redirect from their old address when publishing moves them.
    // Documents the site needs cannot be deleted, unpublished or duplicated (actions/protection.ts).
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? actions.filter(({ action }) => action && ["publish", "discardChanges", "restore"].includes(action))
        : actions.map((action) =>
            action.action === "publish" && PAGE_TYPES.has(schemaType)
              ? withSlugRedirect(action)
              : action.action && GUARDED_ACTIONS.has(action.action)
                ? withProtection(action)
                : action,
          ),
  },
});
