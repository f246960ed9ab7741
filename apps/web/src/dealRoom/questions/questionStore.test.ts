/**
 * Questions answered once (issue 46, decision 0061) against the real migrations, on PGlite and on a
 * real PostgreSQL: the daily limit counted by Toronto day (the 11th refused, nothing stored, the
 * reset at the next Toronto midnight); a revoked or unconfirmed signer refused; an answer given once,
 * private (only the asker's) or for every buyer (published without who asked); the deal room's
 * mailer e-mailing the asker once and every other confirmed signer one digest a day (a second round
 * the same day sends nothing, the next day's digest carries only what is new, an unsubscribed
 * signer gets none); the owner's counts; and erasure or the purge of the asker keeping the
 * published entry anonymous.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeHarnesses, type StoreHarness } from "@/src/server/stores/harnesses";
import { createDealRoomMailer } from "@/src/dealRoom/mail/mail";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { TEST_TEAM, testSignature } from "@/src/dealRoom/testSignatures";
import { isQuestionLimitReached, QUESTIONS_PER_DAY, QuestionLimitReached } from "./questionStore";
import { readQuestionUnsubscribe } from "./questionMail";

const LISTING = "gta-storage-portfolio";
const LIMITED = "barrie-storage";
const ERASED = "oshawa-storage";
const BENCH = "kingston-storage";
// 10:00 in Toronto (EST) on a Wednesday; the next Toronto midnight is 05:00 UTC the day after.
const MORNING = new Date("2026-12-02T15:00:00Z");
const NEXT_MIDNIGHT = "2026-12-03T05:00:00.000Z";
const SECRET = Buffer.alloc(32, 7);

const HARNESSES = storeHarnesses("deal_room_questions_test", (repository) => repository.dealRoom!);

async function confirmedSigner(store: DealRoomStore, email: string, name: string, listing = LISTING) {
  const { id } = await store.recordSignature(testSignature(listing, email, { name, signature: name }));
  await store.confirmSignature(id, new Date(MORNING.getTime() - 86_400_000));
  return id;
}

const at = (minutes: number) => new Date(MORNING.getTime() + minutes * 60_000);

describe.each(HARNESSES)("deal room questions: $name", { timeout: 60_000 }, ({ open }) => {
  let harness: StoreHarness<DealRoomStore>;
  let store: DealRoomStore;
  beforeAll(async () => {
    harness = await open();
    store = harness.store;
  }, 60_000);
  afterAll(() => harness?.dispose());

  // The tests share the file's database: each reads its own listing.
  const count = async () =>
    Number((await harness.inspect("select count(*)::int as n from public.deal_room_questions where listing = $1", [LIMITED]))[0]?.n);

  it("refuses past the daily limit by Toronto day, and a revoked or unconfirmed signer, storing nothing", async () => {
    const asker = await confirmedSigner(store, "asker@example.ca", "Priya Shah", LIMITED);
    for (let index = 0; index < QUESTIONS_PER_DAY; index += 1) await store.askQuestion(asker, `Question ${index + 1}?`, at(index));
    const refused = await store.askQuestion(asker, "One more?", at(60)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QuestionLimitReached);
    expect(isQuestionLimitReached(refused)).toBe(true);
    expect(isQuestionLimitReached(new Error("The daily question limit was reached"))).toBe(false);
    expect((refused as QuestionLimitReached).resetsAt).toBe(NEXT_MIDNIGHT);
    expect(await count()).toBe(QUESTIONS_PER_DAY);
    // 23:59 in Toronto is still the same day; 00:00 is the next.
    await expect(store.askQuestion(asker, "Late?", new Date("2026-12-03T04:59:00Z"))).rejects.toBeInstanceOf(QuestionLimitReached);
    await store.askQuestion(asker, "Next day?", new Date(NEXT_MIDNIGHT));
    expect(await count()).toBe(QUESTIONS_PER_DAY + 1);

    const unconfirmed = (await store.recordSignature(testSignature(LIMITED, "new@example.ca"))).id;
    await expect(store.askQuestion(unconfirmed, "Hello?", MORNING)).rejects.toThrow(/no signature/);
    await store.revoke(asker, at(70));
    await expect(store.askQuestion(asker, "Still here?", new Date("2026-12-04T15:00:00Z"))).rejects.toThrow(/no signature/);
    expect(await count()).toBe(QUESTIONS_PER_DAY + 1);
  });

  it("answers once, privately or for every buyer; mails the asker once and the others one digest a day", async () => {
    const asker = await confirmedSigner(store, "priya@example.ca", "Priya Shah");
    const other = await confirmedSigner(store, "marc@example.ca", "Marc Dubois");
    await store.recordSignature(testSignature(LISTING, "unconfirmed@example.ca"));
    const quitter = await confirmedSigner(store, "quits@example.ca", "Lena Ortiz");
    await store.unsubscribeQuestions(quitter, MORNING);
    const sent: { to: unknown; subject: unknown; text: unknown }[] = [];
    let clock = at(10);
    const mailer = createDealRoomMailer({
      store: async () => store,
      invoke: async (_name, body) => {
        sent.push({ to: body.to, subject: body.subject, text: body.text });
        return { ok: true };
      },
      secret: async () => SECRET,
      siteUrl: "https://www.example-agency.ca",
      team: async () => TEST_TEAM,
      listingTitle: async () => "GTA Storage Portfolio",
      now: () => clock,
    });
    await mailer.runOnce();
    sent.length = 0;

    const roof = await store.askQuestion(asker, "Priya Shah of Shah Holdings here: how old is the roof?", at(1));
    const taxes = await store.askQuestion(asker, "What are the property taxes?", at(2));
    const answer = (id: string, visibility: "private" | "public", minutes: number) =>
      store.answerQuestion({
        questionId: id,
        listing: LISTING,
        answer: visibility === "public" ? "Replaced in 2019, with a 20-year warranty." : "$48,200 in 2025.",
        visibility,
        publishedQuestion: visibility === "public" ? "How old is the roof?" : null,
        answeredBy: "operator",
        at: at(minutes),
      });
    expect(await answer(taxes.id, "private", 5)).toBe(true);
    expect(await answer(roof.id, "public", 6)).toBe(true);
    expect(await answer(roof.id, "private", 7)).toBe(false);
    expect(
      await store.answerQuestion({
        questionId: taxes.id,
        listing: "another",
        answer: "x",
        visibility: "private",
        publishedQuestion: null,
        answeredBy: "o",
        at: at(8),
      }),
    ).toBe(false);

    const published = await store.publishedQuestions(LISTING);
    expect(published).toEqual([
      {
        id: roof.id,
        question: "How old is the roof?",
        answer: "Replaced in 2019, with a 20-year warranty.",
        askedAt: at(1).toISOString(),
        answeredAt: at(6).toISOString(),
      },
    ]);
    expect(JSON.stringify(published)).not.toMatch(/Priya|Shah|priya@/);
    expect((await store.signerQuestions(asker)).map((row) => [row.question, row.answer, row.visibility])).toEqual([
      ["What are the property taxes?", "$48,200 in 2025.", "private"],
      ["Priya Shah of Shah Holdings here: how old is the roof?", "Replaced in 2019, with a 20-year warranty.", "public"],
    ]);
    expect(await store.signerQuestions(other)).toEqual([]);

    expect(await mailer.runOnce()).toEqual({ delivered: 3, failed: 0 });
    const to = (email: string) => sent.filter((mail) => JSON.stringify(mail.to) === JSON.stringify([email]));
    expect(to("priya@example.ca").map((mail) => mail.subject)).toEqual([
      "Your question about GTA Storage Portfolio is answered",
      "Your question about GTA Storage Portfolio is answered",
    ]);
    const [digest] = to("marc@example.ca");
    expect(digest?.subject).toBe("Questions answered for every buyer: GTA Storage Portfolio");
    expect(digest?.text).toContain("Q: How old is the roof?\nA: Replaced in 2019, with a 20-year warranty.");
    expect(digest?.text).not.toMatch(/Priya|Shah|property taxes|48,200/);
    expect(to("quits@example.ca")).toEqual([]);
    expect(to("unconfirmed@example.ca")).toEqual([]);
    const token = /unsubscribe\/deal-room-questions\/\?t=([\w.-]+)/.exec(String(digest?.text))?.[1];
    expect(readQuestionUnsubscribe(token, SECRET, clock)).toEqual({ listing: LISTING, signatureId: other });

    // The same day: another answer waits for tomorrow, and a second round (or process) sends nothing.
    const second = await store.askQuestion(asker, "Is there a tenant estoppel?", at(20));
    await store.answerQuestion({
      questionId: second.id,
      listing: LISTING,
      answer: "Yes.",
      visibility: "public",
      publishedQuestion: "Is there a tenant estoppel?",
      answeredBy: "o",
      at: at(21),
    });
    clock = at(30);
    sent.length = 0;
    expect(await mailer.runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(to("marc@example.ca")).toEqual([]);
    expect(await (await harness.peer()).queueQuestionDigests(at(31))).toBe(0);
    clock = new Date("2026-12-03T14:00:00Z");
    sent.length = 0;
    await mailer.runOnce();
    const [tomorrow, ...more] = to("marc@example.ca");
    expect(more).toEqual([]);
    expect(tomorrow?.text).toContain("Q: Is there a tenant estoppel?");
    expect(tomorrow?.text).not.toContain("How old is the roof?");

    expect(await store.questionCounts(LISTING, new Date(MORNING.getTime() - 86_400_000), clock)).toEqual({
      asked: 3,
      answeredPublic: 2,
      answeredPrivate: 1,
      open: 0,
      askedIn: 3,
      answeredIn: 3,
    });
  });

  it("erasure and the purge keep a published entry anonymous and remove the rest", async () => {
    const asker = await confirmedSigner(store, "gone@example.ca", "Sam Gone", ERASED);
    const kept = await store.askQuestion(asker, "Sam here, 416-555-0100: is the zoning M2?", at(1));
    await store.askQuestion(asker, "Private one?", at(2));
    await store.answerQuestion({
      questionId: kept.id,
      listing: ERASED,
      answer: "Yes, M2.",
      visibility: "public",
      publishedQuestion: "Is the zoning M2?",
      answeredBy: "o",
      at: at(3),
    });
    const erased = await harness.inspect("select * from public.personal_information_deal_room_questions_erase($1, $2)", [
      "gone@example.ca",
      at(4),
    ]);
    expect(erased.filter((row) => row.source === "deal_room_questions").map((row) => [row.action, row.records])).toEqual([
      ["anonymised", 1],
      ["deleted", 1],
    ]);
    expect(await harness.inspect("select question, signature_id from public.deal_room_questions where listing = $1", [ERASED])).toEqual([
      { question: "Is the zoning M2?", signature_id: null },
    ]);
    expect((await store.publishedQuestions(ERASED)).map((row) => row.answer)).toEqual(["Yes, M2."]);
    expect(await harness.inspect("select * from public.personal_information_deal_room_questions_find($1)", ["gone@example.ca"])).toEqual(
      [],
    );

    const purged = await confirmedSigner(store, "purged@example.ca", "Old Buyer", ERASED);
    const question = await store.askQuestion(purged, "Old Buyer asks: any leaks?", at(5));
    await store.answerQuestion({
      questionId: question.id,
      listing: ERASED,
      answer: "None known.",
      visibility: "public",
      publishedQuestion: "Any leaks?",
      answeredBy: "o",
      at: at(6),
    });
    await store.askQuestion(purged, "Unanswered?", at(7));
    await harness.inspect("delete from public.deal_room_signatures where id = $1", [purged]);
    expect(await harness.inspect("select question from public.deal_room_questions where listing = $1 order by question", [ERASED])).toEqual(
      [{ question: "Any leaks?" }, { question: "Is the zoning M2?" }],
    );
  });

  it("takes the bench's 200 questions as decision 0061 writes them (half published, half open)", async () => {
    const signer = await confirmedSigner(store, "bench@example.ca", "Bench Buyer", BENCH);
    await harness.inspect(
      `insert into public.deal_room_questions (listing, signature_id, question, asked_at, answer, visibility, published_question, answered_at)
       select $1, $2::uuid, 'Question ' || n || '?', now() - n * interval '1 hour', case when n % 2 = 0 then 'Answer ' || n end,
         case when n % 2 = 0 then 'public' end, case when n % 2 = 0 then 'Question ' || n || '?' end,
         case when n % 2 = 0 then now() - n * interval '1 hour' + interval '10 minutes' end
       from generate_series(1, 200) n`,
      [BENCH, signer],
    );
    expect(await store.publishedQuestions(BENCH)).toHaveLength(100);
    expect((await store.listingQuestions(BENCH)).filter((question) => !question.answeredAt)).toHaveLength(100);
  });
});
