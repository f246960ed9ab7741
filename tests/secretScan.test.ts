import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { buildFiles, scanForSecrets } from "./support/secretScan";
import { E2E_BUILD_SECRETS, secretValues } from "./support/site";

describe("the secret scan of a build", () => {
  const secrets = secretValues(E2E_BUILD_SECRETS);

  it("checks the password of a URL-shaped secret, not the whole URL", () => {
    expect(secrets.find((secret) => secret.name === "SMTP_URL")?.value).toBe("e2e-smtp-password-must-never-ship-0007");
  });

  it("finds a secret a bundle leaked, and names the variable and the file", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "secret-scan-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(path.join(dir, "static/chunks"), { recursive: true });
    mkdirSync(path.join(dir, "cache"), { recursive: true });
    writeFileSync(path.join(dir, "static/chunks/app.js"), `const key="${E2E_BUILD_SECRETS.SUPABASE_SERVICE_ROLE_KEY}";`);
    writeFileSync(path.join(dir, "static/chunks/clean.js"), "console.log('hello')");
    writeFileSync(path.join(dir, "cache/state.json"), E2E_BUILD_SECRETS.CRON_SECRET ?? "");

    const files = buildFiles(dir);
    expect(files.map((file) => path.relative(dir, file)).sort()).toEqual(["static/chunks/app.js", "static/chunks/clean.js"]);
    expect(scanForSecrets(files, secrets)).toEqual([{ name: "SUPABASE_SERVICE_ROLE_KEY", file: path.join(dir, "static/chunks/app.js") }]);
  });
});
