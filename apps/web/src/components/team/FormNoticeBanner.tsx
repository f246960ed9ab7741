import { formNotice } from "@/src/operator/formPost";

/**
 * The answer of an operator form posted without JavaScript (`?done=` / `?refused=`, src/operator/formPost.ts),
 * on the page the form returned to: fixed sentences only, never text from the address.
 */
export function FormNoticeBanner({ done, refused }: { done: unknown; refused: unknown }) {
  const notice = formNotice(done, refused);
  if (!notice) return null;
  return (
    <p
      role="status"
      className={`mb-4 rounded-md border p-3 text-sm ${notice.refused ? "border-red-300 text-red-800" : "border-green-300 text-green-800"}`}
    >
      {notice.text}
    </p>
  );
}
