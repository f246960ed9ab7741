/**
 * A local stand-in for Sanity's Content Lake query API, for production servers in hosted content
 * mode (SANITY_API_HOST points them here): it answers `GET|POST /v<date>/data/query/<dataset>`
 * the way the API does, `{result, ms}`, evaluating the GROQ with groq-js (the engine of the
 * embedded mode) over a dataset the test may change, as an editor publishing would.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { evaluate, parse } from "groq-js";

type SanityDocument = { _id: string; _type: string } & Record<string, unknown>;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The published documents of the seed dataset (apps/studio/seed/production.ndjson). */
export function seedDocuments(): SanityDocument[] {
  return readFileSync(path.join(repoRoot, "apps/studio/seed/production.ndjson"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as SanityDocument)
    .filter((document) => !document._id.startsWith("drafts."));
}

export interface ContentLake {
  /** The SANITY_API_HOST value. */
  url: string;
  /** Queries answered so far. */
  queries: number;
  /** Replaces (or adds) a document, as publishing it would. */
  publish(document: SanityDocument): void;
  document(id: string): SanityDocument | undefined;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startContentLake(documents: SanityDocument[] = seedDocuments()): Promise<ContentLake> {
  const dataset = new Map(documents.map((document) => [document._id, document]));
  const lake = { queries: 0 };
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      if (!/^\/v[\w-]+\/data\/query\/[\w-]+$/.test(url.pathname)) {
        response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "Not found" }));
        return;
      }
      let query: string;
      const params: Record<string, unknown> = {};
      if (request.method === "POST") {
        const body = JSON.parse(await readBody(request)) as { query: string; params?: Record<string, unknown> };
        query = body.query;
        Object.assign(params, body.params);
      } else {
        query = url.searchParams.get("query") ?? "";
        for (const [key, value] of url.searchParams) if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
      }
      const started = Date.now();
      const value = await evaluate(parse(query, { params }), { dataset: [...dataset.values()], params });
      const result = (await value.get()) as unknown;
      lake.queries += 1;
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ result, ms: Date.now() - started }));
    })().catch((error: unknown) => {
      response.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get queries() {
      return lake.queries;
    },
    publish: (document) => void dataset.set(document._id, document),
    document: (id) => dataset.get(id),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
