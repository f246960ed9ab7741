/**
 * The Content Lake API version every call of the site names (queries in hosted.ts, the proposals'
 * draft listing in src/proposals/studioDraft.ts): one constant, in a module that loads no Sanity
 * client, so a caller that only needs the version does not load the client in embedded mode.
 */
export const SANITY_API_VERSION = "2025-10-01";
