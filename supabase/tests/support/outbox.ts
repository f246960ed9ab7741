/**
 * Test support: reads the .eml outbox the embedded mailer writes (supabase/functions/_shared/
 * mailers.node.ts) back into headers and text, with postal-mime, a maintained MIME parser. Tests
 * only: the production code writes mail, it never reads it.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PostalMime, { decodeWords } from "postal-mime";

export interface OutboxMessage {
  /** Absolute path of the .eml file. */
  file: string;
  /** Header names in lower case (the first of each); values unfolded and RFC 2047-decoded. */
  headers: Record<string, string>;
  /** Decoded text/plain part; "" when absent. */
  text: string;
  /** Decoded text/html part; "" when absent. */
  html: string;
}

/** Parses one .eml file's content. */
export async function parseEml(raw: Uint8Array, file = ""): Promise<OutboxMessage> {
  const email = await PostalMime.parse(raw);
  const headers: Record<string, string> = {};
  for (const { key, value } of email.headers) headers[key] ??= decodeWords(value);
  // postal-mime keeps the line break before a part's closing boundary, which RFC 2046 counts as
  // part of the boundary: without it, a part reads back exactly as it was sent.
  const multipart = /^multipart\//i.test(headers["content-type"] ?? "");
  const part = (value: string | undefined) => (multipart ? (value ?? "").replace(/\r?\n$/, "") : (value ?? ""));
  return { file, headers, text: part(email.text), html: part(email.html) };
}

/** Every message in the outbox, oldest first; [] when the directory does not exist. */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith(".eml") && !name.startsWith(".")).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.resolve(dir, name);
      return parseEml(new Uint8Array(await readFile(file)), file);
    }),
  );
}
