/**
 * A success story is published only with the consents Ontario's advertising rules ask for
 * (issue 43, decision 0053): the seller's written consent to advertise the sale, and the buyer's
 * as well when the story shows the price or the terms. Publish is shown disabled with the reason
 * otherwise: a validation message alone would let an editor publish anyway.
 */
import type { DocumentActionComponent, DocumentActionProps } from "sanity";

interface Consent {
  givenBy?: string;
  givenOn?: string;
  documentReference?: string;
}

const isComplete = (consent: unknown): boolean => {
  const value = (consent ?? {}) as Consent;
  return Boolean(value.givenBy?.trim() && value.givenOn && value.documentReference?.trim());
};

const showsPriceOrTerms = (document: Record<string, unknown>): boolean =>
  typeof document.price === "number" || (typeof document.terms === "string" && document.terms.trim() !== "");

/** Why this success story cannot be published, in words for the editor; null when it can. */
export function successStoryPublishProblem(document: Record<string, unknown> | null | undefined): string | null {
  if (!document || document._type !== "successStory") return null;
  if (!isComplete(document.sellerConsent)) {
    return "A sold property is advertised only with the seller's written consent: record who gave it, when, and where the signed document is kept.";
  }
  if (showsPriceOrTerms(document) && !isComplete(document.buyerConsent)) {
    return "The price and the terms are shown only with the buyer's written consent as well: record it, or remove the price and the terms.";
  }
  return null;
}

/** Publish, disabled with the reason while the story (its draft, being published) lacks a consent. */
export function withConsentCheck(action: DocumentActionComponent): DocumentActionComponent {
  const Checked: DocumentActionComponent = (props: DocumentActionProps) => {
    const description = action(props);
    const reason = successStoryPublishProblem(props.draft ?? props.published);
    if (!description || !reason) return description;
    return { ...description, disabled: true, title: reason, onHandle: undefined };
  };
  Checked.action = action.action;
  Checked.displayName = `ConsentChecked(${action.displayName ?? action.action ?? "action"})`;
  return Checked;
}
