import Link from "next/link";
import { registrantLine } from "@agency/paths/registrants";
import { Avatar, buttonClasses } from "@agency/ui";
import type { AgentProfile } from "@/src/content/types";
import { getEditAttributes } from "@/src/content/editAttributes.server";
import { AGENT_PROFILE, agentPhoto } from "@/src/components/AgentPhoto";

export async function AgentBlock({ heading, agent }: { heading: string; agent: AgentProfile }) {
  const edit = await getEditAttributes();
  return (
    <section aria-labelledby="agent-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="agent-heading" className="text-3xl font-bold tracking-tight">
        {heading}
      </h2>
      <div className="mt-8 flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
        <Avatar name={agent.name} image={agentPhoto(agent, 80, edit(AGENT_PROFILE, "photo"))} />
        <div className="flex-1">
          <p className="text-xl font-semibold">
            {registrantLine({ registeredName: agent.name, title: agent.title, creaMember: agent.creaMember })}
          </p>
          {agent.speciality && <p className="text-sm text-slate-600">{agent.speciality}</p>}
          <p className="mt-3 text-slate-700">{agent.shortBio}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href="/about/" className={buttonClasses("secondary")}>
            About {agent.name.split(" ")[0]}
          </Link>
          <Link href="/contact/" className={buttonClasses("primary")}>
            Contact
          </Link>
        </div>
      </div>
    </section>
  );
}
