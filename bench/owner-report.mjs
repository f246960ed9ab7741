// The owner's report at the size the issue names (issue 36, decision 0051): a listing with 1,000
// signers (900 confirmed, 600 of them downloading two documents each, 120 offers from 100 buyers)
// and 10,000 page views of its page over twelve weeks (today's still raw, the rest folded into
// the daily totals by the real roll-up), 2,000 agreement pages opened. Measured: the time to read
// the report from the database and draw it (loadOwnerReport with the buyers' names, the hardest
// case), the page (HTML) and the PDF, median of five runs after one warm-up; and the peak resident
// memory of a child process that does only this, PGlite in it, on PGlite (embedded mode, the
// database's work in the process) and on PostgreSQL (the server process only).
// The cost of counting a page view is bench/analytics.mjs's (npm run bench:analytics): not repeated.
//
// Usage: node bench/owner-report.mjs (npm run bench:owner-report; also part of `npm run bench`).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LISTING = "bench-storage-portfolio";
const SIGNERS = 1_000;
const PAGE_VIEWS = 10_000;
const NOW = new Date("2026-11-26T17:00:00Z");
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function child(kind) {
  const { createJiti } = await import("jiti");
  const jiti = createJiti(path.join(root, "apps/web/scripts/x.ts"), { tsconfigPaths: true });
  const web = (file) => jiti.import(path.join(root, "apps/web/src", file));
  const [{ openMemoryPGlite }, { openPGliteRepository }, { createPostgresRepository }, { createScratchDatabase }, model, page, pdf] =
    await Promise.all([
      web("database/pglite.ts"),
      web("server/stores/embedded.ts"),
      web("server/stores/postgres.ts"),
      jiti.import(path.join(root, "supabase/tests/support/database.ts")),
      web("dealRoom/reports/ownerReportModel.ts"),
      web("dealRoom/reports/ownerReportPage.ts"),
      web("dealRoom/reports/ownerReportPdf.ts"),
    ]);
  const scratch = kind === "PostgreSQL" ? await createScratchDatabase("owner_report_bench") : null;
  const repository = scratch ? await createPostgresRepository(scratch.url) : await openPGliteRepository(await openMemoryPGlite());
  try {
    const store = repository.dealRoom;
    await seed(store, repository);
    const listing = { slug: LISTING, title: "Bench Storage Portfolio", listedAt: "2026-09-01" };
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sample = () => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    };
    const once = async () => {
      const started = performance.now();
      const report = await model.loadOwnerReport(store, listing, { includeNames: true, now: NOW });
      const read = performance.now();
      sample();
      const html = page.ownerReportHtml(report, "bench.token", NOW);
      const drawn = performance.now();
      sample();
      const bytes = await pdf.ownerReportPdf(report);
      const done = performance.now();
      sample();
      return {
        readMs: read - started,
        htmlMs: drawn - read,
        pdfMs: done - drawn,
        totalMs: done - started,
        htmlBytes: html.length,
        pdfBytes: bytes.length,
        report,
      };
    };
    await once();
    const runs = [];
    for (let run = 0; run < 5; run += 1) runs.push(await once());
    const last = runs.at(-1).report;
    const figure = (key) => Number(median(runs.map((run) => run[key])).toFixed(1));
    console.log(
      JSON.stringify({
        database: kind,
        readMs: figure("readMs"),
        htmlMs: figure("htmlMs"),
        pdfMs: figure("pdfMs"),
        totalMs: figure("totalMs"),
        totalRunsMs: runs.map((run) => Number(run.totalMs.toFixed(1))),
        htmlBytes: runs[0].htmlBytes,
        pdfBytes: runs[0].pdfBytes,
        counts: last.counts,
        buyersNamed: last.buyers.length,
        // The process's lifetime peak (seeding included) and, sampled after each step, the peak while
        // building reports against what the process held before the first one.
        peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
        rssBeforeMiB: Math.round(rssBefore / 1024 / 1024),
        rssWhileBuildingMiB: Math.round(rssPeak / 1024 / 1024),
      }),
    );
  } finally {
    await repository.close();
    await scratch?.drop();
  }
}

/** The listing's data, through the stores (signatures, documents, downloads, offers) and SQL for the bulk counts. */
async function seed(store, repository) {
  const body = "You keep it confidential.";
  const { createHash, randomUUID } = await import("node:crypto");
  const agreement = { sha256: createHash("sha256").update(body).digest("hex"), body, version: "2026-09-01T12:00:00Z" };
  const documents = [];
  for (const name of ["Offering memorandum.pdf", "Rent roll.csv"]) {
    documents.push(
      await store.addDocument({
        id: randomUUID(),
        listing: LISTING,
        fileName: name,
        contentType: "text/csv",
        sizeBytes: 1000,
        sha256: "d".repeat(64),
      }),
    );
  }
  for (let index = 0; index < SIGNERS; index += 1) {
    const { id } = await store.recordSignature({
      listing: LISTING,
      name: `Investor ${index}`,
      email: `investor.${index}@example.ca`,
      phone: "(416) 555-0100",
      company: index % 3 === 0 ? null : `Capital ${index}`,
      role: "principal",
      clientName: null,
      signature: `Investor ${index}`,
      agreement,
      ip: null,
      userAgent: null,
    });
    if (index < 900) await store.confirmSignature(id, NOW);
    if (index < 600) {
      for (const document of documents) {
        await store.logDownload({
          downloadId: randomUUID(),
          signatureId: id,
          documentId: document.id,
          ip: null,
          userAgent: null,
          bytesSent: 1000,
          at: NOW,
        });
      }
    }
    if (index < 100) {
      const offer = {
        signatureId: id,
        price: 7_000_000 + index,
        deposit: 250_000,
        dueDiligenceDays: 45,
        financing: "none",
        lender: null,
        closingDate: "2027-03-31",
        conditions: null,
        proof: null,
        callForOffersAt: null,
        ip: null,
        userAgent: null,
        at: NOW,
      };
      await store.submitOffer(offer);
      if (index < 20) await store.submitOffer({ ...offer, price: offer.price + 50_000 });
    }
  }
  const path = `/self-storage/listings/${LISTING}/`;
  for (let index = 0; index < 2_000; index += 1)
    await store.countAgreementOpening(LISTING, `2026-11-${String(1 + (index % 26)).padStart(2, "0")}`);
  const analytics = repository.analytics;
  // 10,000 views over the 84 days to today: the roll-up folds every finished day into the totals.
  for (let index = 0; index < PAGE_VIEWS; index += 1) {
    const day = new Date(NOW.getTime() - (index % 84) * 86_400_000).toISOString().slice(0, 10);
    await analytics.countView({
      day,
      path,
      source: index % 4 === 0 ? "newsletter" : "",
      medium: "",
      campaign: "",
      referrerHost: "",
      device: index % 2 ? "mobile" : "desktop",
      vitals: null,
    });
  }
  await analytics.rollUp(NOW.toISOString().slice(0, 10));
}

/** Each database in a child process of its own, so its peak memory is the report's and its database's. */
export function measureOwnerReport() {
  return ["PGlite", "PostgreSQL"].map((kind) => {
    const output = execFileSync(process.execPath, [fileURLToPath(import.meta.url), "--child", kind], {
      encoding: "utf8",
      maxBuffer: 1 << 24,
    });
    return JSON.parse(output.trim().split("\n").pop());
  });
}

export function describeOwnerReport(figures) {
  return figures
    .map(
      (run) =>
        `Owner's report on ${run.database} (${run.counts.signed} signers, ${run.counts.pageViews} page views): ${run.totalMs} ms ` +
        `(read ${run.readMs} ms, page ${run.htmlMs} ms, PDF ${run.pdfMs} ms; ${Math.round(run.htmlBytes / 1024)} KB HTML, ` +
        `${Math.round(run.pdfBytes / 1024)} KB PDF); resident memory ${run.rssBeforeMiB} MiB before the first report, ` +
        `${run.rssWhileBuildingMiB} MiB at most while building them (the process's peak, seeding included: ${run.peakRssMiB} MiB).`,
    )
    .join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const childAt = process.argv.indexOf("--child");
  if (childAt !== -1) await child(process.argv[childAt + 1]);
  else {
    const { writeFileSync } = await import("node:fs");
    const os = await import("node:os");
    const figures = measureOwnerReport();
    console.log(describeOwnerReport(figures));
    const measuredAt = new Date().toISOString();
    const out = path.join(root, "bench/results", `owner-report-${measuredAt.slice(0, 16).replace(/:/g, "")}.json`);
    const machine = {
      cpus: os.cpus()[0]?.model,
      cores: os.cpus().length,
      load1: Number(os.loadavg()[0].toFixed(2)),
      node: process.version,
    };
    writeFileSync(out, `${JSON.stringify({ measuredAt, machine, runs: figures }, null, 2)}\n`);
    console.log(`Written to ${path.relative(root, out)}`);
  }
}
