// `npm run test:observatory`: the Mozilla HTTP Observatory's own scanner grades the production
// server as the public would meet it (docs/decisions/0011-content-security-policy.md). The site
// runs behind a TLS terminator on this machine, as a host would run it: https on port 443 with a
// throw-away certificate for `localhost`, and port 80 redirecting to it. Fails below A+.
//
// Ports 80 and 443 need root: run by anyone else (a developer's `npm test`), the step says it is
// skipped and passes; CI runs as root and always grades.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { startServer } from "./support/server.ts";

const REQUIRED_GRADE = "A+";
const HOST = "localhost";

if (process.getuid?.() !== 0) {
  console.log("⚠ Skipped: the Observatory scan binds ports 80 and 443, which needs root. CI runs it as root and requires A+.");
  process.exit(0);
}

/**
 * The scanner's HSTS preload list is downloaded by its install script, which cannot reach the
 * internet here: an empty list is the truth for our domain (it is not preloaded).
 */
function observatoryScanScript(): string {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));
  const preload = path.join(root, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  return path.join(root, "src", "scan.js");
}

function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer; certFile: string } {
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${HOST}`,
      "-addext",
      `subjectAltName=DNS:${HOST}`,
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

function listen(server: http.Server | https.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EACCES" || error.code === "EADDRINUSE"
          ? new Error(
              `The Observatory scan needs ports 80 and 443 on this machine (${error.code} on ${port}); run it as root on a machine where they are free.`,
            )
          : error,
      ),
    );
    server.listen(port, "127.0.0.1", resolve);
  });
}

interface ScanOutput {
  error?: string;
  scan?: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests?: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

function runScan(script: string, certFile: string): Promise<ScanOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, HOST], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", () => {
      try {
        resolve(JSON.parse(output) as ScanOutput);
      } catch {
        reject(new Error(`The scanner printed no JSON: ${output}`));
      }
    });
  });
}

const site = await startServer();
const tls = selfSignedCertificate(mkdtempSync(path.join(os.tmpdir(), "observatory-")));
const upstream = new URL(site.url);

// The TLS terminator passes every request through unchanged, as a hosting proxy would.
const terminator = https.createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
  const forwarded = http.request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, "x-forwarded-proto": "https" },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.once("error", () => response.writeHead(502).end());
  request.pipe(forwarded);
});
const redirector = http.createServer((request, response) => {
  response.writeHead(301, { location: `https://${HOST}${request.url ?? "/"}` }).end();
});

let failed = true;
try {
  await listen(redirector, 80);
  await listen(terminator, 443);
  const result = await runScan(observatoryScanScript(), tls.certFile);
  if (!result.scan || !result.tests) throw new Error(`The scan failed: ${result.error ?? "no result"}`);
  const { grade, score, testsPassed, testsQuantity } = result.scan;
  console.log(`HTTP Observatory: grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed`);
  for (const [name, test] of Object.entries(result.tests)) {
    console.log(`  ${test.pass ? "✔" : "✖"} ${name}: ${test.result} (${test.scoreModifier >= 0 ? "+" : ""}${test.scoreModifier})`);
  }
  failed = grade !== REQUIRED_GRADE;
  if (failed) console.error(`✖ The Observatory grade is ${grade}; ${REQUIRED_GRADE} is required.`);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  terminator.close();
  redirector.close();
  await site.stop();
}
process.exit(failed ? 1 : 0);
