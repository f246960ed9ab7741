/** Types of scripts/csp-hashes.mjs, a plain Node script run after `next build`. */
export function routeOfHtmlFile(relativePath: string): string;
export function inlineScriptHashes(html: string): string[];
