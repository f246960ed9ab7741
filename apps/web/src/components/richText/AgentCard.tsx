import { registrantLine } from "@agency/paths/registrants";
import { Avatar } from "@agency/ui";
import { teamOfBrokerage } from "@/src/advertising/identity";
import { getAgentProfile, getSiteSettings } from "@/src/content/content.server";
import { telHref } from "@/src/navigation/contact";
import { getEditAttributes } from "@/src/content/editAttributes.server";
import { AGENT_PROFILE, agentPhoto } from "@/src/components/AgentPhoto";
import { SmartLink } from "@/src/components/SmartLink";

/** The full agent profile card of /about/: photo (or initials), bio, phone, e-mail, profile link. */
export async function AgentCard() {
  const [agent, settings, edit] = await Promise.all([getAgentProfile(), getSiteSettings(), getEditAttributes()]);
  return (
    <article className="my-6 flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:flex-row">
      <div className="shrink-0">
        <Avatar name={agent.name} image={agentPhoto(agent, 160, edit(AGENT_PROFILE, "photo"))} size="lg" />
      </div>
      <div className="flex-1">
        {/* The registered name and title together, the registration number, the brokerage (decision 0053). */}
        <h3 className="text-2xl font-bold text-slate-900">
          {registrantLine({ registeredName: agent.name, title: agent.title, creaMember: agent.creaMember })}
        </h3>
        {agent.speciality && <p className="text-slate-700">{agent.speciality}</p>}
        <p className="text-slate-600">RECO registration no. {agent.registrationNumber}</p>
        <p className="text-slate-600">{teamOfBrokerage(settings)}</p>
        <div className="mt-4 space-y-3 text-slate-800">
          {(agent.bio ?? [agent.shortBio]).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <dl className="mt-5 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-medium text-slate-600">Phone</dt>
            <dd>
              <a href={telHref(settings.phone)} className="font-semibold text-slate-900 underline-offset-4 hover:underline">
                {settings.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">E-mail</dt>
            <dd>
              <a href={`mailto:${settings.email}`} className="font-semibold break-all text-slate-900 underline-offset-4 hover:underline">
                {settings.email}
              </a>
            </dd>
          </div>
          {agent.professionalProfileUrl && (
            <div>
              <dt className="text-sm font-medium text-slate-600">Professional profile</dt>
              <dd>
                <SmartLink href={agent.professionalProfileUrl} className="font-semibold text-slate-900 underline-offset-4 hover:underline">
                  View profile<span className="sr-only"> of {agent.name} (opens in a new tab)</span>
                </SmartLink>
              </dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}
