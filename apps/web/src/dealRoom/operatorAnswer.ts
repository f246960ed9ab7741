/**
 * What the operator's deal room actions answer (the API routes send it with operatorJson), in a
 * module of its own so the actions that are tested without the content layer can share it.
 */
export type OperatorAnswer = { status: number; body: Record<string, unknown> };

export const UNAVAILABLE: OperatorAnswer = {
  status: 503,
  body: { error: "The deal room's database or file storage could not be reached; nothing was changed." },
};
