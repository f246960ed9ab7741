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
