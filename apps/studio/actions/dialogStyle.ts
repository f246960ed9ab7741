/** The look of the buttons in the Studio's document-action dialogs. */
export const dialogButtonStyle = {
  padding: "0.6em 1em",
  borderRadius: 4,
  border: "1px solid currentColor",
  cursor: "pointer",
  font: "inherit",
} as const;
