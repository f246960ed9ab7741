import { draftMode } from "next/headers";
import { createEnableDraftModeHandler } from "../../../../src/content/draftMode";
import { createHostedClient } from "../../../../src/content/hosted";
import { serverEnv } from "../../../../src/env";

const env = serverEnv();
// Drafts are private: without a project and a read token there is nothing to preview.
const client =
  env.NEXT_PUBLIC_SANITY_PROJECT_ID && env.SANITY_API_READ_TOKEN
    ? createHostedClient({ projectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID, dataset: env.NEXT_PUBLIC_SANITY_DATASET, token: env.SANITY_API_READ_TOKEN })
    : null;

export const dynamic = "force-dynamic";

export const GET = createEnableDraftModeHandler({ client, enable: async () => (await draftMode()).enable() });
