/**
 * The team members a lead may be given to, and who may be named as saving a change (issue 45).
 * One small function so the source can change in one place: for now the agent profile's name and
 * a list of members when the profile carries one (issue 43 adds registered team members to the
 * Studio; pointing this at that field is the one change needed).
 */
export interface TeamSource {
  name: string;
  teamMembers?: readonly { name?: string | null }[] | null;
}

export function teamMemberNames(profile: TeamSource): string[] {
  const names = [profile.name, ...(profile.teamMembers ?? []).map((member) => member.name ?? "")].map((name) => name.trim());
  return [...new Set(names.filter((name) => name.length > 0))];
}
