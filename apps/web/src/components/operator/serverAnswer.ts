import { toast } from "sonner";

/**
 * Shows an operator API's answer as a toast: its `message` on success (else `success`), its
 * `error` otherwise (else the status). True when the action was done.
 */
export async function toastServerAnswer(response: Response, success: string): Promise<boolean> {
  const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
  if (response.ok) toast.success(answer.message ?? success);
  else toast.error(answer.error ?? `The server answered HTTP ${response.status}.`);
  return response.ok;
}

/** The request never reached the server: say so, and that nothing changed. */
export function toastUnreachable(error: unknown, consequence: string): void {
  toast.error(`The server could not be reached; ${consequence}.`, { description: error instanceof Error ? error.message : String(error) });
}
