import { defineField, defineType } from "sanity";
import { todayInToronto } from "../validation";

/**
 * A party's written consent to advertise a completed sale (issue 43, decision 0053): who gave it,
 * on what day, and where the signed document is kept. The document itself never goes into the
 * Studio: Sanity's files are public to anyone with the URL, so the consent stays in the
 * brokerage's private records and this field holds its private reference.
 */
export const advertisingConsent = defineType({
  name: "advertisingConsent",
  title: "Written consent",
  type: "object",
  fields: [
    defineField({
      name: "givenBy",
      title: "Given by",
      description: 'The person who signed, and for whom (e.g. "Jane Roe, for Roe Storage Ltd.").',
      type: "string",
      validation: (r) => r.required(),
    }),
    defineField({
      name: "givenOn",
      title: "Signed on",
      type: "date",
      initialValue: () => todayInToronto(),
      validation: (r) => r.required(),
    }),
    defineField({
      name: "documentReference",
      title: "Where the signed consent is kept",
      description:
        "The private reference of the signed document in the brokerage's records (its file or deal-room document number). Never upload the document here: files in the Studio are public by their address.",
      type: "string",
      validation: (r) => r.required().min(3),
    }),
    defineField({
      name: "seedData",
      title: "Seed data",
      description: "Set on the stand-in stories the site was seeded with: their consent is a placeholder, not a real signature.",
      type: "boolean",
      readOnly: true,
      hidden: ({ value }) => value !== true,
    }),
  ],
});
