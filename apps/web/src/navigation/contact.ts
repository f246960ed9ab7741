/** A tel: URL for a phone number as people write it: "(416) 555-0148" -> "tel:4165550148". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
