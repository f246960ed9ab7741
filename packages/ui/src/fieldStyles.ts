import { cn } from "./cn";

export const controlClasses = (invalid: boolean, extra?: string) =>
  cn(
    "w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-amber-500 disabled:cursor-not-allowed disabled:bg-slate-100",
    invalid ? "border-red-600" : "border-slate-300",
    extra,
  );

export function describedBy(...ids: unknown[]): string | undefined {
  const joined = ids.filter((id): id is string => typeof id === "string" && id !== "").join(" ");
  return joined || undefined;
}

/**
 * Number fields two by two while a column has room for a prefix, a seven-digit value and a
 * suffix ("$ 1200000 / year", about 12rem), one above the other below that. A container query,
 * so it goes by the room the fields really have (a form beside results, a phone), and in rem, so
 * larger text stacks them sooner. Put it inside an element with the `@container` class.
 */
export const numberFieldColumns = "grid gap-4 @min-[25rem]:grid-cols-2";
