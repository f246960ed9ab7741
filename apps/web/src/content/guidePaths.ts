/** Where a guide article lives: the shared path rules (packages/paths), re-exported for the site's imports. */
export { checklistPdfPath, guidePath, type GuideSectionKey } from "@agency/paths";
