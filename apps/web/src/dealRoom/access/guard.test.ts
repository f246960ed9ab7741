/**
 * The deal room's one door (guard.ts): what it answers at each of its three questions, on the real
 * migrations (PGlite in memory), and that every deal-room handler of the app goes through it.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { agreementPath } from "@agency/paths";
import type { DealRoomBackend } from "@/src/dealRoom/backend";
import type { DealRoomStore } from "@/src/dealRoom/store";
import { createMemoryRepository } from "@/src/server/stores/embedded";
import type { Stores } from "@/src/server/stores/types";
import { accessToken, REFUSAL_MESSAGES } from "./access";
import { ACCESS_COOKIE, accessCookieValue } from "./accessCookie";
import { enterDealRoom, guardDealRoom, roomCookie, type Admitted, type Door, type DoorDeps } from "./guard";
import { PRIVATE_ANSWER_HEADERS } from "./privateHeaders";

const LISTING = { slug: "gta-storage-portfolio", title: "GTA storage portfolio", callForOffersAt: null };
const SECRET = randomBytes(32);
const AGREEMENT_BODY = "Keep it confidential.";
const AGREEMENT = { sha256: createHash("sha256").update(AGREEMENT_BODY).digest("hex"), body: AGREEMENT_BODY, version: "v1" };

let repository: Stores;
let store: DealRoomStore;

beforeAll(async () => {
  repository = await createMemoryRepository();
  store = repository.dealRoom as DealRoomStore;
}, 60_000);
afterAll(async () => {
  await repository.close();
});

/** The room's backend as far as the door reads it: the store and the link secrets. */
const backend = { dealRoom: async () => store, linkSecrets: async () => ({ current: SECRET }) } as DealRoomBackend;

function deps(overrides: Partial<DoorDeps> = {}): DoorDeps & { backendAsked: () => number } {
  let asked = 0;
  return {
    listings: async () => [LISTING],
    backend: async () => {
      asked += 1;
      return backend;
    },
    ...overrides,
    backendAsked: () => asked,
  };
}

async function signed(email: string) {
  const { id, acceptedAt } = await store.recordSignature({
    listing: LISTING.slug,
    name: "Jordan Lee",
    email,
    phone: "(416) 555-0170",
    company: null,
    role: "principal",
    clientName: null,
    signature: "Jordan Lee",
    agreement: AGREEMENT,
    ip: null,
    userAgent: null,
  });
  return { id, listing: LISTING.slug, acceptedAt };
}

const withCookie = (value?: string) =>
  new Request("https://www.example-agency.ca/self-storage/listings/gta-storage-portfolio/deal-room/", {
    headers: value ? { cookie: `${ACCESS_COOKIE}=${value}` } : {},
  });

const unavailable = () => new Response("the handler's own 503", { status: 503 });
const cookieDoor: Door = { credential: roomCookie, failure: { log: "A test handler failed", page: unavailable } };
/** The handler's own work once the visitor is in: here, saying who came in. */
const insideDoor = () => vi.fn(async ({ signature }: Admitted) => new Response(`in as ${signature.email}`, { status: 200 }));

function expectPrivate(response: Response) {
  for (const [name, value] of Object.entries(PRIVATE_ANSWER_HEADERS)) expect(response.headers.get(name)).toBe(value);
}

describe("the deal room's door, for route handlers", () => {
  it("answers 404 for a listing without a deal room, before reading the credential or asking the database", async () => {
    const door = { ...cookieDoor, credential: vi.fn(roomCookie) };
    const tried = deps();
    const inside = insideDoor();
    const response = await guardDealRoom(withCookie(), "no-such-listing", door, inside, tried);
    expect(response.status).toBe(404);
    expectPrivate(response);
    expect(await response.text()).toContain("<h1>No such deal room</h1>");
    expect(door.credential).not.toHaveBeenCalled();
    expect(inside).not.toHaveBeenCalled();
    expect(tried.backendAsked()).toBe(0);
  });

  it("ends with the door's own answer when the credential cannot be read, before asking the database", async () => {
    const tooLarge = new Response("too large", { status: 413 });
    const tried = deps();
    const response = await guardDealRoom(withCookie(), LISTING.slug, { ...cookieDoor, credential: () => tooLarge }, insideDoor(), tried);
    expect(response).toBe(tooLarge);
    expect(tried.backendAsked()).toBe(0);
  });

  it("answers 403 with the page that says why and links the agreement, for each refusal", async () => {
    const signature = await signed("refused@example.ca");
    const inside = insideDoor();
    const refused = [
      [withCookie(), "missing"],
      [withCookie(`${accessCookieValue(signature, SECRET).slice(0, -2)}AA`), "forged"],
      // The e-mailed link's token is not a cookie.
      [withCookie(accessToken(signature, SECRET)), "forged"],
    ] as const;
    for (const [request, reason] of refused) {
      const response = await guardDealRoom(request, LISTING.slug, cookieDoor, inside, deps());
      expect(response.status).toBe(403);
      expectPrivate(response);
      const html = await response.text();
      expect(html).toContain(`<h1>${REFUSAL_MESSAGES[reason].heading}</h1>`);
      expect(html).toContain(`href="${agreementPath(LISTING.slug)}"`);
    }
    await store.revoke(signature.id, new Date());
    const revoked = await guardDealRoom(withCookie(accessCookieValue(signature, SECRET)), LISTING.slug, cookieDoor, inside, deps());
    expect(revoked.status).toBe(403);
    expect(inside).not.toHaveBeenCalled();
  });

  it("checks an e-mailed link's token the same way, and refuses the room's cookie in its place", async () => {
    const signature = await signed("token@example.ca");
    const tokenDoor = (token: string): Door => ({ credential: () => ({ token }), failure: cookieDoor.failure });
    const request = withCookie();
    const inside = insideDoor();
    expect((await guardDealRoom(request, LISTING.slug, tokenDoor(accessToken(signature, SECRET)), inside, deps())).status).toBe(200);
    expect((await guardDealRoom(request, LISTING.slug, tokenDoor(accessCookieValue(signature, SECRET)), inside, deps())).status).toBe(403);
    expect(inside).toHaveBeenCalledTimes(1);
  });

  it("lets the signer in with the listing, the backend and the signature", async () => {
    const signature = await signed("inside@example.ca");
    const inside = insideDoor();
    const response = await guardDealRoom(withCookie(accessCookieValue(signature, SECRET)), LISTING.slug, cookieDoor, inside, deps());
    expect(await response.text()).toBe("in as inside@example.ca");
    expect(inside).toHaveBeenCalledWith(
      expect.objectContaining({ listing: LISTING, backend, signature: expect.objectContaining({ id: signature.id }) }),
    );
  });

  it("logs and answers the handler's 503 when the database fails, at the door or inside", async () => {
    const written = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const down = deps({ backend: async () => Promise.reject(new Error("database unreachable")) });
    expect(await (await guardDealRoom(withCookie(), LISTING.slug, cookieDoor, insideDoor(), down)).text()).toBe("the handler's own 503");
    const signature = await signed("failing@example.ca");
    const failing = async () => Promise.reject(new Error("storage unreachable"));
    const response = await guardDealRoom(withCookie(accessCookieValue(signature, SECRET)), LISTING.slug, cookieDoor, failing, deps());
    expect(response.status).toBe(503);
    const lines = written.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("A test handler failed"));
    written.mockRestore();
    expect(lines.map((line) => (JSON.parse(line) as { error?: { message?: string } }).error?.message)).toEqual([
      "database unreachable",
      "storage unreachable",
    ]);
  });
});

describe("the deal room's door, for the room's page", () => {
  it("says no room, refused with the listing, or in", async () => {
    const signature = await signed("page@example.ca");
    const jar = (value?: string) => ({ get: (name: string) => (name === ACCESS_COOKIE && value ? { value } : undefined) });
    expect(await enterDealRoom("no-such-listing", { cookie: jar() }, deps())).toEqual({ listing: null });
    expect(await enterDealRoom(LISTING.slug, { cookie: jar() }, deps())).toEqual({ listing: LISTING, ok: false, reason: "missing" });
    const entry = await enterDealRoom(LISTING.slug, { cookie: jar(accessCookieValue(signature, SECRET)) }, deps());
    expect(entry).toMatchObject({ listing: LISTING, ok: true, admitted: { signature: { id: signature.id } } });
  });
});

/**
 * Every handler under the room's address goes through the door: each route handler calls a
 * function of src/ whose body calls guardDealRoom, and the room's page a view that calls
 * enterDealRoom. A new handler that checks access its own way fails here.
 */
describe("every deal-room handler", () => {
  const webDir = path.resolve(import.meta.dirname, "../../..");
  const roomDir = path.join(webDir, "app/self-storage/listings/[slug]/deal-room");
  const handlers = readdirSync(roomDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)(route\.ts|page\.tsx)$/.test(file))
    .sort();

  /** The functions a route or page imports from src/, with the module's source. */
  function calls(file: string): { name: string; module: string; source: string }[] {
    const source = readFileSync(path.join(roomDir, file), "utf8");
    return [...source.matchAll(/import \{([^}]+)\} from "@\/(src\/[^"]+)"/g)].flatMap(([, names = "", module = ""]) => {
      const found = [`${module}.ts`, `${module}.tsx`]
        .map((candidate) => path.join(webDir, candidate))
        .find((candidate) => existsSync(candidate));
      const moduleSource = found ? readFileSync(found, "utf8") : "";
      return names
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith("type "))
        .map((name) => ({ name, module, source: moduleSource }));
    });
  }

  /** A function's body: from its declaration to the first line that closes it. */
  function body(source: string, name: string): string {
    const start = source.search(new RegExp(`export (async )?function ${name}\\(`));
    if (start === -1) return "";
    const end = source.indexOf("\n}\n", start);
    return source.slice(start, end === -1 ? undefined : end);
  }

  it("lists the room's handlers (the test itself works)", () => {
    expect(handlers).toEqual([
      "agreement.pdf/route.ts",
      "documents/[document]/route.ts",
      "due-diligence/route.ts",
      "offer-count/route.ts",
      "offer/route.ts",
      "open/route.ts",
      "page.tsx",
      "questions/route.ts",
      "view/[document]/page.tsx",
      "view/[document]/pages/[page]/route.ts",
    ]);
  });

  it.each(handlers)("%s opens through the deal room's door", (file) => {
    const door = file.endsWith("page.tsx") ? "enterDealRoom(" : "guardDealRoom(";
    const called = calls(file).filter(({ module }) => /^src\/(dealRoom|views\/dealRoom)\//.test(module));
    expect(called.length).toBeGreaterThan(0);
    for (const { name, module, source } of called) expect(body(source, name), `${name} in ${module}`).toContain(door);
  });

  it("leaves the access checks to the door: no other module of src/ calls them", () => {
    const srcDir = path.join(webDir, "src");
    const callers = readdirSync(srcDir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /\b(dealRoomAccess|checkAccess)\(/.test(readFileSync(path.join(srcDir, file), "utf8")));
    expect(callers.sort()).toEqual(["dealRoom/access/access.ts", "dealRoom/access/accessCookie.ts", "dealRoom/access/guard.ts"]);
  });
});
