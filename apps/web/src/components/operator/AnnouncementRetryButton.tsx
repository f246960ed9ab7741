import { OperatorActionButton } from "./OperatorActionButton";

/** Starts a listing's given-up announcements again (the operator's retry). */
export function AnnouncementRetryButton({ slug }: { slug: string }) {
  return (
    <OperatorActionButton
      url={`/api/operator/announcements/${slug}`}
      method="POST"
      body={{ action: "retry" }}
      label="Retry failed"
      pendingLabel="Retrying..."
      accessibleName={`Retry the failed announcements of ${slug}`}
      variant="primary"
    />
  );
}
