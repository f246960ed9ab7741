"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@agency/ui";
import { formatFileSize } from "@/src/dealRoom/documents/format";

interface FoundDownload {
  downloadId: string;
  downloadedAt: string;
  listing: string;
  name: string;
  email: string;
  company: string | null;
  fileName: string;
  ip: string | null;
  userAgent: string | null;
  bytesSent: number | null;
}

const torontoTime = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/**
 * Finds the download a leaked copy names (issue 31): the operator types the ID printed at the foot
 * of its pages and sees who downloaded it, from which deal room, when and from where.
 */
export function DownloadLookup() {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [found, setFound] = useState<FoundDownload | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function lookUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = new FormData(event.currentTarget).get("download_id");
    const downloadId = typeof field === "string" ? field.trim() : "";
    setPending(true);
    setFound(null);
    setError(null);
    try {
      const response = await fetch(`/api/operator/deal-room/downloads/${encodeURIComponent(downloadId || "-")}`);
      const answer = (await response.json().catch(() => ({}))) as { download?: FoundDownload; error?: string };
      if (response.ok && answer.download) setFound(answer.download);
      else setError(answer.error ?? `The server answered HTTP ${response.status}.`);
    } catch (reason) {
      setError(`The server could not be reached: ${reason instanceof Error ? reason.message : String(reason)}`);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mt-4 rounded-md border border-slate-200 p-4">
      <form onSubmit={lookUp} aria-label="Look up a download ID" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm font-medium text-slate-900">
            Download ID (printed at the foot of every page of a watermarked copy)
          </label>
          <input
            id={id}
            name="download_id"
            required
            autoComplete="off"
            spellCheck={false}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
          />
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? "Looking up..." : "Look up"}
        </Button>
      </form>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {found && (
        <dl role="status" aria-label="Download found" className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Signer</dt>
          <dd>
            {found.name}
            {found.company ? ` (${found.company})` : ""}, {found.email}
          </dd>
          <dt className="font-medium">Deal room</dt>
          <dd>{found.listing}</dd>
          <dt className="font-medium">Document</dt>
          <dd>
            {found.fileName}
            {found.bytesSent !== null ? ` (${formatFileSize(found.bytesSent)} sent)` : ""}
          </dd>
          <dt className="font-medium">Downloaded</dt>
          <dd>{torontoTime(found.downloadedAt)}</dd>
          <dt className="font-medium">Client</dt>
          <dd className="break-all">
            {found.ip ?? "address unknown"}
            {found.userAgent ? ` · ${found.userAgent}` : ""}
          </dd>
        </dl>
      )}
    </div>
  );
}
