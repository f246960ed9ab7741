"use client";

import { useEffect } from "react";

/** docs/product.md#404-page: the 404 page logs the path, timestamp and user agent to the console. */
export function NotFoundLogger() {
  useEffect(() => {
    console.warn("404: page not found", {
      path: window.location.pathname,
      timestamp: new Date().toISOString(),
      userAgent: navigator.userAgent,
    });
  }, []);
  return null;
}
