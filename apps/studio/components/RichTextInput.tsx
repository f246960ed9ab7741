/**
 * The rich text editor, offering only the blocks that render where it is (issue 25). Sanity's
 * schema cannot vary an array's members by document, so the editor's insert menu is narrowed
 * here (the pattern Sanity documents for conditional array members); validation still refuses a
 * block pasted or imported where it does not belong, with the reason.
 */
import { useFormValue, type ArrayOfObjectsInputProps } from "sanity";

/** Blocks that render only in some document types: the types they render in. */
export const BLOCKS_ONLY_IN: Readonly<Record<string, readonly string[]>> = {
  // Its PDF is drawn from a guide article's checklist blocks.
  checklistDownload: ["guideArticle"],
};

/** Whether the insert menu of a document of this type offers this block. */
export function offersBlock(documentType: string | undefined, blockType: string): boolean {
  const only = BLOCKS_ONLY_IN[blockType];
  return !only || (documentType !== undefined && only.includes(documentType));
}

export function RichTextInput(props: ArrayOfObjectsInputProps) {
  const documentType = useFormValue(["_type"]);
  const type = typeof documentType === "string" ? documentType : undefined;
  const of = props.schemaType.of.filter((member) => offersBlock(type, member.name));
  return props.renderDefault({ ...props, schemaType: { ...props.schemaType, of } });
}
