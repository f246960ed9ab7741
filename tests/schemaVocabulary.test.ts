import { describe, expect, it } from "vitest";
import { loadVocabulary, vocabularyProblems } from "./support/schemaVocabulary";

const vocabulary = loadVocabulary();

describe("the schema.org vocabulary from schema-dts", () => {
  it("knows types and their inherited properties", () => {
    expect(vocabulary.types.has("RealEstateAgent")).toBe(true);
    expect(vocabulary.types.has("FAQPage")).toBe(true);
    // RealEstateAgent → LocalBusiness → Organization and Place → Thing
    for (const property of ["openingHours", "areaServed", "geo", "telephone", "name", "url"]) {
      expect(vocabulary.propertiesOf("RealEstateAgent").has(property), property).toBe(true);
    }
    expect(vocabulary.propertiesOf("Question").has("acceptedAnswer")).toBe(true);
  });

  it("names a type that does not exist and a property a type does not have, however deep", () => {
    const block = {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q", answer: { "@type": "Answr", text: "A" } }],
      rating: 5,
    };
    expect(new Set(vocabularyProblems(block, vocabulary))).toEqual(
      new Set([
        '$: "rating" is not a property of FAQPage',
        '$.mainEntity[0]: "answer" is not a property of Question',
        '$.mainEntity[0].answer: @type "Answr" is not a schema.org type',
      ]),
    );
  });

  it("accepts a well-formed block", () => {
    const block = {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [{ "@type": "ListItem", position: 1, name: "Home", item: "https://example.ca/" }],
    };
    expect(vocabularyProblems(block, vocabulary)).toEqual([]);
  });
});
