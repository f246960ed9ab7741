"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { cn } from "@agency/ui";
import { checkHealth } from "./healthCheck";

type SystemStatus = "checking" | "online" | "offline";

/** docs/product.md#system-status-badge: health every 30 s; tooltip open delay 700 ms, skip delay 300 ms. */
export const HEALTH_INTERVAL_MS = 30_000;
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

const LOOK: Record<SystemStatus, { label: string; dot: string; chip: string }> = {
  checking: { label: "Checking...", dot: "bg-yellow-400", chip: "border-yellow-300 bg-yellow-50 text-yellow-900" },
  online: { label: "System Online", dot: "bg-green-500", chip: "border-green-300 bg-green-50 text-green-900" },
  offline: { label: "System Offline", dot: "bg-red-500", chip: "border-red-300 bg-red-50 text-red-900" },
};

/**
 * The system status badge (docs/product.md#system-status-badge): checking, then online or offline after each health check,
 * on load and every 30 seconds while the tab is visible. A fixed width keeps the header still.
 */
export function StatusBadge() {
  const [status, setStatus] = useState<SystemStatus>("checking");
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  const [open, setOpen] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closedAt = useRef(0);
  const tooltipId = useId();

  const check = useCallback(async () => {
    setStatus(await checkHealth());
    setCheckedAt(new Date());
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const startPolling = () => {
      clearInterval(timer);
      void check();
      timer = setInterval(() => void check(), HEALTH_INTERVAL_MS);
    };
    const onVisibility = () => (document.hidden ? clearInterval(timer) : startPolling());
    startPolling();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [check]);

  const show = () => {
    clearTimeout(openTimer.current);
    const delay = Date.now() - closedAt.current < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS;
    openTimer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(openTimer.current);
    if (open) closedAt.current = Date.now();
    setOpen(false);
  };

  const look = LOOK[status];
  return (
    <div className="relative">
      <button
        type="button"
        aria-describedby={open ? tooltipId : undefined}
        onPointerEnter={show}
        onPointerLeave={hide}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(event) => event.key === "Escape" && hide()}
        className={cn("flex h-8 items-center gap-2 rounded-full border px-2.5 text-xs font-semibold sm:w-36", look.chip)}
        data-status={status}
      >
        <span aria-hidden="true" className={cn("h-2.5 w-2.5 shrink-0 rounded-full", look.dot)} />
        <span className="sr-only sm:not-sr-only">{look.label}</span>
      </button>
      {open && (
        <div
          id={tooltipId}
          role="tooltip"
          className="absolute top-full right-0 z-50 mt-2 w-64 rounded-md bg-slate-900 p-3 text-xs text-white shadow-lg"
        >
          <p className="font-semibold">{look.label}</p>
          {status === "offline" && (
            <p className="mt-1">Forms may not work right now. Please use the fallback contact methods: call or e-mail us.</p>
          )}
          <p className="mt-1 text-slate-300">
            {checkedAt ? `Last checked ${checkedAt.toLocaleTimeString("en-CA")}` : "Checking the forms and database…"}
          </p>
        </div>
      )}
    </div>
  );
}
