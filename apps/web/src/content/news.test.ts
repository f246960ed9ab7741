import { describe, expect, it } from "vitest";
import { datasetQuery } from "./embedded";
import { newsNeighbours } from "./newsNeighbours";
import { NEWS_ARTICLES_QUERY, NEWS_ARTICLE_PAGES_QUERY, NEWS_ARTICLE_QUERY, NEWS_CATEGORY_QUERY, NEWS_PAGE_QUERY } from "./queries";
import type { NewsArticlePage, NewsArticlePageKey, NewsPage } from "./types";

const fixture = datasetQuery("tests/fixtures/publishing.ndjson");
const seed = datasetQuery("apps/studio/seed/production.ndjson");

describe("news queries over the publishing fixture (10 seed summaries + 30 articles with a body)", () => {
  it("slices the list in the order of /insights/ and counts every article", async () => {
    const first = (await fixture(NEWS_PAGE_QUERY, { start: 0, end: 12 })) as NewsPage;
    const last = (await fixture(NEWS_PAGE_QUERY, { start: 36, end: 48 })) as NewsPage;
    expect(first.total).toBe(40);
    expect(first.articles).toHaveLength(12);
    expect(first.articles[0]?.featured).toBe(true);
    expect(last.articles).toHaveLength(4);
  });

  it("gives the same list pages as a slice of the whole ordered list (the embedded mode's way)", async () => {
    const all = (await fixture(NEWS_ARTICLES_QUERY)) as NewsPage["articles"];
    for (const start of [0, 12, 24, 36]) {
      const page = (await fixture(NEWS_PAGE_QUERY, { start, end: start + 12 })) as NewsPage;
      expect(all.slice(start, start + 12)).toEqual(page.articles);
      expect(all).toHaveLength(page.total);
    }
  });

  it("gives pages only to articles with a body", async () => {
    expect(((await fixture(NEWS_ARTICLE_PAGES_QUERY)) as NewsArticlePageKey[]).map((page) => page.slug)).toHaveLength(30);
    expect(await seed(NEWS_ARTICLE_PAGES_QUERY)).toEqual([]);
    expect(await fixture(NEWS_ARTICLE_QUERY, { slug: "cap-rates-after-rate-cuts" })).toBeNull();
  });

  it("finds an article's neighbours by date and related articles of its category from the article index", async () => {
    const index = (await fixture(NEWS_ARTICLE_PAGES_QUERY)) as NewsArticlePageKey[];
    const article = newsNeighbours(index, "fixture-news-10");
    expect(article.previous).toEqual({ title: "Fixture News Article 09", slug: "fixture-news-09" });
    expect(article.next?.slug).toBe("fixture-news-11");
    expect(article.related.map((item) => item.slug)).toEqual(["fixture-news-30", "fixture-news-26", "fixture-news-22"]);
    expect(article.related[0]?.excerpt).toMatch(/^Test content for the publishing fixture/);
    expect(newsNeighbours(index, "fixture-news-01").previous).toBeNull();
    expect(newsNeighbours(index, "fixture-news-30").next).toBeNull();
    expect(newsNeighbours(index, "cap-rates-after-rate-cuts")).toEqual({ previous: null, next: null, related: [] });
  });

  it("loads an article's page without querying other articles", async () => {
    const article = (await fixture(NEWS_ARTICLE_QUERY, { slug: "fixture-news-10" })) as NewsArticlePage;
    expect(article.title).toBe("Fixture News Article 10");
    expect(article.body?.length).toBeGreaterThan(0);
    expect(NEWS_ARTICLE_QUERY).not.toMatch(/\*\[[^]*\*\[/);
  });

  it("lists a category newest first", async () => {
    const page = (await fixture(NEWS_CATEGORY_QUERY, { category: "Regulations", start: 0, end: 12 })) as NewsPage;
    expect(page.articles.every((article) => article.category === "Regulations")).toBe(true);
    expect(page.articles[0]?.slug).toBe("fixture-news-27");
  });
});
