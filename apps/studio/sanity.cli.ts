import { defineCliConfig } from "sanity/cli";
import { dataset, projectId } from "./env";

export default defineCliConfig({
  api: { projectId, dataset },
  // Offline builds: auto-updates fetch Studio modules from Sanity's CDN at build time.
  deployment: { autoUpdates: false },
  typegen: {
    path: "../web/src/**/*.{ts,tsx}",
    schema: "../web/src/content/schema.json",
    generates: "../web/src/content/sanity.types.ts",
    overloadClientMethods: false,
  },
});
