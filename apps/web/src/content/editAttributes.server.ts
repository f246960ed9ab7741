/**
 * Click-to-edit for values that are not text (decision 0036): an image or a number cannot carry
 * stega, so in a draft preview the element showing it carries Sanity's `data-sanity` attribute,
 * naming the document and field the Presentation tool opens when the editor clicks it. Published
 * pages, embedded mode and previews without the Studio's address get no attribute.
 */
import "server-only";
import { cache } from "react";
import { serverEnv } from "@/src/env";
import { isDraftMode } from "./source.server";

export type EditAttributes = (document: { id: string; type: string }, path: string) => { "data-sanity"?: string };

const none: EditAttributes = () => ({});

export const getEditAttributes = cache(async (): Promise<EditAttributes> => {
  const studioUrl = serverEnv().SANITY_STUDIO_ORIGIN;
  if (!studioUrl || !(await isDraftMode())) return none;
  const { createDataAttribute } = await import("next-sanity");
  return ({ id, type }, path) => ({ "data-sanity": createDataAttribute({ baseUrl: studioUrl, id, type })(path) });
});
