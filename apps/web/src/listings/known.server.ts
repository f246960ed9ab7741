/** Whether a listing is published, for the lead pipeline's check of an enquiry (issue 16). */
import "server-only";
import { getListingSlugs } from "@/src/content/content.server";

export async function listingExists(slug: string): Promise<boolean> {
  return (await getListingSlugs()).includes(slug);
}
