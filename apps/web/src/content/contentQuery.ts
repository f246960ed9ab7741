/**
 * What a content adapter is: runs a GROQ query; `tags` are the document types it reads, used for
 * cache revalidation. Its own module so the embedded adapter (and the tests that run it) load no
 * Sanity or Next.js types.
 */
export type ContentQuery = (query: string, params?: Record<string, unknown>, tags?: string[]) => Promise<unknown>;
