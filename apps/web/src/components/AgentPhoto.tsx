import Image from "next/image";
import type { ReactElement } from "react";
import { resolveImageSrc } from "../content/images";
import type { AgentProfile } from "../content/types";

/** The agent's photo, or undefined so the Avatar falls back to the initials. */
export function agentPhoto(agent: AgentProfile, size: number): ReactElement | undefined {
  const src = resolveImageSrc(agent.photo?.src, size * 2);
  if (!src) return undefined;
  return <Image src={src} alt={agent.photo?.alt ?? agent.name} width={size} height={size} className="h-full w-full object-cover" />;
}
