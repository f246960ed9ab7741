import { UserIcon } from "@sanity/icons/User";
import { defineArrayMember, defineField, defineType } from "sanity";

export const agentProfile = defineType({
  name: "agentProfile",
  icon: UserIcon,
  title: "Agent profile",
  type: "document",
  fields: [
    defineField({ name: "name", type: "string", validation: (r) => r.required() }),
    defineField({ name: "role", title: "Title / licence", type: "string", validation: (r) => r.required() }),
    defineField({
      name: "photo",
      type: "image",
      description: "Optional. Without a photo the site shows the agent's initials.",
      fields: [defineField({ name: "alt", title: "Alternative text", type: "string" })],
    }),
    defineField({ name: "shortBio", title: "Short bio (home page)", type: "text", rows: 3, validation: (r) => r.required() }),
    defineField({ name: "bio", title: "Full bio (About page)", type: "array", of: [defineArrayMember({ type: "text", rows: 4 })] }),
    defineField({ name: "professionalProfileUrl", title: "Professional profile link", type: "url" }),
    defineField({
      name: "strengths",
      title: "Why work with him",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "strength",
          fields: [
            defineField({ name: "title", type: "string", validation: (r) => r.required() }),
            defineField({ name: "text", type: "text", rows: 2, validation: (r) => r.required() }),
          ],
        }),
      ],
    }),
  ],
  preview: { select: { title: "name", subtitle: "role", media: "photo" } },
});
