import type { ReactNode } from "react";
import { PageIntro } from "@/src/components/PageIntro";
import { PageShell } from "@/src/components/PageShell";
import { telHref } from "@/src/navigation/contact";
import { getPageMetadata, getSiteSettings } from "@/src/content/content.server";
import type { SiteSettings } from "@/src/content/types";

interface FormPageProps {
  path: string;
  form: (fallback: { email: string; phone: string }, settings: SiteSettings) => ReactNode;
  points: string[];
}

/** A lead form page: heading and lead from the page record, the form, and direct contact details. */
export async function FormPage({ path, form, points }: FormPageProps) {
  const [record, settings] = await Promise.all([getPageMetadata(path), getSiteSettings()]);
  return (
    <PageShell path={path}>
      <section className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <PageIntro record={record} />
          <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            {form({ email: settings.email, phone: settings.phone }, settings)}
          </div>
        </div>
        <aside className="space-y-6">
          <div className="rounded-xl bg-slate-900 p-6 text-white">
            <h2 className="text-lg font-semibold">Prefer to talk?</h2>
            <p className="mt-2 text-sm text-slate-300">{settings.hoursText}</p>
            <a className="mt-4 block text-xl font-semibold text-amber-400" href={telHref(settings.phone)}>
              {settings.phone}
            </a>
            <a className="mt-1 block break-all text-amber-400 underline" href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
          </div>
          <ul className="space-y-3 text-sm text-slate-700">
            {points.map((point) => (
              <li key={point} className="flex gap-2">
                <svg
                  aria-hidden="true"
                  width="18"
                  height="18"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="#b45309"
                  strokeWidth="3"
                  className="mt-0.5 shrink-0"
                >
                  <path d="M5 12l5 5 9-10" />
                </svg>
                {point}
              </li>
            ))}
          </ul>
        </aside>
      </section>
    </PageShell>
  );
}
