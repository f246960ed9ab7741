/**
 * The input of a field that makes a page's path (slug, section, city, area): read-only once the
 * page is published, with the way to move it named (issue 25). Links, bookmarks and search
 * results hold a published page's address; "Change path" in the document's actions moves it and
 * keeps the old address working (actions/ChangePathAction.tsx). Until the first publish the
 * field is an ordinary input.
 */
import { Stack, Text } from "@sanity/ui";
import { useEditState, useFormValue, type InputProps } from "sanity";
import { pagePathOf } from "../actions/slugRedirect";

export function lockedPathNote(path: string): string {
  return `Published at ${path}. To move the page, choose "Change path" in the document's actions (next to Publish): the old address keeps working through a redirect.`;
}

export function LockedPathInput(props: InputProps) {
  const id = useFormValue(["_id"]);
  const type = useFormValue(["_type"]);
  const publishedId = typeof id === "string" ? id.replace(/^drafts\./, "") : "";
  const { published } = useEditState(publishedId, typeof type === "string" ? type : "");
  const path = pagePathOf(published);
  if (!path) return props.renderDefault(props);
  return (
    <Stack gap={3}>
      {props.renderDefault({ ...props, readOnly: true })}
      <Text size={1} muted>
        {lockedPathNote(path)}
      </Text>
    </Stack>
  );
}
