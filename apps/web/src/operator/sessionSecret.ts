/**
 * The secret operator session cookies are signed with (operator/session.ts), in this order:
 *
 * - SESSION_SECRET, when set (at least 32 characters): every instance given it agrees;
 * - the database several processes share (DATABASE_URL, or Supabase with the service-role key):
 *   the first instance to ask stores 32 random bytes, every later one reads them;
 * - otherwise 32 random bytes generated once into DATA_DIR/session-secret, mode 0600.
 *
 * Never derived from OPERATOR_PASSWORD, so a cookie is no way to test password guesses.
 */
import { randomBytes } from "node:crypto";
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

export const SESSION_SECRET_FILE = "session-secret";
export const LINK_SECRET_FILE = "link-secret";
export type SecretFile = typeof SESSION_SECRET_FILE | typeof LINK_SECRET_FILE;
const SECRET_NAME = "operator-session";
/** 32 bytes as base64url. */
const GENERATED_LENGTH = 43;

/** The database side (supabase/migrations/20261123000300_shared_limits.sql): keeps the first candidate. */
export interface SecretStore {
  secret(name: string, candidate: string): Promise<string>;
}

const generated = () => randomBytes(32).toString("base64url");

/**
 * DATA_DIR/session-secret, created on first use. Written under a temporary name and hard-linked
 * into place, so two processes starting at once cannot read a half-written file or both win.
 */
export async function fileSessionSecret(dataDir: string, fileName: SecretFile = SESSION_SECRET_FILE): Promise<Buffer> {
  // One literal per file: the bundler traces a path with a fixed name, not the whole project.
  const file = fileName === LINK_SECRET_FILE ? path.join(dataDir, "link-secret") : path.join(dataDir, "session-secret");
  await mkdir(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(temporary, `${generated()}\n`, { mode: 0o600, flag: "wx" });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(temporary);
  }
  // A copy restored from a backup may have come back readable by others.
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  const text = (await readFile(file, "utf8")).trim();
  if (text.length < GENERATED_LENGTH || !/^[\w-]+$/.test(text)) {
    throw new Error(`${file} does not hold a secret this server wrote: delete it and a new one is made (what it signed stops working)`);
  }
  return Buffer.from(text, "base64url");
}

export interface SessionSecretSource {
  /** SESSION_SECRET. */
  configured?: string;
  /** The shared database, when there is one. */
  store?: (() => Promise<SecretStore | null>) | null;
  /** Null when the server keeps nothing on disk (hosted mode): the store must then answer. */
  dataDir: string | null;
}

/** Which durable secret: its name in the shared database, its file under DATA_DIR, its variable. */
export interface SecretIdentity {
  name: string;
  file: SecretFile;
  variable: string;
}

export const OPERATOR_SESSION_SECRET: SecretIdentity = { name: SECRET_NAME, file: SESSION_SECRET_FILE, variable: "SESSION_SECRET" };

/**
 * The secret the investors' links are signed with (the deal room's access links, the unsubscribe
 * links): LINK_SECRET, else kept like the session secret but apart from it, so signing the
 * operators out everywhere (a new SESSION_SECRET) leaves the links in investors' inboxes working.
 */
export const INVESTOR_LINK_SECRET: SecretIdentity = { name: "investor-links", file: LINK_SECRET_FILE, variable: "LINK_SECRET" };

export async function loadSessionSecret(
  { configured, store, dataDir }: SessionSecretSource,
  identity: SecretIdentity = OPERATOR_SESSION_SECRET,
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, "utf8");
  const shared = await store?.();
  if (shared) return Buffer.from(await shared.secret(identity.name, generated()), "base64url");
  if (dataDir === null) throw new Error(`No ${identity.variable}: set it, or give the server a database that can keep one`);
  return fileSessionSecret(dataDir, identity.file);
}
