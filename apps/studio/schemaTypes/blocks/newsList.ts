/** The news list, drawn by apps/web/src/components/richText/NewsList.tsx. */
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { embed } from "./embedBlock";

export const newsList = embed(
  "newsList",
  "News articles",
  "The news articles, newest first; the featured one is shown first.",
  DocumentTextIcon,
);
