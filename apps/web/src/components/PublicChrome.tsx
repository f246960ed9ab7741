"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { isWorkspacePath } from "@/src/team/paths";

/**
 * The public site's header or footer, left out of the team's workspace (issue 45), which has its
 * own navigation. The root layout cannot tell the path without reading the request (which would
 * make every public page dynamic), so this small client component decides from the path, during
 * the server render too: a workspace page's HTML holds neither.
 */
export function PublicChrome({ children }: { children: ReactNode }) {
  return isWorkspacePath(usePathname() ?? "/") ? null : children;
}
