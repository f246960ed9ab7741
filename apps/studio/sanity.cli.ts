import { defineCliConfig } from "sanity/cli";
import { studioSettings } from "./env";

// Read here, in Node, where the real environment is (fallbacks included), and written into the
// bundle as the literal expressions env.ts and presentation.ts read: Sanity alone would define only
// the SANITY_STUDIO_* names that are set, never the NEXT_PUBLIC_* fallbacks.
const settings = studioSettings(process.env);

export default defineCliConfig({
  api: { projectId: settings.projectId, dataset: settings.dataset },
  // `npm run studio:deploy` (`sanity deploy`) publishes to https://<SANITY_STUDIO_HOSTNAME>.sanity.studio.
  ...(process.env.SANITY_STUDIO_HOSTNAME ? { studioHost: process.env.SANITY_STUDIO_HOSTNAME } : {}),
  // Offline builds: auto-updates fetch Studio modules from Sanity's CDN at build time.
  deployment: { autoUpdates: false },
  vite: (config) => ({
    ...config,
    define: {
      ...config.define,
      "process.env.SANITY_STUDIO_PROJECT_ID": JSON.stringify(settings.projectId),
      "process.env.SANITY_STUDIO_DATASET": JSON.stringify(settings.dataset),
      "process.env.SANITY_STUDIO_PREVIEW_URL": JSON.stringify(settings.previewOrigin),
    },
  }),
  typegen: {
    path: "../web/src/**/*.{ts,tsx}",
    schema: "../web/src/content/schema.json",
    generates: "../web/src/content/sanity.types.ts",
    overloadClientMethods: false,
  },
});
