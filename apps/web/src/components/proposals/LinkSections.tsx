import { torontoTime } from "@/src/components/team/labels";
import { OPINION_OF_VALUE_DAYS } from "@/src/proposals/ownerLink";
import type { LinkWithUrl } from "@/src/proposals/proposals.server";
import type { Proposal, ProposalOpening } from "@/src/proposals/store";
import { STUDIO_DRAFT_NOTICES, STUDIO_DRAFT_OUTCOMES, studioDocumentUrl, type StudioDraftOutcome } from "@/src/proposals/studioDraft";
import { BUTTON, FIELD, SECONDARY, SECTION, TextField } from "./ProposalParts";

function linkState(link: LinkWithUrl): string {
  if (link.withdrawnAt) return `Withdrawn ${torontoTime(link.withdrawnAt)}`;
  return link.url ? `Works until ${torontoTime(link.expiresAt)}` : `Expired ${torontoTime(link.expiresAt)}`;
}

export function LinksSection({
  proposal,
  links,
  openings,
  ready,
}: {
  proposal: Proposal;
  links: readonly LinkWithUrl[];
  openings: readonly ProposalOpening[];
  ready: boolean;
}) {
  return (
    <section id="links" aria-labelledby="links-heading" className={SECTION}>
      <h2 id="links-heading" className="text-xl font-semibold">
        Owner&apos;s links
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        A private link to this opinion of value and its PDF, for {proposal.owner.name} alone. It shows the saved figures and the value range
        as they are when opened; withdraw it to stop it at once.
        {!ready && " Save a value range and the figures first: until then the link answers that the opinion is being revised."}
      </p>
      <form method="post" action={`/api/operator/proposals/${proposal.id}/links`} className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="days" className="text-sm font-medium">
            Works for (days, at most {OPINION_OF_VALUE_DAYS})
          </label>
          <input
            id="days"
            name="days"
            type="number"
            min={1}
            max={OPINION_OF_VALUE_DAYS}
            defaultValue={OPINION_OF_VALUE_DAYS}
            className={FIELD}
          />
        </div>
        <button type="submit" className={BUTTON}>
          Make a link for the owner
        </button>
      </form>
      {links.length > 0 && (
        <ul className="mt-4 space-y-3" data-testid="owner-links">
          {links.map((link) => (
            <li key={link.id} className="rounded-md border border-slate-200 p-3 text-sm">
              <p>
                Made {torontoTime(link.createdAt)} by {link.createdBy}. {linkState(link)}. Opened {link.openings}{" "}
                {link.openings === 1 ? "time" : "times"}
                {link.lastOpenedAt ? `, last ${torontoTime(link.lastOpenedAt)}` : ""}.
              </p>
              {link.url && (
                <>
                  <label htmlFor={`url-${link.id}`} className="mt-2 block font-medium">
                    Link to send
                  </label>
                  <input id={`url-${link.id}`} readOnly value={link.url} className={`${FIELD} font-mono`} />
                  <form method="post" action={`/api/operator/proposals/${proposal.id}/withdraw`} className="mt-2">
                    <input type="hidden" name="link" value={link.id} />
                    <button type="submit" className={SECONDARY}>
                      Withdraw this link
                    </button>
                  </form>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 font-semibold">Openings</h3>
      {openings.length === 0 ? (
        <p className="text-sm text-slate-700">The owner has not opened a link yet.</p>
      ) : (
        <ul className="text-sm" data-testid="openings">
          {openings.map((opening, index) => (
            <li key={index}>
              {torontoTime(opening.openedAt)}: {opening.format === "pdf" ? "the PDF" : "the page"}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where the draft can go in the Studio (hosted mode with a write token) and the last attempt's outcome. */
export interface StudioDraftState {
  /** Hosted mode with SANITY_API_WRITE_TOKEN: the button is offered. */
  enabled: boolean;
  /** SANITY_STUDIO_ORIGIN, for the link to the draft. */
  studioOrigin: string | undefined;
  /** `?studio=` of the answer the page returned from. */
  outcome: unknown;
}

const isOutcome = (value: unknown): value is StudioDraftOutcome =>
  typeof value === "string" && (STUDIO_DRAFT_OUTCOMES as readonly string[]).includes(value);

/** Hosted mode: "Create the draft in the Studio", what came of it, and the link to the draft. */
function StudioDraft({ proposal, listing, studio }: { proposal: Proposal; listing: string; studio: StudioDraftState }) {
  if (!studio.enabled) return null;
  const outcome = isOutcome(studio.outcome) ? studio.outcome : null;
  const notice = outcome ? STUDIO_DRAFT_NOTICES[outcome] : null;
  const href = studioDocumentUrl(studio.studioOrigin, `drafts.listing.${listing}`);
  return (
    <div className="mt-3">
      {notice && (
        <p
          role="status"
          data-testid="studio-draft"
          className={`mb-3 rounded-md border p-3 text-sm ${notice.refused ? "border-red-300 text-red-800" : "border-green-300 text-green-800"}`}
        >
          {notice.text}
        </p>
      )}
      {(outcome === "created" || outcome === "exists") &&
        (href ? (
          <a href={href} className="mb-3 block font-semibold underline" rel="noreferrer" target="_blank">
            Open the draft listing in the Studio
          </a>
        ) : (
          <p className="mb-3 text-sm">
            In the Studio, the draft is the listing <code>listing.{listing}</code> (set SANITY_STUDIO_ORIGIN to link to it from here).
          </p>
        ))}
      <form method="post" action={`/api/operator/proposals/${proposal.id}/studio-draft`}>
        <button type="submit" className={BUTTON}>
          Create the draft in the Studio
        </button>
      </form>
    </div>
  );
}

export function ListingSection({ proposal, studio }: { proposal: Proposal; studio: StudioDraftState }) {
  return (
    <section id="listed" aria-labelledby="listing-heading" className={SECTION}>
      <h2 id="listing-heading" className="text-xl font-semibold">
        The owner listed
      </h2>
      {proposal.listing ? (
        <>
          <p className="mt-1">
            Listed as <strong>{proposal.listing}</strong> on {torontoTime(proposal.listedAt ?? proposal.updatedAt)}.
          </p>
          <p className="mt-2 text-sm text-slate-700">
            The draft listing carries the units, area, occupancy, normalised NOI, cap rate and asking price (the top of the value range).
            {studio.enabled
              ? " Create it as a draft in the Studio (it is never published from here, and an existing draft is left as it is), or import the file with"
              : " Import it into the Studio with"}
            <code className="mx-1">sanity dataset import draft-listing-{proposal.listing}.ndjson production</code>, then review and publish
            it there.
          </p>
          <StudioDraft proposal={proposal} listing={proposal.listing} studio={studio} />
          <a
            href={`/api/operator/proposals/${proposal.id}/draft-listing`}
            className={`mt-3 inline-block ${studio.enabled ? SECONDARY : BUTTON}`}
            download
          >
            Download the draft listing
          </a>
        </>
      ) : (
        <form method="post" action={`/api/operator/proposals/${proposal.id}/listed`} className="mt-3 flex flex-wrap items-end gap-3">
          <TextField name="listing" label="The listing's slug (its address on the site)" required />
          <button type="submit" className={BUTTON}>
            The owner listed
          </button>
        </form>
      )}
    </section>
  );
}
