/**
 * A stand-in for Sanity's Content Lake: the query API the hosted adapter calls
 * (`GET|POST /v{version}/data/query/{dataset}`), answered with groq-js, the engine the embedded
 * adapter runs, over documents the test holds in memory and changes as an editor would publish.
 * A hosted-mode server is pointed at it with SANITY_API_HOST (decision 0020, "Hosted mode").
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createEmbeddedQuery, publishedOnly, readDataset, type SanityDocument } from "../../apps/web/src/content/embedded.ts";
import type { ContentQuery } from "../../apps/web/src/ports.ts";

export interface ContentLake {
  /** The value for SANITY_API_HOST. */
  apiHost: string;
  /** Publishes a document (a new one, or a new version of one with the same _id). */
  publish(document: SanityDocument): void;
  /** Unpublishes (deletes) a document. */
  remove(id: string): void;
  /** The query paths the server asked for so far (to check it did ask). */
  queries(): string[];
  stop(): Promise<void>;
}

function parseParams(entries: Iterable<[string, string]>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, value] of entries) if (name.startsWith("$")) params[name.slice(1)] = JSON.parse(value) as unknown;
  return params;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

/** Starts the stand-in on a free loopback port with the documents of an NDJSON file (the seed, a fixture). */
export async function startContentLake(ndjsonFile: string, dataset = "production"): Promise<ContentLake> {
  const documents = new Map<string, SanityDocument>(publishedOnly(readDataset(ndjsonFile)).map((document) => [document._id, document]));
  let engine: ContentQuery | null = null;
  const query = (): ContentQuery => (engine ??= createEmbeddedQuery([...documents.values()]));
  const asked: string[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://content-lake.invalid");
      const match = /^\/v[\d-]+\/data\/query\/([\w-]+)$/.exec(url.pathname);
      if (!match || match[1] !== dataset) return send(response, 404, { error: `No such endpoint: ${url.pathname}` });
      let groq: string | null;
      let params: Record<string, unknown>;
      if (request.method === "POST") {
        const body = JSON.parse(await readBody(request)) as { query?: string; params?: Record<string, unknown> };
        groq = body.query ?? null;
        params = body.params ?? {};
      } else {
        groq = url.searchParams.get("query");
        params = parseParams(url.searchParams.entries());
      }
      if (!groq) return send(response, 400, { error: "No query" });
      asked.push(`${url.pathname} ${groq.slice(0, 60)}`);
      const started = Date.now();
      const result = await query()(groq, params);
      send(response, 200, { ms: Date.now() - started, query: groq, result: result ?? null });
    })().catch((error: unknown) => send(response, 400, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiHost: `http://127.0.0.1:${port}`,
    publish(document) {
      documents.set(document._id, document);
      engine = null;
    },
    remove(id) {
      documents.delete(id);
      engine = null;
    },
    queries: () => [...asked],
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
