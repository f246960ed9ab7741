// Site search's figures (issue 34, decision 0045): for the seed and for the seed plus the 5,000
// documents of `npm run bench:scale` (bench/scaleDataset.ts), the time to read the content
// (SEARCH_DOCUMENTS_QUERY through the embedded groq-js engine) and build the index, the index's
// memory, and the server's time to answer a search (the results page's model: the search, the
// kind counts and the snippets of one page), p50 and p99 over a set of queries visitors type.
// Each dataset is measured in a child process of its own (node --expose-gc), so its memory is
// the index's alone. Part of `npm run bench`; alone: node bench/search.mjs
//
// `node bench/search.mjs --compare` measures the candidate engines of decision 0045 (MiniSearch,
// FlexSearch, Orama) on the same documents: build time, memory, serialised size, query time.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const SEED = path.join(root, "apps/studio/seed/production.ndjson");
export const SCALE_DOCUMENTS = 5_000;
/** The targets: p99 at 5,000 documents, and the index's build. */
export const SEARCH_TARGETS = { p99Ms: 30, buildSeconds: 10 };

/** What visitors type: names, topics, a typo, a long question, a word no page has. */
const QUERIES = [
  "hamilton cap rate",
  "hst",
  "kitchner",
  "industrial peel",
  "storage",
  "financing",
  "occupancy rent",
  "valuation",
  "toronto industrial market",
  "how do I value a self-storage facility in ontario",
  "zoning",
  "due diligence checklist",
  "barrie",
  "warehouse conversion",
  "missisauga",
  "zebra",
];
const ROUNDS = 20;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const mib = (bytes) => bytes / 1024 ** 2;

async function loadModules() {
  const { createJiti } = await import("jiti");
  const jiti = createJiti(import.meta.url);
  const web = (file) => jiti.import(path.join(root, "apps/web/src", file));
  const [embedded, queries, documents, index, results] = await Promise.all([
    web("content/embedded.ts"),
    web("search/searchQueries.ts"),
    web("search/searchDocuments.ts"),
    web("search/searchIndex.ts"),
    web("search/searchResults.ts"),
  ]);
  return { ...embedded, ...queries, ...documents, ...index, ...results };
}

/** In the child: the search documents of a dataset file, and how long reading them took. */
async function readDocuments(modules, file) {
  const started = performance.now();
  const query = modules.createEmbeddedQuery(modules.readDataset(file));
  const content = await query(modules.SEARCH_DOCUMENTS_QUERY, {}, []);
  const documents = modules.searchDocuments(content);
  return { documents, readMs: performance.now() - started };
}

function heapAfterGc() {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
}

function timeQueries(answer) {
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of QUERIES) {
      const started = performance.now();
      answer(query);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), searches: times.length };
}

/** In the child: the site's engine as the server runs it. */
async function measureSite(file) {
  const modules = await loadModules();
  const { documents, readMs } = await readDocuments(modules, file);
  const before = heapAfterGc();
  const started = performance.now();
  const index = modules.createSearchIndex(documents);
  const buildMs = performance.now() - started;
  const indexMib = mib(heapAfterGc() - before);
  // The first searches warm the engine up, as the first visitors of an instance do.
  for (const query of QUERIES) modules.searchResultsPage(index, { query, kind: null, page: 1 });
  const latency = timeQueries((query) => modules.searchResultsPage(index, { query, kind: null, page: 1 }));
  return { pages: index.size, readMs, buildMs, indexMib, ...latency };
}

/** In the child: one candidate engine over the same documents (decision 0045). */
async function measureEngine(file, engine) {
  const modules = await loadModules();
  const { documents } = await readDocuments(modules, file);
  const before = heapAfterGc();
  const started = performance.now();
  let search;
  let serialise;
  if (engine === "minisearch") {
    const index = modules.createSearchIndex(documents);
    search = (query) => index.search(query).slice(0, 10);
    const { default: MiniSearch } = await import("minisearch");
    const plain = new MiniSearch({ idField: "path", fields: ["title", "headings", "body"] });
    plain.addAll(documents);
    serialise = () => JSON.stringify(plain);
  } else if (engine === "flexsearch") {
    const { Document, Charset } = await import("flexsearch");
    const index = new Document({
      document: { id: "path", index: ["title", "headings", "body"] },
      tokenize: "strict",
      encoder: Charset.LatinBalance,
    });
    for (const document of documents) index.add(document);
    search = (query) => index.search(query, { limit: 10, suggest: true });
    serialise = () => {
      const parts = [];
      index.export((key, data) => parts.push(key, data ?? ""));
      return parts.join("");
    };
  } else {
    const { create, insertMultiple, search: oramaSearch, save } = await import("@orama/orama");
    const db = create({
      schema: { path: "string", kind: "string", title: "string", headings: "string", body: "string" },
      components: { tokenizer: { stemming: true, language: "english" } },
    });
    await insertMultiple(db, documents, 500);
    search = (query) => oramaSearch(db, { term: query, tolerance: 1, boost: { title: 6, headings: 2 }, limit: 10 });
    serialise = () => JSON.stringify(save(db));
  }
  const buildMs = performance.now() - started;
  const indexMib = mib(heapAfterGc() - before);
  for (const query of QUERIES) await search(query);
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const query of QUERIES) {
      const at = performance.now();
      await search(query);
      times.push(performance.now() - at);
    }
  }
  times.sort((a, b) => a - b);
  return {
    engine,
    pages: documents.length,
    buildMs,
    indexMib,
    serialisedMib: mib(Buffer.byteLength(serialise())),
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
  };
}

function inChild(args) {
  const output = execFileSync(process.execPath, ["--expose-gc", fileURLToPath(import.meta.url), "--child", ...args], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(output.trim().split("\n").at(-1));
}

/** The datasets measured: the seed, and the seed plus 5,000 documents (written to a temporary file). */
async function withDatasets(use) {
  const { scaleDataset } = await import("./scaleDataset.ts");
  const temp = mkdtempSync(path.join(os.tmpdir(), "bench-search-"));
  try {
    const scale = path.join(temp, `scale-${SCALE_DOCUMENTS}.ndjson`);
    writeFileSync(scale, scaleDataset(SCALE_DOCUMENTS));
    return await use([
      { name: "seed", file: SEED },
      { name: `seed + ${SCALE_DOCUMENTS.toLocaleString("en-CA")}`, file: scale },
    ]);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** The site's figures for both datasets (what `npm run bench` reports). */
export async function measureSearch() {
  return withDatasets((datasets) => datasets.map(({ name, file }) => ({ dataset: name, ...inChild(["site", file]) })));
}

export function describeSearch(rows) {
  const lines = ["Site search (MiniSearch, in-process; server time to answer one results page):"];
  for (const row of rows) {
    lines.push(
      `  ${row.dataset.padEnd(14)} ${String(row.pages).padStart(5)} pages  read ${(row.readMs / 1000).toFixed(2)} s + index ${(row.buildMs / 1000).toFixed(2)} s, ${row.indexMib.toFixed(1)} MiB  search p50 ${row.p50Ms.toFixed(2)} ms, p99 ${row.p99Ms.toFixed(2)} ms (${row.searches} searches)`,
    );
  }
  const largest = rows.at(-1);
  if (largest) {
    const buildSeconds = (largest.readMs + largest.buildMs) / 1000;
    lines.push(
      `  targets at ${SCALE_DOCUMENTS.toLocaleString("en-CA")} documents: p99 ≤ ${SEARCH_TARGETS.p99Ms} ms (${largest.p99Ms <= SEARCH_TARGETS.p99Ms ? "met" : "MISSED"}), build ≤ ${SEARCH_TARGETS.buildSeconds} s (${buildSeconds <= SEARCH_TARGETS.buildSeconds ? "met" : "MISSED"})`,
    );
  }
  return lines.join("\n");
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv[0] === "--child") {
    const [, kind, file, engine] = argv;
    const figures = kind === "site" ? await measureSite(file) : await measureEngine(file, engine);
    console.log(JSON.stringify(figures));
    return;
  }
  if (argv.includes("--compare")) {
    const rows = await withDatasets((datasets) =>
      datasets.flatMap(({ name, file }) =>
        ["minisearch", "flexsearch", "orama"].map((engine) => ({ dataset: name, ...inChild(["engine", file, engine]) })),
      ),
    );
    for (const row of rows) {
      console.log(
        `${row.dataset.padEnd(14)} ${row.engine.padEnd(10)} ${String(row.pages).padStart(5)} pages  build ${row.buildMs.toFixed(0)} ms  heap ${row.indexMib.toFixed(1)} MiB  serialised ${row.serialisedMib.toFixed(1)} MiB  p50 ${row.p50Ms.toFixed(2)} ms  p99 ${row.p99Ms.toFixed(2)} ms`,
      );
    }
    return;
  }
  console.log(describeSearch(await measureSearch()));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
