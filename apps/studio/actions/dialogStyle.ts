/** What the Studio's document-action dialogs share: the API version they query with and their buttons' look. */
export const STUDIO_API_VERSION = "2025-10-01";

export const dialogButtonStyle = {
  padding: "0.6em 1em",
  borderRadius: 4,
  border: "1px solid currentColor",
  cursor: "pointer",
  font: "inherit",
} as const;
