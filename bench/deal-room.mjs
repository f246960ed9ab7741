// The deal room at the size issue 46 names: one listing with 500 signers, 200 questions (150
// answered for every buyer) and 1,000 offers with their revisions, on the publishing fixture's build (its confidential listing has
// the room). Seeded with SQL straight into the PGlite folder the server then opens, as
// bench/workspace.mjs does. Measured, each page asked 3 times to warm up then 20 times in a row:
// the buyer's room (a signer's cookie, minted with the server's LINK_SECRET as the link exchange
// would) and the team's page for the listing (signed in): server time (p50, p95), HTML raw and
// gzipped; and the server process's resident memory after the runs and at its peak (VmHWM).
// Budget: as the workspace's pages, p95 <= 300 ms and <= 100 KB gzip.
//
// Usage: node bench/deal-room.mjs (npm run bench:deal-room; also part of `npm run bench`).
// Needs the fixture build (npm run build:fixture).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { root, startServer } from "./lib.mjs";

const PASSWORD = "bench-operator-password-2026";
const LINK_SECRET = "bench-link-secret-of-more-than-32-characters";
const LISTING = "fixture-confidential";
const FIXTURE_ENV = { CONTENT_DATASET: "tests/fixtures/publishing.ndjson", NEXT_DIST_DIR: ".next-publishing" };
export const DEAL_ROOM_BUDGET = { p95Ms: 300, gzipKb: 100 };
const RUNS = 20;
const WARM_UP = 3;
/** The signer whose room is measured: one of the 500, with offers and questions of their own. */
const BENCH_SIGNER = "buyer.7@example.ca";

/** 500 signers, 1,000 offers (400 buyers' first offers and 600 revisions), 200 questions, all set-based. */
export const DEAL_ROOM_SEED_SQL = `
insert into public.confidentiality_agreements (sha256, body, version)
values (encode(sha256(convert_to('Bench agreement', 'UTF8')), 'hex'), 'Bench agreement', '2026-01-01T00:00:00Z')
on conflict do nothing;

insert into public.deal_room_signatures (listing, name, email, phone, company, role, signature, agreement_sha256, accepted_at, confirmed_at, access_sent_at, team_notified_at)
select '${LISTING}', 'Buyer ' || n, 'buyer.' || n || '@example.ca', '(416) 555-0100', 'Capital ' || n, 'principal', 'Buyer ' || n,
  encode(sha256(convert_to('Bench agreement', 'UTF8')), 'hex'), now() - n * interval '7 minutes', now() - n * interval '7 minutes' + interval '1 hour', now(), now()
from generate_series(0, 499) n;

insert into public.deal_room_documents (listing, file_name, content_type, size_bytes, sha256, uploaded_at)
select '${LISTING}', name, 'application/pdf', 1000, repeat('d', 64), now() - interval '30 days'
from unnest(array['Offering memorandum.pdf', 'Rent roll.pdf', 'Operating statements.pdf', 'Site plan.pdf']) name;

insert into public.deal_room_visits (signature_id, started_at, last_seen_at, openings)
select s.id, s.accepted_at + v * interval '1 hour', s.accepted_at + v * interval '1 hour' + interval '10 minutes', 1 + v % 3
from public.deal_room_signatures s, generate_series(1, 3) v where s.listing = '${LISTING}';

insert into public.deal_room_downloads (download_id, signature_id, document_id, downloaded_at, bytes_sent)
select gen_random_uuid(), s.id, d.id, s.accepted_at + interval '2 hours', 1000
from public.deal_room_signatures s join public.deal_room_documents d on d.listing = s.listing where s.listing = '${LISTING}';

insert into public.deal_room_offers (signature_id, listing, revision, submitted_at, price, deposit, due_diligence_days, financing, closing_date, acknowledged_non_binding, late, team_notified_at)
select s.id, s.listing, r, s.accepted_at + r * interval '1 hour', 7000000 + r * 50000 + (s.n % 40) * 10000, 250000, 45, 'none', date '2027-03-31', true, false, now()
from (select id, listing, accepted_at, row_number() over (order by email) as n from public.deal_room_signatures where listing = '${LISTING}') s,
  generate_series(1, 3) r
where s.n <= 400 and (r = 1 or (r = 2 and s.n <= 350) or (r = 3 and s.n <= 250));

-- 200 questions from 100 signers (the bench signer among them): 150 answered for every buyer, 50 waiting.
insert into public.deal_room_questions (listing, signature_id, question, asked_at, answer, visibility, published_question, answered_at)
select '${LISTING}', s.id, 'What is the tax assessment for the year ' || (2000 + q.n) || ', and has it been appealed?',
  now() - q.n * interval '1 hour',
  case when q.n % 4 <> 0 then 'The assessment for ' || (2000 + q.n) || ' is in the operating statements; it was not appealed.' end,
  case when q.n % 4 <> 0 then 'public' end,
  case when q.n % 4 <> 0 then 'What is the tax assessment for the year ' || (2000 + q.n) || '?' end,
  case when q.n % 4 <> 0 then now() - q.n * interval '1 hour' + interval '10 minutes' end
from generate_series(1, 200) q(n)
join (select id, row_number() over (order by email) - 1 as k from public.deal_room_signatures where listing = '${LISTING}') s on s.k = q.n % 100;

analyze;
`;

async function web(file) {
  const { createJiti } = await import("jiti");
  const jiti = createJiti(path.join(root, "apps/web/scripts/x.ts"), { tsconfigPaths: true });
  return jiti.import(path.join(root, "apps/web/src", file));
}

async function seed(dataDir) {
  const { openDataDirPGlite, migratedPGlite } = await web("database/pglite.ts");
  const db = await migratedPGlite(await openDataDirPGlite(dataDir));
  const started = performance.now();
  await db.exec(DEAL_ROOM_SEED_SQL);
  const [counts] = await db.query(
    `select (select count(*) from public.deal_room_signatures where listing = $1)::int as signers,
       (select count(*) from public.deal_room_offers where listing = $1)::int as offers,
       (select count(distinct signature_id) from public.deal_room_offers where listing = $1)::int as buyers,
       (select count(*) from public.deal_room_questions where listing = $1)::int as questions`,
    [LISTING],
  );
  const [signer] = await db.query(`select id, listing, accepted_at from public.deal_room_signatures where email = $1`, [BENCH_SIGNER]);
  await db.close();
  return { seconds: Number(((performance.now() - started) / 1000).toFixed(1)), counts, signer };
}

/** The room's cookie for the bench signer, as the link exchange would set it. */
async function roomCookie(signer) {
  const { ACCESS_COOKIE, accessCookieValue } = await web("dealRoom/access/accessCookie.ts");
  const value = accessCookieValue(
    { id: signer.id, listing: signer.listing, acceptedAt: new Date(signer.accepted_at).toISOString() },
    Buffer.from(LINK_SECRET, "utf8"),
  );
  return `${ACCESS_COOKIE}=${value}`;
}

async function signIn(origin) {
  const response = await fetch(`${origin}/api/operator/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: HTTP ${response.status}`);
  return (response.headers.get("set-cookie") ?? "").split(";")[0];
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

/** The page asked WARM_UP + RUNS times; `expect` must be in its HTML, so a refusal page is never measured. */
async function measure(origin, cookie, url, expect) {
  const times = [];
  let html = "";
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${url}`, { headers: { cookie } });
    html = await response.text();
    if (response.status !== 200 || !html.includes(expect)) throw new Error(`${url}: HTTP ${response.status} without "${expect}"`);
    if (run >= WARM_UP) times.push(performance.now() - started);
  }
  const figures = {
    url,
    p50Ms: Number(percentile(times, 50).toFixed(1)),
    p95Ms: Number(percentile(times, 95).toFixed(1)),
    htmlKb: Number((Buffer.byteLength(html) / 1000).toFixed(1)),
    gzipKb: Number((gzipSync(html).length / 1000).toFixed(1)),
  };
  return { ...figures, withinBudget: figures.p95Ms <= DEAL_ROOM_BUDGET.p95Ms && figures.gzipKb <= DEAL_ROOM_BUDGET.gzipKb };
}

/** Resident memory of a process now and at its peak, in MB, from /proc (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakRssMb: Math.round(kb("VmHWM") / 1024) };
}

export async function measureDealRoom() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-deal-room-"));
  try {
    const seeded = await seed(dataDir);
    const server = await startServer("site", { ...FIXTURE_ENV, DATA_DIR: dataDir, OPERATOR_PASSWORD: PASSWORD, LINK_SECRET });
    try {
      const memoryAtStart = memoryOf(server.pid);
      const room = await measure(server.origin, await roomCookie(seeded.signer), `/self-storage/listings/${LISTING}/deal-room/`, "Buyer 7");
      const team = await measure(server.origin, await signIn(server.origin), `/team/listings/${LISTING}/`, "Signers");
      return {
        seeded: { seconds: seeded.seconds, counts: seeded.counts },
        pages: [
          { name: "Buyer's room", ...room },
          { name: "Team's listing", ...team },
        ],
        memoryAtStart,
        memory: memoryOf(server.pid),
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeDealRoom(figures) {
  const { counts } = figures.seeded;
  const lines = figures.pages.map(
    (page) =>
      `  ${page.name.padEnd(16)} p50 ${String(page.p50Ms).padStart(6)} ms  p95 ${String(page.p95Ms).padStart(6)} ms  ` +
      `${String(page.htmlKb).padStart(6)} KB HTML  ${String(page.gzipKb).padStart(5)} KB gzip${page.withinBudget ? "" : "  OVER BUDGET"}`,
  );
  return [
    `Deal room of one listing with ${counts.signers} signers, ${counts.questions} questions and ${counts.offers} offers from ${counts.buyers} buyers ` +
      `(seeded in ${figures.seeded.seconds} s); budget p95 <= ${DEAL_ROOM_BUDGET.p95Ms} ms, <= ${DEAL_ROOM_BUDGET.gzipKb} KB gzip:`,
    ...lines,
    `  Server memory: ${figures.memoryAtStart.rssMb} MB resident at start, ${figures.memory.rssMb} MB after the runs, peak ${figures.memory.peakRssMb} MB`,
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measureDealRoom();
  console.log(describeDealRoom(figures));
  if (figures.pages.some((page) => !page.withinBudget)) process.exitCode = 1;
}
