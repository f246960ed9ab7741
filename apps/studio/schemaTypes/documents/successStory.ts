import { StarIcon } from "@sanity/icons/Star";
import { orderRankField, orderRankOrdering } from "@sanity/orderable-document-list";
import { defineField, defineType } from "sanity";

export const successStory = defineType({
  name: "successStory",
  icon: StarIcon,
  title: "Success story",
  type: "document",
  fields: [
    defineField({ name: "title", type: "string", validation: (r) => r.required() }),
    defineField({ name: "location", type: "string", validation: (r) => r.required() }),
    defineField({ name: "units", title: "Units", type: "number", validation: (r) => r.required().integer().positive() }),
    defineField({ name: "description", type: "text", rows: 3, validation: (r) => r.required() }),
    defineField({
      name: "image",
      type: "image",
      options: { hotspot: true },
      fields: [defineField({ name: "alt", title: "Alternative text", type: "string", validation: (r) => r.required() })],
      validation: (r) => r.required(),
    }),
    defineField({ name: "sold", title: "Sold", type: "boolean", initialValue: true }),
    // A sold property is advertised only with its seller's written consent, and its price or
    // terms only with the buyer's too (decision 0053): the Publish action refuses otherwise
    // (actions/successStoryConsent.ts) and the site leaves the price out on the seller's alone.
    defineField({
      name: "price",
      title: "Sale price (CAD)",
      description: "Optional. Shown only when the buyer has consented too.",
      type: "number",
      validation: (r) => r.positive(),
    }),
    defineField({
      name: "terms",
      title: "Terms of the sale",
      description: "Optional. Shown only when the buyer has consented too.",
      type: "text",
      rows: 2,
    }),
    defineField({ name: "sellerConsent", title: "Seller's written consent", type: "advertisingConsent", validation: (r) => r.required() }),
    defineField({
      name: "buyerConsent",
      title: "Buyer's written consent",
      description: "Needed to show the price or the terms.",
      type: "advertisingConsent",
    }),
    // The home page shows the stories in the order the team drags them into under Home → Success
    // stories (a hidden rank the drag-and-drop list keeps); a new story goes last.
    orderRankField({ type: "successStory", newItemPosition: "after" }),
  ],
  orderings: [orderRankOrdering],
  preview: { select: { title: "title", subtitle: "location", media: "image" } },
});
