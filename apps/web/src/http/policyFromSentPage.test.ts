import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "@/src/security/inlineScripts";
import { pageOrigin, pageWithPolicyFromBody, POLICY_PASS_HEADER } from "./policyFromSentPage";

const regenerated = `<!DOCTYPE html><html><head><script>self.__next_f.push([1,"regenerated"])</script></head><body><h1>Regenerated</h1><script>self.__next_f.push([2])</script></body></html>`;
const policyFor = (hashes: string[]) => `default-src 'none'; script-src 'self' ${hashes.map((hash) => `'${hash}'`).join(" ")}`;

/** A deployment that answers every fetch with `answer`, and remembers what it was asked. */
function deployment(answer: () => Response) {
  const asked: { url: string; headers: Headers }[] = [];
  const fetchPage = ((input: URL | string, init?: RequestInit) => {
    asked.push({ url: String(input), headers: new Headers(init?.headers) });
    return Promise.resolve(answer());
  }) as typeof fetch;
  return { asked, fetchPage };
}

const htmlPage = () =>
  new Response(regenerated, {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", etag: '"abc"', "content-security-policy": "script-src 'self' 'sha256-stale'" },
  });

describe("a page sent with the policy of its own bytes (next start, Vercel)", () => {
  it("sends exactly the bytes it fetched, allowing their inline scripts and nothing the build's copy had", async () => {
    const { fetchPage } = deployment(htmlPage);
    const response = await pageWithPolicyFromBody(new Request("http://www.example.ca/about/"), policyFor, { env: {}, fetch: fetchPage });
    const body = await response.text();
    expect(body).toBe(regenerated);
    const policy = response.headers.get("content-security-policy") ?? "";
    for (const hash of inlineScriptHashes(body)) expect(policy).toContain(`'${hash}'`);
    expect(policy).not.toContain("sha256-stale");
    expect(response.headers.get("etag")).toBe('"abc"');
  });

  it("fetches the page from this server's loopback port, never from the Host the visitor wrote", async () => {
    const { asked, fetchPage } = deployment(htmlPage);
    const visitor = new Request("http://attacker.example/insights/?page=2", { headers: { cookie: "a=b", "if-none-match": '"x"' } });
    await pageWithPolicyFromBody(visitor, policyFor, { env: { PORT: "4100" }, fetch: fetchPage });
    expect(asked[0]?.url).toBe("http://127.0.0.1:4100/insights/?page=2");
    expect(asked[0]?.headers.get(POLICY_PASS_HEADER)).toBe("1");
    expect(asked[0]?.headers.get("accept-encoding")).toBe("identity");
    expect(asked[0]?.headers.get("cookie")).toBe("a=b");
    expect(asked[0]?.headers.get("if-none-match")).toBeNull();
  });

  it("on Vercel, fetches the deployment's own address, past Deployment Protection when a bypass secret exists", async () => {
    expect(pageOrigin({ VERCEL_URL: "site-abc123.vercel.app", PORT: "3000" })).toBe("https://site-abc123.vercel.app");
    const { asked, fetchPage } = deployment(htmlPage);
    const env = { VERCEL_URL: "site-abc123.vercel.app", VERCEL_AUTOMATION_BYPASS_SECRET: "bypass-0123" };
    await pageWithPolicyFromBody(new Request("https://www.example.ca/"), policyFor, { env, fetch: fetchPage });
    expect(asked[0]?.url).toBe("https://site-abc123.vercel.app/");
    expect(asked[0]?.headers.get("x-vercel-protection-bypass")).toBe("bypass-0123");
  });

  it("answers 304 without a body when the visitor already has this version", async () => {
    const { fetchPage } = deployment(htmlPage);
    const visitor = new Request("http://www.example.ca/about/", { headers: { "if-none-match": 'W/"abc"' } });
    const response = await pageWithPolicyFromBody(visitor, policyFor, { env: {}, fetch: fetchPage });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
    expect(response.headers.get("content-security-policy")).toContain("sha256-");
  });

  it("gives the page of a refusal the status its caller means, with its bytes and their policy, a conditional GET included", async () => {
    const { fetchPage } = deployment(htmlPage);
    const visitor = new Request("http://www.example.ca/search/?q=%00", { headers: { "if-none-match": '"abc"' } });
    const response = await pageWithPolicyFromBody(visitor, policyFor, { env: {}, fetch: fetchPage, status: 400 });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(regenerated);
    expect(response.headers.get("etag")).toBeNull();
    for (const hash of inlineScriptHashes(regenerated)) expect(response.headers.get("content-security-policy")).toContain(`'${hash}'`);
    const head = await pageWithPolicyFromBody(new Request("http://www.example.ca/search/?q=%00", { method: "HEAD" }), policyFor, {
      env: {},
      fetch: fetchPage,
      status: 400,
    });
    expect(head.status).toBe(400);
    expect(await head.text()).toBe("");
  });

  it("keeps the status of a 404 page and gives it the hashes of its own scripts", async () => {
    const { fetchPage } = deployment(() => new Response(regenerated, { status: 404, headers: { "content-type": "text/html" } }));
    const response = await pageWithPolicyFromBody(new Request("http://www.example.ca/nope/"), policyFor, { env: {}, fetch: fetchPage });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toBe(policyFor(inlineScriptHashes(regenerated)));
  });

  it("passes a redirect or any answer that is not HTML through as it is", async () => {
    const { fetchPage } = deployment(() => new Response(null, { status: 308, headers: { location: "/about/" } }));
    const response = await pageWithPolicyFromBody(new Request("http://www.example.ca/about"), policyFor, { env: {}, fetch: fetchPage });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/about/");
    expect(response.headers.get("content-security-policy")).toBeNull();
  });
});
