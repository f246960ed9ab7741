/** The agent profile card, drawn by apps/web/src/components/richText/AgentCard.tsx. */
import { UserIcon } from "@sanity/icons/User";
import { embed } from "./embedBlock";

export const agentCard = embed("agentCard", "Agent profile card", "The agent profile (Settings → Agent profile).", UserIcon);
