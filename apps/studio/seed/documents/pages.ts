import type { SeedDocument } from "../compose.ts";

export const documents: SeedDocument[] = [];
