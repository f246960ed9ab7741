import { draftMode } from "next/headers";
import { createEnableDraftModeHandler } from "@/src/content/draftMode";
import { createHostedClient } from "@/src/content/hosted";
import { hostedConfigFromEnv } from "@/src/content/source.server";
import { serverEnv } from "@/src/env";

// Drafts are private: without a project and a read token there is nothing to preview.
const config = hostedConfigFromEnv(serverEnv());
const client = config?.token ? createHostedClient(config) : null;

export const dynamic = "force-dynamic";

export const GET = createEnableDraftModeHandler({ client, enable: async () => (await draftMode()).enable() });
