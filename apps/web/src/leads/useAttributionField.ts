import { useEffect, useRef } from "react";
import { attributionForForm } from "./attributionClient";

/**
 * The hidden attribution field of a form (decision 0022): where the visitor came from, filled by
 * the browser after hydration from what attributionClient.ts remembered, and again whenever the
 * form is rendered anew (`renderedAt`). Empty without JavaScript, when the server records the
 * page from the Referer alone. The lead forms and the deal room's agreement form carry it.
 */
export function useAttributionField(renderedAt: unknown) {
  const attributionInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!attributionInput.current) return;
    try {
      attributionInput.current.value = attributionForForm(window.location.href, window.localStorage);
    } catch {
      // localStorage itself may be refused (privacy settings): the server uses the Referer.
      attributionInput.current.value = "";
    }
  }, [renderedAt]);
  return attributionInput;
}
