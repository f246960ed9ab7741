/**
 * The consent wording beside the off-market signup's box (CASL; docs/decisions/0037-consent-records.md).
 * The form renders it from here and the consent record keeps it, so the text recorded is the text
 * shown. A change of wording is a new version: change CONSENT_WORDING_VERSION with the text, and
 * each signup records the version and the SHA-256 of the text it was shown (wordingRecord.ts).
 * No Node APIs here: the browser's form imports it.
 */
export const CONSENT_WORDING_VERSION = "2026-11-26";

/** The words of the wording that link to the privacy policy. */
export const CONSENT_PRIVACY_LINK_TEXT = "privacy policy";

/** The wording as shown, with the agency's name (from the site settings). */
export function consentWording(agencyName: string): string {
  return `Yes, ${agencyName} may e-mail me off-market investment opportunities and alerts about them. I confirm by e-mail, and I can unsubscribe at any time (${CONSENT_PRIVACY_LINK_TEXT}).`;
}

/** The wording around its privacy-policy link, for the form's label. */
export function consentWordingParts(agencyName: string): { before: string; link: string; after: string } {
  const wording = consentWording(agencyName);
  const at = wording.lastIndexOf(CONSENT_PRIVACY_LINK_TEXT);
  return { before: wording.slice(0, at), link: CONSENT_PRIVACY_LINK_TEXT, after: wording.slice(at + CONSENT_PRIVACY_LINK_TEXT.length) };
}
