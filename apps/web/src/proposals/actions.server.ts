/**
 * The proposal pages' actions (issue 44, decision 0052), each an ordinary form POST that works
 * without JavaScript: after requireOperator, the form is read and checked, then one store call,
 * then 303 back to the proposal with `?done=`; a wrong field answers a 4xx page naming it and
 * nothing is stored. The rent roll: a file is read (CSV or XLSX); a format mapped before and a file
 * without problems is saved at once, anything else is held on the proposal for the team to map its
 * columns or skip its bad rows explicitly (the page shows the preview and the problems).
 */
import "server-only";
import { createHash } from "node:crypto";
import { logError } from "@/src/log";
import { OPERATOR_HEADERS, requireOperator } from "@/src/operator/access.server";
import { formatSignature, mappingProblem } from "./columnMapping";
import { notSavedResponse } from "./notSaved";
import { opinionOfValueExpiry } from "./ownerLink";
import { readInputs, readLinkDays, readListingSlug, readMappingForm, readNewOwner } from "./proposalForms";
import { marketOptions, proposalStore } from "./proposals.server";
import { describeProblem, readRentRoll } from "./rentRoll";
import { readRentRollFile, RentRollFileError } from "./rentRollFile";
import { isProposalId, type ProposalStore } from "./store";
import { readTtmCsv, type TtmReading } from "./trailingTwelveMonths";

export const PROPOSALS_PATH = "/team/proposals/";
export const proposalPath = (id: string) => `${PROPOSALS_PATH}${id}/`;
/** The largest rent roll or TTM file read (a 3,000-unit XLSX is about 150 KB). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export const PROPOSAL_DONE = [
  "created",
  "rent-roll-saved",
  "rent-roll-held",
  "rent-roll-discarded",
  "ttm-saved",
  "inputs-saved",
  "link-created",
  "link-withdrawn",
  "listed",
] as const;
export type ProposalDone = (typeof PROPOSAL_DONE)[number];

const seeOther = (location: string) => new Response(null, { status: 303, headers: { ...OPERATOR_HEADERS, location } });
const done = (id: string, what: ProposalDone, anchor = "") => seeOther(`${proposalPath(id)}?done=${what}${anchor ? `#${anchor}` : ""}`);

/** Who made a link, as the shared operator login knows it (a hash of the session, never the session). */
function operatorIdentity(nonce: string): string {
  return `operator login (shared), session ${createHash("sha256").update(nonce).digest("hex").slice(0, 8)}`;
}

async function formFields(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].map(([key, value]) => [key, value]));
  } catch {
    return null;
  }
}

/** POST /api/operator/proposals: a proposal from a valuation request (`valuationEmail`) or for a new owner. */
export async function createProposal(request: Request): Promise<Response> {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const fields = await formFields(request);
  if (!fields) return notSavedResponse(400, ["Send the form as a form post."], PROPOSALS_PATH);
  try {
    const store = await proposalStore();
    const now = new Date();
    if (typeof fields.valuationEmail === "string") {
      const id = await store.createFromValuation(fields.valuationEmail, now);
      if (!id) return notSavedResponse(404, ["This address never asked for a valuation (or only as suspected spam)."], PROPOSALS_PATH);
      return done(id, "created");
    }
    const owner = readNewOwner(fields);
    if (!owner.ok) return notSavedResponse(400, owner.errors, PROPOSALS_PATH);
    return done(await store.create(owner.value, now), "created");
  } catch (error) {
    logError("A proposal could not be opened", error);
    return notSavedResponse(503, ["The database could not store the proposal. Try again in a moment."], PROPOSALS_PATH);
  }
}

type Action = (store: ProposalStore, id: string, fields: Record<string, unknown>, nonce: string) => Promise<Response>;

async function uploadRentRoll(store: ProposalStore, id: string, fields: Record<string, unknown>): Promise<Response> {
  const file = fields.file;
  if (!(file instanceof File) || file.size === 0)
    return notSavedResponse(400, ["Choose the rent roll file (CSV or XLSX)."], proposalPath(id));
  if (file.size > MAX_FILE_BYTES)
    return notSavedResponse(413, ["The file is larger than 5 MB: export the rent roll alone."], proposalPath(id));
  let table;
  try {
    table = await readRentRollFile(file.name, new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof RentRollFileError) return notSavedResponse(400, [error.message], proposalPath(id));
    throw error;
  }
  const now = new Date();
  const format = (await store.columnMappings()).find((saved) => saved.signature === formatSignature(table.headers));
  if (format && !mappingProblem(format.mapping, table.headers)) {
    const reading = readRentRoll(table, format.mapping);
    if (reading.status === "read" && reading.savable) {
      await store.saveRentRoll(id, reading.units, file.name, [], now);
      return done(id, "rent-roll-saved", "rent-roll");
    }
  }
  await store.holdRentRoll(id, { fileName: file.name.slice(0, 255), table }, now);
  return done(id, "rent-roll-held", "rent-roll");
}

/** The held file's mapping (saved for its format) and, when the team ticked it, the rows to skip. */
async function mapRentRoll(store: ProposalStore, id: string, fields: Record<string, unknown>): Promise<Response> {
  const proposal = await store.get(id);
  if (!proposal?.pending) return notSavedResponse(409, ["No file is waiting: upload the rent roll again."], proposalPath(id));
  const { table, fileName } = proposal.pending;
  const form = readMappingForm(fields, table.headers);
  if (!form.ok) return notSavedResponse(400, form.errors, proposalPath(id));
  const problem = mappingProblem(form.value.mapping, table.headers);
  if (problem) return notSavedResponse(400, { mapping: problem }, proposalPath(id));
  const now = new Date();
  await store.saveColumnMapping(formatSignature(table.headers), form.value.formatName, form.value.mapping, now);
  const reading = readRentRoll(table, form.value.mapping, form.value.skipRows);
  if (reading.status !== "read" || !reading.savable) {
    const problems = reading.status === "read" ? reading.problems.map(describeProblem) : [reading.message];
    if (reading.status === "read" && reading.units.length === 0 && problems.length === 0)
      problems.push("No unit could be read from the file.");
    return notSavedResponse(
      422,
      [...problems.slice(0, 50), "The mapping is saved for this format; the rent roll is not. Skip these rows or upload a corrected file."],
      proposalPath(id),
    );
  }
  await store.saveRentRoll(id, reading.units, fileName, form.value.skipRows, now);
  return done(id, "rent-roll-saved", "rent-roll");
}

/** The TTM typed (one line a line, no header) or uploaded as CSV (with its header); a problem names the typed line or the file's row. */
function readTtm(file: Uint8Array | null, typed: string): TtmReading {
  if (file) return readTtmCsv(file);
  const reading = readTtmCsv(new TextEncoder().encode(`Line,Category,Amount\n${typed}`));
  if (reading.ok) return reading;
  return { ok: false, problems: reading.problems.map((problem) => ({ ...problem, row: problem.row - 1 })) };
}

async function saveTtm(store: ProposalStore, id: string, fields: Record<string, unknown>): Promise<Response> {
  const file = fields.ttmFile instanceof File && fields.ttmFile.size > 0 ? fields.ttmFile : null;
  if (file && file.size > MAX_FILE_BYTES) return notSavedResponse(413, ["The file is larger than 5 MB."], proposalPath(id));
  let reading;
  try {
    reading = readTtm(
      file ? new Uint8Array(await file.arrayBuffer()) : null,
      typeof fields.ttmText === "string" ? fields.ttmText.trim() : "",
    );
  } catch (error) {
    if (error instanceof RentRollFileError) return notSavedResponse(400, [error.message], proposalPath(id));
    throw error;
  }
  if (!reading.ok)
    return notSavedResponse(
      400,
      reading.problems.map((problem) => (file ? describeProblem(problem) : describeProblem(problem).replace(/^Row/, "Line"))),
      proposalPath(id),
    );
  if (reading.lines.length === 0) return notSavedResponse(400, ["Give at least one line: Line, Category, Amount."], proposalPath(id));
  await store.saveTtm(id, reading.lines, new Date());
  return done(id, "ttm-saved", "ttm");
}

async function saveInputs(store: ProposalStore, id: string, fields: Record<string, unknown>): Promise<Response> {
  const markets = (await marketOptions()).map((market) => market.key);
  const inputs = readInputs(fields, markets);
  if (!inputs.ok) return notSavedResponse(400, inputs.errors, proposalPath(id));
  await store.saveInputs(id, inputs.value, new Date());
  return done(id, "inputs-saved", "inputs");
}

const ACTIONS: Record<string, Action> = {
  "rent-roll": uploadRentRoll,
  mapping: mapRentRoll,
  "discard-file": async (store, id) => {
    await store.holdRentRoll(id, null, new Date());
    return done(id, "rent-roll-discarded", "rent-roll");
  },
  ttm: saveTtm,
  inputs: saveInputs,
  links: async (store, id, fields, nonce) => {
    const days = readLinkDays(fields);
    if (!days.ok) return notSavedResponse(400, days.errors, proposalPath(id));
    const now = new Date();
    await store.createLink(id, operatorIdentity(nonce), opinionOfValueExpiry(now, days.value)!, now);
    return done(id, "link-created", "links");
  },
  withdraw: async (store, id, fields) => {
    const link = typeof fields.link === "string" ? fields.link : "";
    if (!isProposalId(link) || !(await store.withdrawLink(link, id, new Date())))
      return notSavedResponse(404, ["This proposal has no such link."], proposalPath(id));
    return done(id, "link-withdrawn", "links");
  },
  listed: async (store, id, fields) => {
    const slug = readListingSlug(fields);
    if (!slug.ok) return notSavedResponse(400, slug.errors, proposalPath(id));
    if (!(await store.markListed(id, slug.value, new Date())))
      return notSavedResponse(409, ["The owner's listing is already recorded for this proposal."], proposalPath(id));
    return done(id, "listed", "listed");
  },
};

/** POST /api/operator/proposals/{id}/{action}/. */
export async function proposalAction(request: Request, id: string, action: string): Promise<Response> {
  const operator = await requireOperator(request);
  if (operator instanceof Response) return operator;
  const run = ACTIONS[action];
  if (!run) return notSavedResponse(404, ["No such action."], PROPOSALS_PATH);
  const fields = await formFields(request);
  if (!fields) return notSavedResponse(400, ["Send the form as a form post."], proposalPath(id));
  try {
    const store = await proposalStore();
    if (!isProposalId(id) || !(await store.get(id))) return notSavedResponse(404, ["No proposal has this address."], PROPOSALS_PATH);
    return await run(store, id, fields, operator.session.nonce);
  } catch (error) {
    logError(`The proposal's ${action} could not be saved`, error);
    return notSavedResponse(503, ["The database could not store this. Try again in a moment."], proposalPath(id));
  }
}
