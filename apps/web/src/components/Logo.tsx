import Link from "next/link";

export function Logo({ agencyName }: { agencyName: string }) {
  return (
    <Link href="/" className="flex items-center gap-2 font-bold text-slate-900" aria-label={`${agencyName}, home`}>
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" className="shrink-0">
        <rect width="32" height="32" rx="6" fill="#0f172a" />
        <path d="M6 14 16 7l10 7v11H6z" fill="#f59e0b" />
        <path d="M10 17h12v8H10z" fill="#0f172a" />
        <path d="M10 19.5h12M10 22h12" stroke="#f59e0b" strokeWidth="1.2" />
      </svg>
      <span className="text-base leading-tight sm:text-lg">{agencyName}</span>
    </Link>
  );
}
