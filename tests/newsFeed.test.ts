import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { datasetQuery } from "../apps/web/src/content/embedded";
import { NEWS_FEED_QUERY, SITE_SETTINGS_QUERY } from "../apps/web/src/content/queries";
import type { NewsFeedItem, SiteSettings } from "../apps/web/src/content/types";
import { FEED_SIZE, buildRssFeed } from "../apps/web/src/seo/feed";

const SITE = "https://www.example-agency.ca";

/** The feed as /insights/feed.xml serves it, built from a dataset through the site's own query. */
async function feedOf(dataset: string): Promise<string> {
  const query = datasetQuery(dataset);
  const [items, settings] = await Promise.all([
    query(NEWS_FEED_QUERY, { limit: FEED_SIZE }) as Promise<NewsFeedItem[]>,
    query(SITE_SETTINGS_QUERY) as Promise<SiteSettings>,
  ]);
  return buildRssFeed({ siteUrl: SITE, settings, items });
}

describe("RSS feed, read by a standard feed parser (rss-parser)", () => {
  it("lists the newest fixture articles, each linking to its page", async () => {
    const feed = await new Parser().parseString(await feedOf("tests/fixtures/publishing.ndjson"));
    expect(feed.title).toMatch(/Market Insights$/);
    expect(feed.link).toBe(`${SITE}/insights/`);
    expect(feed.items).toHaveLength(FEED_SIZE);
    const [newest] = feed.items;
    expect(newest?.title).toBe("Fixture News Article 30");
    expect(newest?.link).toBe(`${SITE}/insights/fixture-news-30/`);
    expect(newest?.guid).toBe(`${SITE}/insights/fixture-news-30/`);
    expect(newest?.isoDate).toBe("2025-01-30T12:00:00.000Z");
    expect(newest?.categories).toEqual(["Industry News"]);
  });

  it("links an article without a page of its own to the list (the shipped seed)", async () => {
    const feed = await new Parser().parseString(await feedOf("apps/studio/seed/production.ndjson"));
    expect(feed.items).toHaveLength(10);
    for (const item of feed.items) expect(item.link).toBe(`${SITE}/insights/`);
    expect(new Set(feed.items.map((item) => item.guid)).size).toBe(10);
  });

  it("escapes what editors type", () => {
    const xml = buildRssFeed({
      siteUrl: SITE,
      settings: { agencyName: "A & B", email: "x@example.ca" },
      items: [
        {
          title: 'Rates <up> & "down"',
          slug: "x",
          excerpt: "It's\u0001 fine",
          date: "2025-01-01",
          author: "Q",
          category: "Investment",
          hasPage: true,
        },
      ],
    });
    expect(xml).toContain("<title>Rates &lt;up&gt; &amp; &quot;down&quot;</title>");
    expect(xml).toContain("<description>It&apos;s fine</description>");
  });
});
