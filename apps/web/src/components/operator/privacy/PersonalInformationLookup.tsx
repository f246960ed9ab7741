"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button, TextField } from "@agency/ui";
import type { FoundSummary } from "@/src/privacy/accessExport";
import { requestActionWords } from "@/src/privacy/describe";
import type { LoggedRequest } from "@/src/privacy/store";
import { toastUnreachable } from "@/src/components/operator/serverAnswer";
import { FoundPersonalInformation } from "./FoundPersonalInformation";

const ROUTE = "/api/operator/personal-information";

interface FindAnswer {
  address: string;
  parts: FoundSummary[];
  requests: LoggedRequest[];
}

type FieldErrors = Partial<Record<"email" | "confirmation", string>>;

/** A text field of a submitted form ("" when absent). */
const field = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
};

const torontoTime = (iso: string) =>
  new Date(iso).toLocaleString("en-CA", { timeZone: "America/Toronto", dateStyle: "medium", timeStyle: "short" });

async function post(action: "find" | "erase", body: Record<string, string>) {
  const response = await fetch(`${ROUTE}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, status: response.status, answer };
}

/**
 * Find everything kept about an e-mail address, download it for an access request, erase it
 * (decision 0038). The download is a plain form post, so it works without this script too; an
 * erasure asks for the address typed again. Every request is logged by the server.
 */
export function PersonalInformationLookup() {
  const router = useRouter();
  const [found, setFound] = useState<FindAnswer | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<"find" | "erase" | null>(null);
  const [erased, setErased] = useState<string | null>(null);

  async function run(action: "find" | "erase", body: Record<string, string>) {
    setPending(action);
    setErrors({});
    try {
      const { ok, status, answer } = await post(action, body);
      if (!ok) {
        setErrors((answer.fields as FieldErrors | undefined) ?? {});
        toast.error(typeof answer.error === "string" ? answer.error : `The server answered HTTP ${status}.`);
        return;
      }
      if (action === "find") {
        setFound(answer as unknown as FindAnswer);
        setErased(null);
      } else {
        setErased(String(answer.message));
        setFound(null);
        toast.success(String(answer.message));
      }
    } catch (error) {
      toastUnreachable(error, "nothing was changed");
    } finally {
      setPending(null);
      router.refresh();
    }
  }

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run("find", { email: field(event.currentTarget, "email") });
  }

  function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run("erase", { email: found?.address ?? "", confirmation: field(event.currentTarget, "confirmation") });
  }

  return (
    <div className="mt-4">
      <form onSubmit={find} aria-label="Find personal information" className="flex max-w-xl flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            id="personal-information-email"
            name="email"
            label="E-mail address"
            inputMode="email"
            autoComplete="off"
            required
            error={errors.email}
          />
        </div>
        <Button type="submit" disabled={pending !== null} className="sm:mt-6">
          {pending === "find" ? "Finding..." : "Find"}
        </Button>
      </form>
      {erased ? (
        <p role="status" className="mt-4 font-medium text-slate-900" data-erasure-result>
          {erased}
        </p>
      ) : null}
      {found ? (
        <div data-found-address={found.address}>
          <FoundPersonalInformation address={found.address} parts={found.parts} />
          <AddressRequests found={found} />
          <form
            onSubmit={erase}
            aria-label="Erase personal information"
            className="mt-6 flex max-w-xl flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
          >
            <p className="text-sm text-slate-800">
              Erasing deletes or anonymises what is marked so above; what the law requires the team to keep stays. It cannot be undone.
            </p>
            <TextField
              id="personal-information-confirmation"
              name="confirmation"
              label="Type the address again to confirm the erasure"
              inputMode="email"
              autoComplete="off"
              required
              error={errors.confirmation}
            />
            <Button type="submit" disabled={pending !== null}>
              {pending === "erase" ? "Erasing..." : `Erase ${found.address}`}
            </Button>
          </form>
        </div>
      ) : null}
    </div>
  );
}

/** The requests already made about the address, and the download of everything kept about it. */
function AddressRequests({ found }: { found: FindAnswer }) {
  return (
    <>
      <h4 className="mt-4 font-semibold text-slate-900">Requests about this address</h4>
      <ul className="mt-1 text-sm text-slate-700" aria-label="Requests about this address">
        {found.requests.map((entry) => (
          <li key={entry.id}>
            {torontoTime(entry.requestedAt)}: {requestActionWords(entry.action)} by {entry.operator}
          </li>
        ))}
      </ul>
      <form method="post" action={`${ROUTE}/export`} className="mt-4">
        <input type="hidden" name="email" value={found.address} />
        <Button type="submit" variant="secondary">
          Download everything (JSON)
        </Button>
      </form>
    </>
  );
}
