"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@agency/ui";
import { uploadDirectly } from "@/src/dealRoom/uploads/directUpload";
import { DOCUMENT_TYPES } from "@/src/dealRoom/uploads/upload";
import { toastServerAnswer, toastUnreachable } from "@/src/components/operator/serverAnswer";

/**
 * Uploads one document to a listing's deal room; the server's answer as a toast, then the page
 * again. With hosted storage (`direct`) the file goes straight to Supabase Storage with a signed
 * upload URL and the site records it (decision 0050); otherwise through the site's server.
 */
export function DocumentUpload({ listing, title, direct }: { listing: string; title: string; direct: boolean }) {
  const router = useRouter();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get("file");
    if (!(file instanceof File) || file.size === 0) {
      toast.error("Choose a file to upload.");
      return;
    }
    setPending(true);
    try {
      if (direct) {
        const outcome = await uploadDirectly(listing, file);
        if (outcome.ok) {
          toast.success(outcome.message);
          form.current?.reset();
        } else toast.error(outcome.message);
        return;
      }
      const response = await fetch(`/api/operator/deal-room/${listing}/documents`, { method: "POST", body: data });
      if (await toastServerAnswer(response, "Uploaded.")) form.current?.reset();
    } catch (error) {
      toastUnreachable(error, "nothing was stored");
    } finally {
      setPending(false);
      router.refresh();
    }
  }

  return (
    <form
      ref={form}
      onSubmit={upload}
      className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
      aria-label={`Upload a document to ${title}`}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          Add a document (PDF, spreadsheet, Word, image or ZIP; up to 25 MB)
        </label>
        <input
          id={id}
          name="file"
          type="file"
          required
          accept={Object.keys(DOCUMENT_TYPES)
            .map((extension) => `.${extension}`)
            .join(",")}
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-2"
        />
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? "Uploading..." : "Upload"}
      </Button>
    </form>
  );
}
