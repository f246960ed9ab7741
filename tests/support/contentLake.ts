/**
 * A stand-in for Sanity's Content Lake: the query API the hosted adapter calls
 * (`GET|POST /v{version}/data/query/{dataset}`), answered with groq-js (the engine the embedded
 * adapter runs) over documents the test holds in memory and changes as an editor would publish.
 * A hosted-mode server is pointed at it with SANITY_API_HOST (decision 0020, "Hosted mode").
 *
 * And the mutation API the proposals' "Create the draft in the Studio" calls (decision 0052):
 * `POST /v{version}/data/mutate/{dataset}` with `createIfNotExists` of a draft, answered only with
 * the write token the test set (401 otherwise, as Sanity answers), each request recorded (path,
 * query, headers, body). Drafts live apart from published documents: a query sees them only with
 * `perspective=raw`, as the real API's default `published` perspective hides them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { evaluate, parse } from "groq-js";

/** A document as Sanity exports it (NDJSON, one per line). */
export interface SanityDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface ContentLake {
  /** The value for SANITY_API_HOST. */
  apiHost: string;
  /** Publishes a document (a new one, or a new version of one with the same _id). */
  publish(document: SanityDocument): void;
  /** Unpublishes (deletes) a document. */
  remove(id: string): void;
  /**
   * Makes the dataset private (only requests with `Authorization: Bearer <token>` are answered, as
   * Sanity answers 401 otherwise) or public again (null).
   */
  setReadToken(token: string | null): void;
  /** The query paths the server asked for so far (to check it did ask). */
  queries(): string[];
  /** The token the mutation API accepts (null: it answers 401 to every mutation). */
  setWriteToken(token: string | null): void;
  /** Answers every mutation with this status instead (a 5xx outage), or normally again (null). */
  failMutations(status: number | null): void;
  /** Every mutation request so far, answered or not. */
  mutations(): RecordedMutation[];
  /** A document as stored (published or draft), or null. */
  document(id: string): SanityDocument | null;
  stop(): Promise<void>;
}

export interface RecordedMutation {
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
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

/** `$['sections'][0]['heading']`: a path as Content Source Maps write it. */
function jsonPath(segments: readonly (string | number)[]): string {
  return `$${segments.map((segment) => (typeof segment === "number" ? `[${segment}]` : `['${segment.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}']`)).join("")}`;
}

/** Every string of a value with its path, leaving out system fields (`_id`, `_type`, `_key`…). */
function* strings(value: unknown, path: (string | number)[] = []): Generator<[string, (string | number)[]]> {
  if (typeof value === "string") yield [value, path];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, [...path, index]);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) if (!key.startsWith("_")) yield* strings(item, [...path, key]);
}

/**
 * A Content Source Map for a query result. The real Content Lake traces each value through the
 * query; groq-js cannot, so the stand-in maps every string of the result to the first document
 * field holding exactly that string. That is enough to test the site's side of click-to-edit:
 * that a draft render asks for the map and carries each text's document and field.
 */
function sourceMapFor(result: unknown, documents: readonly SanityDocument[]) {
  const origins = new Map<string, { document: SanityDocument; path: (string | number)[] }>();
  for (const document of documents)
    for (const [text, path] of strings(document)) if (!origins.has(text)) origins.set(text, { document, path });
  const used: SanityDocument[] = [];
  const paths: string[] = [];
  const mappings: Record<string, { type: "value"; source: { type: "documentValue"; document: number; path: number } }> = {};
  for (const [text, resultPath] of strings(result)) {
    const origin = origins.get(text);
    if (!origin) continue;
    if (!used.includes(origin.document)) used.push(origin.document);
    paths.push(jsonPath(origin.path));
    mappings[jsonPath(resultPath)] = {
      type: "value",
      source: { type: "documentValue", document: used.indexOf(origin.document), path: paths.length - 1 },
    };
  }
  return { documents: used.map(({ _id, _type }) => ({ _id, _type })), paths, mappings };
}

/** Starts the stand-in on a free loopback port with the documents of an NDJSON file (the seed, a fixture). */
export async function startContentLake(ndjsonFile: string, dataset = "production"): Promise<ContentLake> {
  const published = readFileSync(ndjsonFile, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as SanityDocument)
    .filter((document) => !document._id.startsWith("drafts."));
  const documents = new Map<string, SanityDocument>(published.map((document) => [document._id, document]));
  const drafts = new Map<string, SanityDocument>();
  // groq-js follows references (->) within the dataset it is given, as the Content Lake does.
  const query = async (groq: string, params: Record<string, unknown>, raw: boolean) =>
    (
      await evaluate(parse(groq, { params }), { dataset: [...documents.values(), ...(raw ? drafts.values() : [])], params })
    ).get() as Promise<unknown>;
  const asked: string[] = [];
  const mutated: RecordedMutation[] = [];
  let readToken: string | null = null;
  let writeToken: string | null = null;
  let mutationFailure: number | null = null;

  /** `createIfNotExists` of drafts (all this stand-in needs): a result per document created. */
  async function mutate(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const body = JSON.parse(await readBody(request)) as { mutations?: { createIfNotExists?: SanityDocument }[] };
    mutated.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), headers: { ...request.headers }, body });
    if (writeToken === null || request.headers.authorization !== `Bearer ${writeToken}`)
      return send(response, 401, { error: "Unauthorized", message: "Session not found" });
    if (mutationFailure !== null) return send(response, mutationFailure, { error: "Service unavailable" });
    const results: { id: string; operation: string }[] = [];
    for (const mutation of body.mutations ?? []) {
      const document = mutation.createIfNotExists;
      if (!document?._id.startsWith("drafts."))
        return send(response, 400, { error: "This stand-in takes createIfNotExists of drafts only" });
      if (!drafts.has(document._id)) {
        drafts.set(document._id, document);
        results.push({ id: document._id, operation: "create" });
      }
    }
    send(response, 200, { transactionId: `tx-${mutated.length}`, results });
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://content-lake.invalid");
      const mutation = /^\/v[\d-]+\/data\/mutate\/([\w-]+)$/.exec(url.pathname);
      if (mutation && mutation[1] === dataset && request.method === "POST") return mutate(request, response, url);
      const match = /^\/v[\d-]+\/data\/query\/([\w-]+)$/.exec(url.pathname);
      if (!match || match[1] !== dataset) return send(response, 404, { error: `No such endpoint: ${url.pathname}` });
      if (readToken !== null && request.headers.authorization !== `Bearer ${readToken}`) {
        return send(response, 401, { error: "Unauthorized", message: "Dataset is private: a token with read access is required" });
      }
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
      const result = await query(groq, params, url.searchParams.get("perspective") === "raw");
      // A draft client with click-to-edit asks for the result's Content Source Map.
      const sourceMap = url.searchParams.has("resultSourceMap") ? sourceMapFor(result, [...documents.values()]) : undefined;
      send(response, 200, {
        ms: Date.now() - started,
        query: groq,
        result: result ?? null,
        ...(sourceMap ? { resultSourceMap: sourceMap } : {}),
      });
    })().catch((error: unknown) => send(response, 400, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiHost: `http://127.0.0.1:${port}`,
    publish(document) {
      documents.set(document._id, document);
    },
    remove(id) {
      documents.delete(id);
    },
    setReadToken(token) {
      readToken = token;
    },
    queries: () => [...asked],
    setWriteToken(token) {
      writeToken = token;
    },
    failMutations(status) {
      mutationFailure = status;
    },
    mutations: () => [...mutated],
    document: (id) => documents.get(id) ?? drafts.get(id) ?? null,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
