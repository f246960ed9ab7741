"use client";

import { Toaster } from "sonner";

/**
 * Where the workspace's buttons tell their outcome (OperatorActionButton's toasts): the public
 * layout's forms mount their own, and the workspace has no public chrome, so its layout mounts one.
 */
export function WorkspaceToaster() {
  return <Toaster richColors position="top-center" closeButton />;
}
