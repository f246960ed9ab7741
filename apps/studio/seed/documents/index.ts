import type { SeedDocument } from "../compose.ts";
import { documents as guidesInsights } from "./guidesInsights.ts";
import { documents as guidesSelfStorage } from "./guidesSelfStorage.ts";
import { documents as industrialMarkets } from "./industrialMarkets.ts";
import { documents as newsArticles } from "./newsArticles.ts";
import { documents as pageMetadata } from "./pageMetadata.ts";
import { documents as pages } from "./pages.ts";
import { documents as selfStorageMarkets } from "./selfStorageMarkets.ts";
import { documents as settings } from "./settings.ts";
import { documents as tools } from "./tools.ts";

/** Every seed document, in the order they are written to production.ndjson. */
export const seedDocuments: SeedDocument[] = [
  ...settings,
  ...pages,
  ...tools,
  ...newsArticles,
  ...guidesSelfStorage,
  ...guidesInsights,
  ...selfStorageMarkets,
  ...industrialMarkets,
  ...pageMetadata,
];
