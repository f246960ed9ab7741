/**
 * Request body limits shared by the functions and the site (apps/web/src/http/bodyLimits.ts), so
 * whatever the site's lead API accepts a function accepts too. No imports: the site's production
 * server loads this through Node's type stripping.
 */

/** A lead is a few hundred bytes; 64 KB leaves room for a long message. */
export const MAX_BODY_BYTES = 64 * 1024;
