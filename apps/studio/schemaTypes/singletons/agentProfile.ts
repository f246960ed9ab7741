import { REGISTRANT_TITLES, registrantProblem } from "@agency/paths/registrants";
import { UserIcon } from "@sanity/icons/User";
import { defineArrayMember, defineField, defineType } from "sanity";

type Registrant = { name?: string; creaMember?: boolean } | undefined;

/**
 * A registrant's title (the agent's, or a team member's): one of RECO's permitted titles, checked
 * with the name and CREA box beside it (`registrant` reads them from the validation context).
 */
function titleField(registrant: (context: { document?: unknown; parent?: unknown }) => unknown, description?: string) {
  return defineField({
    name: "title",
    title: "Registration title",
    description,
    type: "string",
    options: { list: REGISTRANT_TITLES.map((entry) => entry.title) },
    validation: (r) =>
      r.required().custom((title: string | undefined, context) => {
        const person = registrant(context) as Registrant;
        return (
          registrantProblem({ registeredName: person?.name ?? "", title: title ?? "", creaMember: person?.creaMember === true }) ?? true
        );
      }),
  });
}

/** A RECO registration number: its digits only. */
function registrationNumberField() {
  return defineField({
    name: "registrationNumber",
    title: "RECO registration number",
    type: "string",
    validation: (r) =>
      r
        .required()
        .regex(/^[0-9]{4,10}$/, { name: "registration number" })
        .error("Write the registration number's digits only"),
  });
}

export const agentProfile = defineType({
  name: "agentProfile",
  icon: UserIcon,
  title: "Agent profile",
  type: "document",
  fields: [
    // Ontario's advertising rules (docs/decisions/0053): the name RECO registered, a title from
    // the permitted list, the registration number; REALTOR® only for a CREA member.
    defineField({
      name: "name",
      title: "Registered name",
      description: "Exactly as registered with RECO: the site shows it beside the title wherever the agent is advertised.",
      type: "string",
      validation: (r) => r.required(),
    }),
    titleField((context) => context.document, "A title RECO permits for the agent's registration category."),
    defineField({
      name: "speciality",
      title: "Speciality",
      description: 'What the agent works on, shown apart from the title (e.g. "Self-storage & industrial investment property").',
      type: "string",
    }),
    registrationNumberField(),
    defineField({
      name: "creaMember",
      title: "Member of CREA",
      description: "Only a member of the Canadian Real Estate Association may be advertised with REALTOR®.",
      type: "boolean",
      initialValue: false,
      validation: (r) => r.required(),
    }),
    // The team's other registrants (issue 45): the workspace gives leads to them, and wherever the
    // site names one it shows the same registered name and permitted title.
    defineField({
      name: "teamMembers",
      title: "Team members",
      description: "The other registrants on the team. The team workspace lets a lead be given to any of them.",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "teamMember",
          fields: [
            defineField({
              name: "name",
              title: "Registered name",
              description: "Exactly as registered with RECO.",
              type: "string",
              validation: (r) => r.required(),
            }),
            titleField((context) => context.parent),
            registrationNumberField(),
            defineField({ name: "creaMember", title: "Member of CREA", type: "boolean", initialValue: false }),
          ],
          preview: { select: { title: "name", subtitle: "title" } },
        }),
      ],
    }),
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
  preview: { select: { title: "name", subtitle: "title", media: "photo" } },
});
