import { getImageProps } from "next/image";
import type { ReactElement } from "react";
import { resolveImageSrc } from "@/src/content/images";
import type { AgentProfile } from "@/src/content/types";

/** The agent profile singleton (its id is its type). */
export const AGENT_PROFILE = { id: "agentProfile", type: "agentProfile" } as const;

/**
 * The agent's photo, or undefined so the Avatar falls back to the initials; `attributes` carry
 * click-to-edit in a draft preview (src/content/editAttributes.server.ts).
 */
export function agentPhoto(agent: AgentProfile, size: number, attributes: Record<string, string> = {}): ReactElement | undefined {
  const src = resolveImageSrc(agent.photo?.src, size * 2);
  if (!src) return undefined;
  const { props } = getImageProps({
    src,
    alt: agent.photo?.alt ?? agent.name,
    width: size,
    height: size,
    className: "h-full w-full object-cover",
  });
  // A plain <img> with next/image's optimised srcset: the <Image> component is a client component
  // whose 5 KB of JavaScript only adds a fade-in and load callbacks this site does not use (decision 0010).
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
  return <img {...props} {...attributes} />;
}
