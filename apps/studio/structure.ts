import type { StructureResolver } from "sanity/structure";

/** Desk structure: one entry per singleton, lists for repeatable documents. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      S.listItem()
        .title("Home")
        .child(
          S.list()
            .title("Home")
            .items([
              S.listItem()
                .title("Home page")
                .id("homePage")
                .child(S.document().schemaType("homePage").documentId("homePage")),
              S.documentTypeListItem("successStory").title("Success stories"),
            ]),
        ),
      S.divider(),
      S.listItem()
        .title("Settings")
        .child(
          S.list()
            .title("Settings")
            .items([
              S.listItem()
                .title("Site settings")
                .id("siteSettings")
                .child(S.document().schemaType("siteSettings").documentId("siteSettings")),
              S.listItem()
                .title("Agent profile")
                .id("agentProfile")
                .child(S.document().schemaType("agentProfile").documentId("agentProfile")),
              S.documentTypeListItem("pageMetadata").title("Page metadata (SEO)"),
            ]),
        ),
    ]);
