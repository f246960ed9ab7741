/**
 * Click-to-edit (issue 25, decision 0036), at the boundary between the site and the Content Lake:
 * an editor whom the Studio's Presentation tool sends to a page (a preview secret stored in the
 * dataset) sees drafts whose prose carries its document and field in invisible characters, which
 * Sanity's overlays turn into "edit this field"; a visitor's page carries none, and neither does
 * the page's head or structured data. The hosted build reads a stand-in Content Lake
 * (tests/support/contentLake.ts) that answers the source map.
 */
import { expect, test } from "../support/test";
import { vercelStegaDecodeAll, vercelStegaSplit } from "@vercel/stega";
import type { ContentLake } from "../support/contentLake";
import { startHostedSite, type HostedSite } from "../support/hostedSite";
import type { TestServer } from "../support/server";

const STUDIO = "https://agency.sanity.studio";
const SECRET = "e2e-preview-secret-0123456789";

test.describe.configure({ mode: "serial" });

let site: HostedSite;
let lake: ContentLake;
let server: TestServer;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startHostedSite({ SANITY_API_READ_TOKEN: "e2e-read-token", SANITY_STUDIO_ORIGIN: STUDIO });
  ({ lake, server } = site);
});

test.afterAll(() => site?.stop());

interface EditInfo {
  origin: string;
  href: string;
}

const edits = (html: string) => (vercelStegaDecodeAll<EditInfo>(html) ?? []).filter((info) => info.origin === "sanity.io");
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => match[1] ?? "");

/** What the Presentation tool does: stores a secret in the dataset, then opens the site with it. */
async function enterPreview(pathname: string): Promise<string> {
  lake.publish({
    _id: "sanity-preview-url-secret.e2e",
    _type: "sanity.previewUrlSecret",
    secret: SECRET,
    _updatedAt: new Date().toISOString(),
  });
  const response = await fetch(
    `${server.url}/api/draft-mode/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=${encodeURIComponent(pathname)}`,
    { redirect: "manual" },
  );
  expect(response.status).toBe(307);
  expect(response.headers.get("location")).toBe(pathname);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("__prerender_bypass="));
  expect(cookie, "draft mode sets its cookie").toBeTruthy();
  return (cookie ?? "").split(";")[0] ?? "";
}

test("a wrong preview secret opens nothing", async () => {
  const response = await fetch(`${server.url}/api/draft-mode/enable?sanity-preview-secret=not-the-secret&sanity-preview-pathname=/buy/`, {
    redirect: "manual",
  });
  expect(response.status).toBe(401);
  expect(response.headers.get("set-cookie") ?? "").not.toContain("__prerender_bypass");
});

test("in the preview, the page's prose names its document and field for the Studio; the head and structured data stay clean", async () => {
  const cookie = await enterPreview("/buy/");
  const html = await (await fetch(`${server.url}/buy/`, { headers: { cookie } })).text();
  expect(html).toContain("Previewing unpublished changes");

  const found = edits(html);
  expect(found.length).toBeGreaterThan(5);
  // The page's own heading, from the content page behind /buy/.
  const heading = found.find((info) => /id=[^;]*;type=contentPage;path=heading/.test(info.href));
  expect(heading, found.map((info) => info.href).join("\n")).toBeTruthy();
  expect(heading?.href.startsWith(`${STUDIO}/`)).toBe(true);
  // The site settings (the footer), used on every page, are editable from here too.
  expect(found.some((info) => info.href.includes("type=siteSettings"))).toBe(true);

  expect(vercelStegaSplit(head(html)).encoded).toBe("");
  for (const data of structuredData(html)) expect(vercelStegaSplit(data).encoded).toBe("");
});

test("in the preview, a chart still finds its table and the numbers are drawn", async () => {
  const cookie = await enterPreview("/self-storage/insights/roi-guide-ontario/");
  const response = await fetch(`${server.url}/self-storage/insights/roi-guide-ontario/`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("<svg");
  expect(edits(html).length).toBeGreaterThan(0);
});

test("in the preview, the agent's portrait opens its field when clicked: an image carries data-sanity", async ({ page, context }) => {
  const cookie = await enterPreview("/");
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name: name ?? "", value: value ?? "", url: server.url }]);
  await page.goto(`${server.url}/`);
  const portrait = page.locator("#agent-heading ~ div img");
  await expect(portrait).toHaveAttribute("data-sanity", `id=agentProfile;type=agentProfile;path=photo;base=${encodeURIComponent(STUDIO)}`);
  // The sold facilities: each photo and unit count opens its success story's field.
  const stories = page.locator("#success-heading ~ ul article");
  await expect(stories.first()).toBeVisible();
  for (const story of await stories.all()) {
    await expect(story.locator("img")).toHaveAttribute("data-sanity", /;type=successStory;path=image;/);
    await expect(story.getByText(/\d+ units/)).toHaveAttribute("data-sanity", /;type=successStory;path=units;/);
  }
});

test("in the preview, a listing's figures open their fields", async () => {
  const listing = {
    _id: "listing.e2e-click-to-edit",
    _type: "listing",
    title: "Click-to-edit Listing: Guelph Storage",
    slug: { _type: "slug", current: "e2e-click-to-edit" },
    assetClass: "self-storage",
    region: "Guelph",
    status: "available",
    confidential: false,
    address: "1 Test Road, Guelph, ON",
    askingPrice: 4_200_000,
    units: 410,
    occupancy: 91.5,
    capRate: 6.75,
    listedAt: "2026-10-01",
  };
  lake.publish(listing);
  const pathname = "/self-storage/listings/e2e-click-to-edit/";
  const cookie = await enterPreview(pathname);
  const html = await (await fetch(`${server.url}${pathname}`, { headers: { cookie } })).text();
  const fields = [...html.matchAll(/data-sanity="([^"]*)"/g)].map((match) => match[1]?.replaceAll("&amp;", "&") ?? "");
  for (const field of ["askingPrice", "units", "occupancy", "capRate", "listedAt"]) {
    expect(fields, field).toContain(`id=listing.e2e-click-to-edit;type=listing;path=${field};base=${encodeURIComponent(STUDIO)}`);
  }
  expect(html).toContain("410");
  lake.remove(listing._id);
});

test("a visitor's page carries no click-to-edit marks", async () => {
  for (const pathname of ["/buy/", "/"]) {
    const html = await (await fetch(`${server.url}${pathname}`)).text();
    expect(html).not.toContain("Previewing unpublished changes");
    expect(edits(html)).toEqual([]);
    expect(html).not.toContain("data-sanity");
  }
});
