/** Shared by the blocks that only embed content kept in its own documents (news list, agent card, success stories). */
import type { ComponentType } from "react";
import { defineField, defineType } from "sanity";

/** Blocks without fields: they show content that lives in its own documents. */
export const embed = (name: string, title: string, description: string, icon: ComponentType) =>
  defineType({
    name,
    icon,
    title,
    type: "object",
    description,
    fields: [defineField({ name: "heading", type: "string", description: "Optional heading above the block" })],
    preview: { select: { heading: "heading" }, prepare: ({ heading }: { heading?: string }) => ({ title: heading ?? title }) },
  });
