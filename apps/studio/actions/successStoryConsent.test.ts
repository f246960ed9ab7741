import type { DocumentActionComponent, DocumentActionProps } from "sanity";
import { describe, expect, it, vi } from "vitest";
import { seedDataset } from "../seed/dataset";
import { documentActions } from "./documentActions";
import { successStoryPublishProblem, withConsentCheck } from "./successStoryConsent";

const consent = (givenBy: string) => ({ _type: "advertisingConsent", givenBy, givenOn: "2026-10-02", documentReference: "BRK-2026-0142" });
const story = (fields: Record<string, unknown>) => ({ _id: "drafts.s", _type: "successStory", title: "Sold", ...fields });

describe("successStoryPublishProblem", () => {
  it("refuses a story without the seller's written consent", () => {
    expect(successStoryPublishProblem(story({}))).toMatch(/seller's written consent/);
    expect(successStoryPublishProblem(story({ sellerConsent: { givenBy: "Jane Roe", givenOn: "2026-10-02" } }))).toMatch(/seller's/);
  });

  it("refuses a price or terms with only the seller's consent", () => {
    expect(successStoryPublishProblem(story({ sellerConsent: consent("Jane Roe"), price: 4_200_000 }))).toMatch(/buyer's written consent/);
    expect(successStoryPublishProblem(story({ sellerConsent: consent("Jane Roe"), terms: "Vendor take-back of 20%" }))).toMatch(/buyer's/);
  });

  it("accepts the seller's consent alone without a price, and both with one", () => {
    expect(successStoryPublishProblem(story({ sellerConsent: consent("Jane Roe"), terms: "  " }))).toBeNull();
    expect(
      successStoryPublishProblem(story({ sellerConsent: consent("Jane Roe"), buyerConsent: consent("Sam Poe"), price: 4_200_000 })),
    ).toBeNull();
  });

  it("accepts every seed story (their consents are marked as seed data)", () => {
    const stories = seedDataset.filter((document) => document._type === "successStory");
    expect(stories.length).toBeGreaterThan(0);
    for (const seeded of stories) {
      expect(successStoryPublishProblem(seeded), String(seeded._id)).toBeNull();
      expect(seeded.sellerConsent).toMatchObject({ seedData: true });
    }
  });
});

describe("the success story's Publish action", () => {
  const publish = Object.assign(
    vi.fn(() => ({ label: "Publish", onHandle: () => undefined })),
    { action: "publish" as const },
  ) as unknown as DocumentActionComponent;
  const props = (draft: Record<string, unknown>) =>
    ({ id: "s", type: "successStory", draft, published: null, liveEdit: false }) as unknown as DocumentActionProps;

  it("is refused, with the reason, for a story with a price and only the seller's consent", () => {
    const action = documentActions([publish], { schemaType: "successStory" }).find((candidate) => candidate.action === "publish")!;
    const description = action(props(story({ sellerConsent: consent("Jane Roe"), price: 4_200_000 })));
    expect(description).toMatchObject({ label: "Publish", disabled: true, onHandle: undefined });
    expect(description && "title" in description ? description.title : null).toMatch(/buyer's written consent/);
  });

  it("publishes a story whose consents are recorded", () => {
    const description = withConsentCheck(publish)(
      props(story({ sellerConsent: consent("Jane Roe"), buyerConsent: consent("Sam Poe"), price: 1 })),
    );
    expect(description).toMatchObject({ label: "Publish" });
    expect(description).not.toHaveProperty("disabled");
  });

  it("leaves other document types' Publish alone", () => {
    const [action] = documentActions([publish], { schemaType: "faqItem" });
    expect(action?.(props({ _id: "f", _type: "faqItem" }))).not.toHaveProperty("disabled");
  });
});
