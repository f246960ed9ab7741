/**
 * The confidentiality agreement as signed (docs/decisions/0028-confidentiality-agreement-record.md):
 * the published text, normalised once (line endings, outer whitespace) so that the text shown, the
 * text hashed and the text stored are the same string, its SHA-256, and a label for people.
 */
import { createHash } from "node:crypto";

export interface AgreementVersion {
  title: string;
  /** The exact text shown and stored. */
  body: string;
  /** Its paragraphs, as the page shows them. */
  paragraphs: string[];
  /** SHA-256 of `body` (UTF-8), lower-case hex: what identifies the version. */
  sha256: string;
  /** For people: when it was published (hosted) and the start of its hash. */
  version: string;
}

export function normaliseAgreementText(text: string): string {
  return text.replace(/\r\n?/g, "\n").trim();
}

export function agreementSha256(body: string): string {
  return createHash("sha256").update(body, "utf8").digest("hex");
}

/** The version of a published agreement, or null when it has no text. */
export function agreementVersion(
  content: { title?: string | null; body?: string | null; _updatedAt?: string | null } | null,
): AgreementVersion | null {
  const body = normaliseAgreementText(content?.body ?? "");
  if (!body) return null;
  const sha256 = agreementSha256(body);
  const published = content?._updatedAt ? `${content._updatedAt.slice(0, 10)} · ` : "";
  return {
    title: content?.title?.trim() || "Confidentiality agreement",
    body,
    paragraphs: body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    sha256,
    version: `${published}${sha256.slice(0, 12)}`,
  };
}
