import { LISTINGS_PREFIX } from "@agency/paths";
import { NO_FILTERS } from "@/src/listings/filters";
import { ListingsIndexView, listingsIndexMetadata } from "@/src/views/listings/ListingsIndexView";

/**
 * Prerendered: docs/product.md's Coming Soon page while no listing is published, else the newest
 * listings as cards. Filtered results live at /self-storage/listings/filter/ (rendered per request).
 */
export const generateMetadata = () => listingsIndexMetadata(NO_FILTERS, LISTINGS_PREFIX);

export default function ListingsPage() {
  return <ListingsIndexView filters={NO_FILTERS} path={LISTINGS_PREFIX} />;
}
