// The route table and redirects, imported from the site's own pure modules so the end-to-end
// tests check the server against the same source of truth the unit tests pin to docs/product.md#routes.
export { ALL_ROUTES, PUBLIC_ROUTES } from "../../apps/web/src/routing/routes";
export { LINKED_BUT_ABSENT_REDIRECTS, SPEC_REDIRECTS } from "../../apps/web/src/routing/redirects";
