import { Badge } from "@agency/ui";
import { currentHealth } from "@/src/leads/currentHealth.server";
import type { ComponentHealth, HealthReport } from "@/src/leads/health";

const TONE = { ok: "success", degraded: "warning", error: "danger" } as const;

function Component({ name, health }: { name: string; health: ComponentHealth }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-slate-900">{name}</dt>
      <dd className={health.ok ? "text-slate-700" : "text-red-700"}>{health.ok ? "reachable" : (health.error ?? "unreachable")}</dd>
    </div>
  );
}

const CHANNEL_NAMES = {
  email: "team e-mail",
  webhook: "CRM webhook",
  announcement: "announcement e-mail",
  "deal-room-mail": "deal room e-mail",
} as const;

const gib = (bytes: number | undefined) => `${((bytes ?? 0) / 1024 ** 3).toFixed(1)} GiB`;

/** Deliveries waiting past the alert time, migrations the database lacks (decision 0041), room for uploads (issue 41). */
function OperationsRows({ report }: { report: HealthReport }) {
  return (
    <>
      {report.uploads && (
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-slate-900">Uploads (disk under DATA_DIR)</dt>
          <dd className={report.uploads.ok ? "text-slate-700" : "text-red-700"} data-uploads={report.uploads.ok ? "accepted" : "refused"}>
            {report.uploads.ok
              ? `accepted: ${gib(report.uploads.freeBytes)} free, floor ${gib(report.uploads.floorBytes)}`
              : (report.uploads.error ?? "refused")}
          </dd>
        </div>
      )}
      {report.deliveries && (
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-slate-900">Waiting deliveries</dt>
          <dd
            className={report.deliveries.late.length > 0 ? "text-red-700" : "text-slate-700"}
            data-late-deliveries={report.deliveries.late.length}
          >
            {report.deliveries.late.length === 0
              ? `none waiting over ${report.deliveries.alertAfterMinutes} minutes`
              : report.deliveries.late
                  .map((late) => `${late.pending} ${CHANNEL_NAMES[late.channel]} waiting, the oldest for ${late.waitingMinutes} minutes`)
                  .join("; ")}
          </dd>
        </div>
      )}
      {report.schema && (
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-slate-900">Database migrations</dt>
          <dd className={report.schema.ok ? "text-slate-700" : "text-red-700"} data-missing-migrations={report.schema.missing.length}>
            {report.schema.ok
              ? "all applied"
              : report.schema.missing.length > 0
                ? `missing: ${report.schema.missing.join(", ")} (run \`supabase db push\`)`
                : (report.schema.error ?? "could not be listed")}
          </dd>
        </div>
      )}
    </>
  );
}

/**
 * The details of GET /api/health, which anonymous callers get without (src/leads/health.ts): the
 * same check, at most a few seconds old, with the errors of the database and the mail server.
 */
export async function HealthSummary() {
  const { report } = await currentHealth();
  const checkedAt = new Date(report.checkedAt).toLocaleTimeString("en-CA", { timeZone: "America/Toronto" });
  return (
    <section aria-labelledby="system-health-title" className="mt-8">
      <div className="flex items-center gap-3">
        <h2 id="system-health-title" className="text-2xl font-bold tracking-tight">
          Health
        </h2>
        <Badge tone={TONE[report.status]} data-health={report.status}>
          {report.status}
        </Badge>
      </div>
      <dl className="mt-2 space-y-1 text-sm">
        <Component name="Database" health={report.database} />
        <Component name="Mail" health={report.mail} />
        {report.sharedCache && <Component name="Shared cache (Redis)" health={report.sharedCache} />}
        {report.confidentialFields && (
          <div className="flex flex-wrap gap-x-2" data-confidential-fields={report.confidentialFields.ok ? "private" : "exposed"}>
            <dt className="font-medium text-slate-900">Confidential listings in Sanity</dt>
            <dd className={report.confidentialFields.ok ? "text-slate-700" : "text-red-700"}>
              {report.confidentialFields.ok ? "address and photos out of public reach" : report.confidentialFields.error}
            </dd>
          </div>
        )}
        {report.redirects && !report.redirects.ok && (
          <div className="flex flex-wrap gap-x-2" data-redirects="refused">
            <dt className="font-medium text-slate-900">Redirect documents</dt>
            <dd className="text-red-700">{report.redirects.error}</dd>
          </div>
        )}
        {report.leads && (
          <>
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-slate-900">Failed notifications</dt>
              <dd
                className={report.leads.failedNotifications > 0 ? "text-red-700" : "text-slate-700"}
                data-failed-notifications={report.leads.failedNotifications}
              >
                {report.leads.failedNotifications === 0
                  ? "none"
                  : `${report.leads.failedNotifications} lead${report.leads.failedNotifications === 1 ? "" : "s"} not e-mailed after every retry: see "Failed" below`}
              </dd>
            </div>
            {report.leads.failedWebhooks !== undefined && (
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-medium text-slate-900">Failed CRM deliveries</dt>
                <dd
                  className={report.leads.failedWebhooks > 0 ? "text-red-700" : "text-slate-700"}
                  data-failed-webhooks={report.leads.failedWebhooks}
                >
                  {report.leads.failedWebhooks === 0
                    ? "none"
                    : `${report.leads.failedWebhooks} lead${report.leads.failedWebhooks === 1 ? "" : "s"} not delivered to the CRM after every retry: see "CRM webhook" below`}
                </dd>
              </div>
            )}
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-slate-900">Suspected spam in quarantine</dt>
              <dd className="text-slate-700">{report.leads.quarantined}</dd>
            </div>
          </>
        )}
        <OperationsRows report={report} />
      </dl>
      <p className="mt-1 text-xs text-slate-600">
        Checked at {checkedAt} (Toronto time); GET /api/health answers the same to a signed-in operator.
      </p>
    </section>
  );
}
