/**
 * What the header's client components need from the navigation: kept apart from navigation.ts,
 * whose link lists pull in the redirect table, so that table stays out of the browser bundle.
 */
export interface NavLink {
  href: string;
  label: string;
}

/** docs/product.md#header-and-mobile-menu: a link is active when the current path equals it. */
export function isActive(linkHref: string, pathname: string): boolean {
  return linkHref === pathname;
}
