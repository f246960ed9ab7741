/**
 * The ports: what the site asks of each outside service, whichever adapter answers
 * (docs/architecture.md, Fixed interfaces; docs/decisions/0001-two-modes.md). Types only, so an
 * adapter, its callers and the runtime that wires them (src/server/runtime.server.ts) all import this
 * module and none imports another: no import cycle, and no adapter loaded to name a type. The
 * embedded content adapter and its tests load no Sanity or Next.js types through it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** Runs a GROQ query; `tags` are the document types it reads, used for cache revalidation. */
export type ContentQuery = (query: string, params?: Record<string, unknown>, tags?: string[]) => Promise<unknown>;

/** The Sanity project of hosted content mode. */
export interface HostedContentConfig {
  projectId: string;
  dataset: string;
  token?: string | undefined;
  /** SANITY_API_HOST: the query API's address when it is not Sanity's own (tests). */
  apiHost?: string | undefined;
}

/** How the functions send e-mail (.eml outbox, SMTP, Resend). */
export type { Mailer, MailMessage } from "@agency/supabase/mail";

/** Calls one of the functions (in-process or a Supabase edge function): success, or why not. */
export type InvokeFunction = (name: string, body: Record<string, unknown>) => Promise<{ ok: true } | { ok: false; error: string }>;

/** Delivers lead notifications (src/leads/notifier.ts). */
export interface Notifier {
  /** Runs a delivery round soon (coalesced). */
  wake(): void;
  /** One delivery round; resolves with how many were delivered and failed. */
  runOnce(): Promise<{ delivered: number; failed: number }>;
  start(): void;
  stop(): Promise<void>;
}

/** Prerendered pages served from memory in embedded content mode (src/http/pageCache.ts). */
export interface PageCache {
  /** Answers the request from the cache and returns true, or returns false: Next.js must answer. */
  handle(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  /** Forgets every page (content was published); each is captured again on its next request. */
  clear(): void;
  /** How many pages are held. */
  readonly size: number;
}
