import { LEAD_KINDS } from "@agency/supabase/leads";
import { LEAD_KIND_TITLES } from "@/src/components/operator/LeadTable";
import { MAX_QUERY_LENGTH } from "@/src/team/filters";
import { PERSON_STATUSES, type LeadFacets, type LeadFilters } from "@/src/team/store";
import { STATUS_LABELS } from "./labels";

const FIELD = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm";

function Choice({
  id,
  label,
  value,
  options,
}: {
  id: string;
  label: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={id} defaultValue={value ?? ""} className={FIELD}>
        <option value="">Any</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The Leads page's search and filters: a GET form, so the view is its address (bookmarkable, and
 * working without JavaScript), and page 1 of the new view is what it opens.
 */
export function LeadFiltersForm({ filters, facets }: { filters: LeadFilters; facets: LeadFacets }) {
  const pairs = (values: readonly string[]) => values.map((value) => [value, value] as const);
  return (
    <form
      method="get"
      action="/team/leads/"
      role="search"
      aria-label="Leads"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      {/* A new filter keeps the order the list is in. */}
      {filters.order && <input type="hidden" name="sort" value={filters.order} />}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <label htmlFor="q" className="text-sm font-medium">
            Name, e-mail, phone or a word of the message
          </label>
          <input id="q" name="q" type="search" defaultValue={filters.query ?? ""} maxLength={MAX_QUERY_LENGTH} className={FIELD} />
        </div>
        <Choice id="kind" label="Kind" value={filters.kind} options={LEAD_KINDS.map((kind) => [kind, LEAD_KIND_TITLES[kind]] as const)} />
        <Choice
          id="status"
          label="Status"
          value={filters.status}
          options={PERSON_STATUSES.map((status) => [status, STATUS_LABELS[status]] as const)}
        />
        <Choice id="source" label="Source" value={filters.source} options={pairs(facets.sources)} />
        <Choice id="campaign" label="Campaign" value={filters.campaign} options={pairs(facets.campaigns)} />
        <Choice id="listing" label="Listing" value={filters.listing} options={pairs(facets.listings)} />
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor="from" className="text-sm font-medium">
              From
            </label>
            <input id="from" name="from" type="date" defaultValue={filters.from ?? ""} className={FIELD} />
          </div>
          <div>
            <label htmlFor="to" className="text-sm font-medium">
              To
            </label>
            <input id="to" name="to" type="date" defaultValue={filters.to ?? ""} className={FIELD} />
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white">
          Show leads
        </button>
        <a href="/team/leads/" className="text-sm underline">
          Clear the filters
        </a>
      </div>
    </form>
  );
}
