/**
 * The team members a lead may be given to, and who may be named as saving a change (issue 45):
 * the agent profile's registered name and its team members' (the Studio's "Team members", each a
 * registrant with a permitted title, decision 0053), blanks and repeats left out.
 */
export interface TeamSource {
  name: string;
  teamMembers?: readonly { name?: string | null }[] | null;
}

export function teamMemberNames(profile: TeamSource): string[] {
  const names = [profile.name, ...(profile.teamMembers ?? []).map((member) => member.name ?? "")].map((name) => name.trim());
  return [...new Set(names.filter((name) => name.length > 0))];
}
