// The opinion of value at the size the issue names (issue 44, decision 0052): a 3,000-unit rent
// roll (tests/support/rentRollFiles.ts, the unit tests' generator) exported as CSV and as XLSX.
// Measured, median of five runs after one warm-up: reading each file into a table (csv-parse,
// exceljs), reading the table into units through the mapping, the underwriting (packages/calculators)
// and the PDF (pdf-lib); and the peak resident memory of a child process per format that does only
// this, the files written to disk beforehand by this process so the writing is not counted.
//
// Usage: node bench/opinion-of-value.mjs (npm run bench:opinion-of-value; also part of `npm run bench`).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const UNITS = 3_000;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function loader() {
  const { createJiti } = await import("jiti");
  const jiti = createJiti(path.join(root, "apps/web/scripts/x.ts"), { tsconfigPaths: true });
  return { jiti, web: (file) => jiti.import(path.join(root, "apps/web/src", file)) };
}

const TTM = [
  { label: "Rental income", category: "rent", amountCents: 310_000_000 },
  { label: "Fees and merchandise", category: "otherIncome", amountCents: 14_000_000 },
  { label: "Property tax", category: "propertyTax", amountCents: 38_000_000 },
  { label: "Insurance", category: "insurance", amountCents: 7_500_000 },
  { label: "Utilities", category: "utilities", amountCents: 9_800_000 },
  { label: "Repairs and maintenance", category: "repairs", amountCents: 6_200_000 },
  { label: "Marketing", category: "marketing", amountCents: 4_100_000 },
];

async function child(file) {
  const { jiti, web } = await loader();
  const [{ readRentRollFile }, { readRentRoll }, { suggestMapping }, { opinionOfValuePdf }, calculators] = await Promise.all([
    web("proposals/rentRollFile.ts"),
    web("proposals/rentRoll.ts"),
    web("proposals/columnMapping.ts"),
    web("proposals/opinionOfValuePdf.ts"),
    jiti.import(path.join(root, "packages/calculators/src/index.ts")),
  ]);
  const bytes = readFileSync(file);
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sample = () => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  };
  const once = async () => {
    const started = performance.now();
    const table = await readRentRollFile(path.basename(file), bytes);
    const tabled = performance.now();
    sample();
    const reading = readRentRoll(table, suggestMapping(table.headers));
    if (reading.status !== "read" || !reading.savable) throw new Error(`the bench's rent roll should read: ${JSON.stringify(reading)}`);
    const read = performance.now();
    const underwriting = calculators.underwrite({
      units: reading.units,
      ttm: TTM,
      managementFeeBps: 500,
      marketPayrollCents: 16_500_000,
      targetOccupancyBps: 9_200,
      marketCapRate: { lowBps: 550, highBps: 650 },
    });
    const underwritten = performance.now();
    sample();
    const value = underwriting.matrix.find((row) => row.capRateBps === 600).values.normalised.valueCents;
    const pdf = await opinionOfValuePdf({
      propertyName: "Bench Self Storage",
      brokerageName: "Bench Realty Inc., Brokerage",
      teamName: "Bench Team",
      issuedOn: "2026-11-27",
      valueRange: { lowCents: Math.round(value * 0.95), highCents: Math.round(value * 1.05) },
      comments: "Measured by bench/opinion-of-value.mjs.",
      underwriting,
    });
    const done = performance.now();
    sample();
    return {
      fileMs: tabled - started,
      unitsMs: read - tabled,
      underwriteMs: underwritten - read,
      pdfMs: done - underwritten,
      totalMs: done - started,
      units: reading.units.length,
      pdfBytes: pdf.length,
      normalisedNoiCents: underwriting.nois.normalised.noiCents,
      economic: underwriting.figures.occupancy.economic,
    };
  };
  await once();
  const runs = [];
  for (let run = 0; run < 5; run += 1) runs.push(await once());
  const figure = (key) => Number(median(runs.map((run) => run[key])).toFixed(1));
  console.log(
    JSON.stringify({
      format: path.extname(file).slice(1).toUpperCase(),
      fileBytes: bytes.length,
      units: runs[0].units,
      fileMs: figure("fileMs"),
      unitsMs: figure("unitsMs"),
      underwriteMs: figure("underwriteMs"),
      pdfMs: figure("pdfMs"),
      totalMs: figure("totalMs"),
      totalRunsMs: runs.map((run) => Number(run.totalMs.toFixed(1))),
      pdfBytes: runs[0].pdfBytes,
      // The same figures from both files, or the comparison below fails.
      normalisedNoiCents: runs[0].normalisedNoiCents,
      economic: runs[0].economic,
      peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
      rssBeforeMiB: Math.round(rssBefore / 1024 / 1024),
      rssWhileBuildingMiB: Math.round(rssPeak / 1024 / 1024),
    }),
  );
}

/** Writes the rent roll both ways, then measures each in a child process of its own. */
export async function measureOpinionOfValue() {
  const { jiti } = await loader();
  const { fixtureUnits, rentRollCsv, rentRollXlsx } = await jiti.import(path.join(root, "tests/support/rentRollFiles.ts"));
  const units = fixtureUnits(UNITS);
  const dir = mkdtempSync(path.join(os.tmpdir(), "opinion-of-value-"));
  try {
    writeFileSync(path.join(dir, "rent-roll.csv"), rentRollCsv(units));
    writeFileSync(path.join(dir, "rent-roll.xlsx"), await rentRollXlsx(units));
    const runs = ["rent-roll.csv", "rent-roll.xlsx"].map((name) => {
      const output = execFileSync(process.execPath, [fileURLToPath(import.meta.url), "--child", path.join(dir, name)], {
        encoding: "utf8",
        maxBuffer: 1 << 24,
      });
      return JSON.parse(output.trim().split("\n").pop());
    });
    if (runs[0].normalisedNoiCents !== runs[1].normalisedNoiCents || runs[0].economic !== runs[1].economic)
      throw new Error("The CSV and the XLSX of one rent roll gave different figures");
    return runs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeOpinionOfValue(figures) {
  return figures
    .map(
      (run) =>
        `Opinion of value from a ${run.units.toLocaleString("en-CA")}-unit rent roll as ${run.format} (${Math.round(run.fileBytes / 1024)} KB): ` +
        `${run.totalMs} ms (file ${run.fileMs} ms, units ${run.unitsMs} ms, underwriting ${run.underwriteMs} ms, PDF ${run.pdfMs} ms, ` +
        `${Math.round(run.pdfBytes / 1024)} KB); resident memory ${run.rssBeforeMiB} MiB before, ${run.rssWhileBuildingMiB} MiB at most while ` +
        `building (the process's peak: ${run.peakRssMiB} MiB).`,
    )
    .join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const childAt = process.argv.indexOf("--child");
  if (childAt !== -1) await child(process.argv[childAt + 1]);
  else {
    const figures = await measureOpinionOfValue();
    console.log(describeOpinionOfValue(figures));
    const measuredAt = new Date().toISOString();
    const out = path.join(root, "bench/results", `opinion-of-value-${measuredAt.slice(0, 16).replace(/:/g, "")}.json`);
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
