/**
 * Work a request starts but need not wait for: the first send of a lead's e-mail, a deal-room
 * link, an announcement (issue 37). Inside a request it runs in Next.js's `after()`, once the
 * response is sent, and the host keeps the function alive until it finishes (Vercel's waitUntil):
 * where no process outlives a request, a timer would never fire and the send would wait for the
 * next cron call. Outside any request (start-up, the delivery loops' own timers) it runs on the
 * next tick.
 */
import { after } from "next/server";

export function afterResponseOrSoon(task: () => Promise<unknown>): void {
  try {
    after(task);
  } catch {
    // after() throws outside a request's scope: no response to wait for.
    setTimeout(() => void task(), 0);
  }
}
