"use client";

import { toast } from "sonner";
import { telHref } from "@/src/navigation/contact";

interface FailureBannerProps {
  email: string;
  phone: string;
  detail: string | null;
  onDismiss?: () => void;
}

async function copy(text: string, confirmation: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(confirmation);
  } catch {
    toast.error(`Could not copy. ${text}`);
  }
}

/** docs/product.md#when-a-submission-fails: the amber banner with the fallback contact methods. */
export function FailureBanner({ email, phone, detail, onDismiss }: FailureBannerProps) {
  return (
    <div role="alert" className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
      <div className="flex items-start justify-between gap-4">
        <p>
          <strong>Form Submission Issue:</strong> There was a problem submitting the form. Please use these alternative methods:
        </p>
        {onDismiss && (
          <button
            type="button"
            onClick={onDismiss}
            className="-m-2 min-h-11 min-w-11 rounded-md p-2 hover:bg-amber-100"
            aria-label="Dismiss"
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        )}
      </div>
      {detail && <p className="mt-2 text-sm">{detail}</p>}
      <p className="mt-2 text-sm">
        E-mail{" "}
        <a className="font-semibold underline" href={`mailto:${email}`}>
          {email}
        </a>{" "}
        or call{" "}
        <a className="font-semibold underline" href={telHref(phone)}>
          {phone}
        </a>
        .
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => copy(email, "Email copied to clipboard")}
          className="min-h-11 rounded-md border border-amber-500 bg-white px-3 text-sm font-semibold hover:bg-amber-100"
        >
          Copy e-mail
        </button>
        <button
          type="button"
          onClick={() => copy(phone, "Phone number copied to clipboard")}
          className="min-h-11 rounded-md border border-amber-500 bg-white px-3 text-sm font-semibold hover:bg-amber-100"
        >
          Copy phone
        </button>
        <a
          href={`mailto:${email}`}
          className="inline-flex min-h-11 items-center rounded-md bg-amber-500 px-3 text-sm font-semibold text-slate-950 hover:bg-amber-400"
        >
          Email Us Directly
        </a>
      </div>
    </div>
  );
}
