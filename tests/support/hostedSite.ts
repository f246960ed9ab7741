/**
 * A hosted-mode production server (the build of tests/support/hostedBuild.ts) reading a fresh
 * stand-in Content Lake that holds the seed: what the hosted-mode specs run against.
 */
import { startContentLake, type ContentLake } from "./contentLake.ts";
import { HOSTED_ENV, HOSTED_SEED, ensureHostedBuild } from "./hostedBuild.ts";
import { startServer, type TestServer } from "./server.ts";

export interface HostedSite {
  lake: ContentLake;
  server: TestServer;
  stop(): Promise<void>;
}

export async function startHostedSite(env: Record<string, string> = {}): Promise<HostedSite> {
  await ensureHostedBuild();
  const lake = await startContentLake(HOSTED_SEED);
  try {
    const server = await startServer({ ...HOSTED_ENV, SANITY_API_HOST: lake.apiHost, ...env });
    return {
      lake,
      server,
      stop: async () => {
        await server.stop();
        await lake.stop();
      },
    };
  } catch (error) {
    await lake.stop();
    throw error;
  }
}
