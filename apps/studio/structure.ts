import { StarIcon } from "@sanity/icons/Star";
import { orderableDocumentListDeskItem } from "@sanity/orderable-document-list";
import type { StructureBuilder, StructureResolver } from "sanity/structure";

const singleton = (S: StructureBuilder, type: string, title: string) =>
  S.listItem().title(title).id(type).child(S.document().schemaType(type).documentId(type));

/** Pages (fixed-path documents) whose path matches a GROQ condition, e.g. under /insights/. */
const pagesWhere = (S: StructureBuilder, title: string, condition: string) =>
  S.listItem()
    .title(title)
    .schemaType("contentPage")
    .child(
      S.documentList()
        .title(title)
        .schemaType("contentPage")
        .filter(`_type == "contentPage" && (${condition})`)
        .defaultOrdering([{ field: "path", direction: "asc" }]),
    );

const INSIGHTS_PAGES = `path in ["/insights/", "/self-storage/insights/"]`;
const MARKET_PAGES = `path match "/self-storage/ontario/*"`;

/** Desk structure in the team's words: Home, Insights, Markets, Industrial, Listings, Settings. */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title("Content")
    .items([
      S.listItem()
        .title("Home")
        .child(
          S.list()
            .title("Home")
            .items([
              singleton(S, "homePage", "Home page"),
              // Dragged into the order the home page shows them.
              orderableDocumentListDeskItem({ type: "successStory", title: "Success stories", icon: StarIcon, S, context }),
              pagesWhere(S, "Pages (Buy, About, Self Storage, Listings)", `!(${INSIGHTS_PAGES}) && !(${MARKET_PAGES})`),
            ]),
        ),
      S.listItem()
        .title("Insights")
        .child(
          S.list()
            .title("Insights")
            .items([
              S.documentTypeListItem("newsArticle").title("News articles"),
              S.documentTypeListItem("guideArticle").title("Guide articles"),
              pagesWhere(S, "Index pages", INSIGHTS_PAGES),
            ]),
        ),
      S.listItem()
        .title("Markets")
        .child(
          S.list()
            .title("Self-storage markets")
            .items([
              S.documentTypeListItem("selfStorageMarket").title("City pages"),
              pagesWhere(S, "Ontario hub and GTA opportunities", MARKET_PAGES),
            ]),
        ),
      S.documentTypeListItem("industrialMarket").title("Industrial"),
      S.documentTypeListItem("listing").title("Listings"),
      singleton(S, "confidentialityAgreement", "Confidentiality agreement"),
      S.documentTypeListItem("faqItem").title("FAQ items"),
      S.divider(),
      S.listItem()
        .title("Settings")
        .child(
          S.list()
            .title("Settings")
            .items([
              singleton(S, "siteSettings", "Site settings"),
              singleton(S, "agentProfile", "Agent profile"),
              S.documentTypeListItem("pageMetadata").title("Page metadata (SEO)"),
              S.documentTypeListItem("redirect").title("Redirects"),
            ]),
        ),
    ]);
