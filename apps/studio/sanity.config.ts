import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { documentActions } from "./actions/documentActions";
import { previewOrigin, resolve } from "./presentation";
import { dataset, projectId, STUDIO_API_VERSION } from "./env";
import { schemaTypes, singletonTypes } from "./schemaTypes";
import { structure } from "./structure";

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
    visionTool({ defaultApiVersion: STUDIO_API_VERSION }),
  ],
  schema: {
    types: schemaTypes,
    // Singletons cannot be created from the global "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    // Who may delete, move or publish what: actions/documentActions.ts.
    actions: (actions, { schemaType }) => documentActions(actions, { schemaType }),
  },
});
