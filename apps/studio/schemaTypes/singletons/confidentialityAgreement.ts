import { LockIcon } from "@sanity/icons/Lock";
import { defineField, defineType } from "sanity";

/**
 * The confidentiality agreement an investor signs before a confidential listing's deal room opens
 * (docs/decisions/0028-confidentiality-agreement-record.md). Every published change is a new
 * version: the site records, with each signature, the SHA-256 of the exact text the signer was
 * shown and keeps that text, so earlier signers stay bound by the version they signed.
 */
export const confidentialityAgreement = defineType({
  name: "confidentialityAgreement",
  icon: LockIcon,
  title: "Confidentiality agreement",
  type: "document",
  fields: [
    defineField({
      name: "title",
      type: "string",
      description: "The heading investors see above the agreement, e.g. “Confidentiality agreement”.",
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: "body",
      title: "Agreement text",
      type: "text",
      rows: 30,
      description:
        "Plain text; leave an empty line between paragraphs. Publishing a change starts a new version for the next signer: everyone who signed before keeps the version they signed, which the site has stored.",
      validation: (rule) => rule.required().min(200).max(20000),
    }),
  ],
  preview: { prepare: () => ({ title: "Confidentiality agreement", subtitle: "Signed before a confidential listing's documents" }) },
});
