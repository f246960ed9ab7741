import { buttonClasses } from "@agency/ui";
import { SmartLink } from "./SmartLink";

export interface ActionLinkValue {
  label?: string | null;
  href?: string | null;
  style?: "primary" | "secondary" | null;
}

/** A row of buttons (hero actions, calls to action); entries without label or link are skipped. */
export function ActionLinks({ actions, inverse = false }: { actions: ActionLinkValue[] | null | undefined; inverse?: boolean }) {
  const complete = (actions ?? []).filter((action) => action.label && action.href);
  if (complete.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {complete.map((action, index) => (
        <SmartLink
          key={index}
          href={action.href ?? "/"}
          className={buttonClasses(action.style === "secondary" ? (inverse ? "inverse" : "secondary") : "primary", "lg")}
        >
          {action.label}
        </SmartLink>
      ))}
    </div>
  );
}
