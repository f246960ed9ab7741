import { describe, expect, it } from "vitest";
import { buildPageHead, documentRecord, toNextMetadata } from "./metadata";
import { SETTINGS, record } from "./testFixtures";

const SITE = "https://www.example.ca";

describe("buildPageHead", () => {
  it("builds the canonical, alternates and social tags of a page from its record", () => {
    const head = buildPageHead({ record: record(), path: "/buy/", settings: SETTINGS, siteUrl: SITE });
    expect(head.title).toBe("Buy Self-Storage");
    expect(head.canonical).toBe("https://www.example.ca/buy/");
    expect(head.hreflang).toEqual([
      { lang: "en-CA", url: "https://www.example.ca/buy/" },
      { lang: "en", url: "https://www.example.ca/buy/" },
      { lang: "x-default", url: "https://www.example.ca/buy/" },
    ]);
    expect(head.ogImage).toBe("https://www.example.ca/og/default.png");
    expect(head.twitterImage).toBe(head.ogImage);
    expect(head.ogType).toBe("website");
    expect(head.noindex).toBe(false);
    expect(head.keywords).toEqual(["buy storage"]);
  });

  it("gives an unknown path the default record with its own canonical", () => {
    const head = buildPageHead({
      record: record({ path: "*", title: "Default title", isDefault: true }),
      path: "/somewhere/",
      settings: SETTINGS,
      siteUrl: SITE,
    });
    expect(head.title).toBe("Default title");
    expect(head.canonical).toBe("https://www.example.ca/somewhere/");
  });

  it("honours a canonical override, noindex and a CDN sharing image", () => {
    const head = buildPageHead({
      record: record({
        canonical: "/sell/",
        noindex: true,
        ogImage: { src: "https://cdn.sanity.io/images/p/d/abc-1200x630.png", alt: null, width: 1200, height: 630 },
      }),
      path: "/buy/",
      settings: SETTINGS,
      siteUrl: SITE,
    });
    expect(head.canonical).toBe("https://www.example.ca/sell/");
    expect(head.noindex).toBe(true);
    expect(head.ogImage).toBe("https://cdn.sanity.io/images/p/d/abc-1200x630.png?w=1200&auto=format");
  });

  it("describes the sharing image with the editor's alternative text, else the page title", () => {
    const image = { src: "https://cdn.sanity.io/images/p/d/abc-1200x630.png", width: 1200, height: 630 };
    const withAlt = buildPageHead({
      record: record({ ogImage: { ...image, alt: "A drive-up storage facility at dusk" } }),
      path: "/buy/",
      settings: SETTINGS,
      siteUrl: SITE,
    });
    expect(toNextMetadata(withAlt).openGraph?.images).toEqual([expect.objectContaining({ alt: "A drive-up storage facility at dusk" })]);
    const without = buildPageHead({
      record: record({ ogImage: { ...image, alt: null } }),
      path: "/buy/",
      settings: SETTINGS,
      siteUrl: SITE,
    });
    expect(without.ogImageAlt).toBe(without.title);
  });

  it("points the 404 page's canonical at home", () => {
    const head = buildPageHead({
      record: record({ isDefault: true }),
      path: "*",
      settings: SETTINGS,
      siteUrl: SITE,
      noindex: true,
      canonicalPath: "/",
    });
    expect(head.canonical).toBe("https://www.example.ca/");
    expect(head.noindex).toBe(true);
  });
});

describe("toNextMetadata", () => {
  it("maps an indexable page to index, follow with large image previews", () => {
    const metadata = toNextMetadata(buildPageHead({ record: record(), path: "/buy/", settings: SETTINGS, siteUrl: SITE }));
    expect(metadata.robots).toMatchObject({ index: true, follow: true, "max-image-preview": "large" });
    expect(metadata.alternates?.canonical).toBe("https://www.example.ca/buy/");
    expect(metadata.alternates?.languages).toEqual({
      "en-CA": "https://www.example.ca/buy/",
      en: "https://www.example.ca/buy/",
      "x-default": "https://www.example.ca/buy/",
    });
    expect(metadata.openGraph).toMatchObject({
      locale: "en_CA",
      siteName: "Test Agency",
      images: [{ url: "https://www.example.ca/og/default.png", width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", title: "Buy Self-Storage" });
    expect(metadata.other).toEqual({ contact: "team@example.ca" });
  });

  it("maps noindex to noindex, nofollow", () => {
    const metadata = toNextMetadata(
      buildPageHead({ record: record(), path: "/diagnostics", settings: SETTINGS, siteUrl: SITE, noindex: true }),
    );
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });
});

describe("documentRecord: the head of a page published from a document", () => {
  const page = { title: "Sudbury", description: "Self-storage in Sudbury." };
  const fallback = record({ path: "*", title: "Default title", description: "Default.", isDefault: true });
  const image = { alt: "A storage facility at dusk", src: "/images/sudbury.webp", width: 1200, height: 630 };

  it("takes the document's own search fields first", () => {
    const own = documentRecord(
      fallback,
      { ...page, seo: { title: "Sudbury storage", description: "Own words.", keywords: ["sudbury"], ogImage: image } },
      "Agency",
    );
    expect(own).toMatchObject({ title: "Sudbury storage", description: "Own words.", keywords: ["sudbury"], ogImage: image });
    const head = buildPageHead({ record: own, path: "/self-storage/ontario/sudbury/", settings: SETTINGS, siteUrl: SITE });
    expect(head.ogImageAlt).toBe("A storage facility at dusk");
    expect(head.canonical).toBe(`${SITE}/self-storage/ontario/sudbury/`);
  });

  it("falls back field by field to the page's heading (with the agency's name) and summary", () => {
    expect(
      documentRecord(fallback, { ...page, seo: { title: " ", description: null, keywords: [], ogImage: null } }, "Agency"),
    ).toMatchObject({
      title: "Sudbury | Agency",
      description: "Self-storage in Sudbury.",
      keywords: fallback.keywords,
      ogImage: null,
    });
    expect(documentRecord(fallback, page, "Agency")).toMatchObject({ title: "Sudbury | Agency", description: "Self-storage in Sudbury." });
  });

  it("keeps a record written for the path when the document has no search fields of its own", () => {
    const forPath = record({ path: "/self-storage/ontario/sudbury/", title: "Record title" });
    expect(documentRecord(forPath, page, "Agency").title).toBe("Record title");
    expect(documentRecord(forPath, { ...page, seo: { title: "Own title", description: null, keywords: null } }, "Agency")).toMatchObject({
      title: "Own title",
      description: forPath.description,
    });
  });
});
