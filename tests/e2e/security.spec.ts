import { expect, test, type APIResponse } from "../support/test";
import { createEmbeddedRepository } from "../../apps/web/src/server/stores/embedded.ts";
import { startServer, type TestServer } from "../support/server";

/** What every response must say, whatever it is (docs/decisions/0011-content-security-policy.md). */
function expectBaseHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["strict-transport-security"], what).toBe("max-age=31536000; includeSubDomains");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
}

/** What every page must say on top: a policy that runs only this site's own scripts. */
function expectPagePolicy(response: APIResponse, what: string) {
  const policy = response.headers()["content-security-policy"] ?? "";
  const directives = Object.fromEntries(
    policy.split(";").map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
  expect(directives["default-src"], what).toEqual(["'none'"]);
  expect(directives["frame-ancestors"], what).toEqual(["'none'"]);
  expect(directives["object-src"], what).toEqual(["'none'"]);
  expect(directives["base-uri"], what).toEqual(["'none'"]);
  expect(directives["form-action"], what).toEqual(["'self'"]);
  const scripts: string[] = directives["script-src"] ?? [];
  expect(scripts[0], what).toBe("'self'");
  expect(
    scripts.slice(1).every((source) => /^'(sha256-[A-Za-z0-9+/=]+|nonce-[A-Za-z0-9+/=]+)'$/.test(source)),
    `${what}: ${scripts.join(" ")}`,
  ).toBe(true);
  expect(policy, what).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*(?!\.)/);
}

test.describe("security headers", () => {
  test("every kind of response carries them, and every page its policy", async ({ request }) => {
    const home = await request.get("/");
    const html = await home.text();
    const chunk = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
    expect(chunk, "the home page loads a script chunk").toBeTruthy();

    const pages: [string, string, number][] = [
      ["a prerendered page", "/about/", 200],
      ["the home page", "/", 200],
      ["a page rendered per request", "/diagnostics", 200],
      ["the 404 page", "/no-such-page/", 404],
    ];
    for (const [what, path, status] of pages) {
      const response = await request.get(path);
      expect(response.status(), what).toBe(status);
      expectBaseHeaders(response, what);
      expectPagePolicy(response, what);
    }

    const others: [string, string, number][] = [
      ["an API answer", "/api/health", 200],
      ["a static asset", chunk ?? "", 200],
      ["a download", "/downloads/due-diligence-checklist.pdf", 200],
      ["the sharing image", "/og/default.png", 200],
      ["the sitemap", "/sitemap.xml", 200],
    ];
    for (const [what, path, status] of others) {
      const response = await request.get(path);
      expect(response.status(), what).toBe(status);
      expectBaseHeaders(response, what);
    }
    const redirect = await request.get("/listings", { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expectBaseHeaders(redirect, "a redirect");
  });

  test("a prerendered page allows exactly its own inline scripts; a page rendered per request gets a fresh nonce", async ({ request }) => {
    const first = (await request.get("/diagnostics")).headers()["content-security-policy"];
    const second = (await request.get("/diagnostics")).headers()["content-security-policy"];
    const nonce = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
    expect(nonce(first)).toBeTruthy();
    expect(nonce(first)).not.toBe(nonce(second));
    const about = (await request.get("/about/")).headers()["content-security-policy"];
    expect(about).not.toContain("nonce-");
    expect(about).toMatch(/'sha256-/);
  });
});

test.describe("the policy in the browser", () => {
  // Every page, the 404 page and the operator page hydrate without a violation: checked on the
  // visits peer-checks.spec.ts makes for axe. Here, interactive pages still work under the policy.
  test("the ROI calculator recomputes under the policy, without a violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to (execute|load|connect|apply|frame)/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/tools/roi-calculator/");
    await page.getByLabel("Purchase price").fill("4000000");
    await expect(page).toHaveURL(/purchasePrice=4000000/);
    expect(violations).toEqual([]);
  });

  test("an injected inline script does not run", async ({ page }) => {
    await page.goto("/about/");
    const ran = await page.evaluate(async () => {
      const blocked = new Promise<string>((resolve) =>
        document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective), { once: true }),
      );
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      const directive = await blocked;
      return { directive, executed: (window as unknown as { __injected?: boolean }).__injected === true };
    });
    expect(ran).toEqual({ directive: expect.stringMatching(/^script-src/), executed: false });
  });
});

test.describe("cross-site writes", () => {
  test.describe.configure({ mode: "serial" });
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const lead = { name: "Mallory", email: "mallory@example.ca", message: "Posted from another site" };

  test("a lead posted from another site is refused with 403 and a clear message", async ({ request }) => {
    const attempts: Record<string, string>[] = [
      { origin: "https://evil.example", "x-forwarded-for": "203.0.113.1" },
      { "sec-fetch-site": "cross-site", "x-forwarded-for": "203.0.113.2" },
      { origin: "null", "x-forwarded-for": "203.0.113.3" },
    ];
    for (const headers of attempts) {
      const response = await request.post(`${server.url}/api/leads/contact`, { data: lead, headers });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ error: "Requests from other sites are not accepted." });
    }
  });

  test("a Server Action and the operator sign-in posted from another site are refused", async ({ request }) => {
    const action = await request.post(`${server.url}/contact/`, {
      headers: { origin: "https://evil.example", "next-action": "0".repeat(42), "content-type": "text/plain;charset=UTF-8" },
      data: "[]",
    });
    expect(action.status()).toBe(403);
    const signIn = await request.post(`${server.url}/api/operator/session`, {
      headers: { "sec-fetch-site": "cross-site" },
      data: { password: "anything-at-all" },
    });
    expect(signIn.status()).toBe(403);
  });

  test("the site's own origin, scripts without an origin and signed webhooks still get through", async ({ request }) => {
    const own = await request.post(`${server.url}/api/leads/contact`, {
      data: { ...lead, name: "Own origin" },
      headers: { origin: server.url, "sec-fetch-site": "same-origin", "x-forwarded-for": "203.0.113.10" },
    });
    expect(own.status()).toBe(200);
    const script = await request.post(`${server.url}/api/leads/contact`, {
      data: { ...lead, name: "No origin" },
      headers: { "x-forwarded-for": "203.0.113.11" },
    });
    expect(script.status()).toBe(200);
    // The webhook is judged by its signature (404 here: no secret configured), never by its origin.
    const webhook = await request.post(`${server.url}/api/revalidate`, { headers: { origin: "https://api.sanity.io" }, data: {} });
    expect(webhook.status()).not.toBe(403);
  });

  test("only the two accepted leads were stored", async () => {
    await server.stop();
    const repository = await createEmbeddedRepository({ dataDir: server.dataDir });
    try {
      expect(await repository.count("contact")).toBe(2);
    } finally {
      await repository.close();
    }
  });
});
