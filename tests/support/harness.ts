/**
 * What every harness that starts the site needs: a free loopback port, waiting for a server to
 * answer, and the browser. One copy for tests/ (Playwright, the fault script) and bench/ (which
 * imports it through Node's type stripping: node: imports only, no TS-only syntax).
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

/** A loopback port nobody listens on now (the next to bind it wins; good enough for tests). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** freePort for code that cannot wait (Playwright loads its config synchronously). */
export function freePortSync(): number {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script]).toString().trim());
}

export interface WaitOptions {
  /** Which answers mean "serving"; any status below 500 unless given. */
  ready?: (status: number) => boolean;
  timeoutMs?: number;
  intervalMs?: number;
  /** The server's process: its early exit fails the wait at once, with `describe()` in the message. */
  child?: ChildProcess;
  describe?: () => string;
}

/** Resolves once `url` answers as `ready` says; throws when the process exits or time runs out. */
export async function waitUntilServing(url: string, options: WaitOptions = {}): Promise<void> {
  const { ready = (status) => status < 500, timeoutMs = 60_000, intervalMs = 200, child, describe = () => "" } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`The server exited (code ${child.exitCode}) before answering ${url}. ${describe()}`.trim());
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (ready(response.status)) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s. ${describe()}`.trim());
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * The browser the end-to-end tests drive: CHROME_PATH, else Debian's Chromium headless shell, the
 * lighter headless-only build Playwright itself runs headless tests in (about a third less CPU
 * and wall time than the full browser on the reflow and shell specs, measured), else Chromium.
 * Lighthouse keeps the full browser (chromiumPath): the budget's figures are a phone's.
 */
export function playwrightBrowserPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** Debian's Chromium (Playwright cannot download its own browser here), or CHROME_PATH. Never silently skipped. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter((candidate): candidate is string =>
    Boolean(candidate),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(", ")}). Install Debian's with ` +
        "`sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium or Chrome binary.",
    );
  }
  return found;
}
