/**
 * What site search reads of the content (issue 34): every document that publishes a page, with
 * the text its page renders. Beside the search code rather than in src/content/queries.ts so the
 * search can change its fields without reshaping the pages' queries; both adapters (embedded
 * groq-js, hosted Sanity) run these strings as they run the others.
 *
 * A listing is projected field by field and its address only when it is not confidential (the
 * same rule as LISTING_QUERY): a confidential listing's address never leaves the Content Lake
 * for the index.
 */
import { defineQuery } from "groq";

/** Rich text with the FAQ items an FAQ block references, as a page renders them. */
const searchRichText = /* groq */ `[]{
  ...,
  _type == "faqGroup" => { "items": items[]->{ question, answer } }
}`;

export const SEARCH_DOCUMENTS_QUERY = defineQuery(`{
  "documents": *[
    _type in ["selfStorageMarket", "industrialMarket", "guideArticle", "newsArticle", "listing", "contentPage"]
    && (_type != "newsArticle" || defined(body[0]))
    && (!(_type in ["newsArticle", "listing", "guideArticle"]) || defined(slug.current))
  ]{
    _id,
    _type,
    "slug": slug.current,
    section,
    city,
    area,
    path,
    name,
    heading,
    title,
    eyebrow,
    lead,
    summary,
    excerpt,
    category,
    region,
    assetClass,
    confidential,
    teaser,
    "address": select(confidential == true => null, address),
    "highlights": select(confidential == true => null, highlights),
    "description": select(confidential == true => null, description),
    "seo": seo{ title, description, keywords },
    "faqs": faqs[]->{ question, answer },
    "sections": sections[]{ heading, "body": body${searchRichText} },
    "body": select(_type == "newsArticle" => body)
  },
  "pages": *[_type == "pageMetadata" && path != "*" && noindex != true]{ path, title, heading, description, keywords }
}`);

/**
 * What changes when anything the index holds is published, edited or deleted: the number of
 * documents and the newest edit. Asked instead of the whole content to decide whether the index
 * of an instance is still current (hosted mode).
 */
export const SEARCH_VERSION_QUERY = defineQuery(`{
  "count": count(*[_type in ["selfStorageMarket", "industrialMarket", "guideArticle", "newsArticle", "listing", "contentPage", "pageMetadata", "faqItem"]]),
  "updatedAt": *[_type in ["selfStorageMarket", "industrialMarket", "guideArticle", "newsArticle", "listing", "contentPage", "pageMetadata", "faqItem"]] | order(_updatedAt desc)[0]._updatedAt
}`);
