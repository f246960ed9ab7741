/** A UUID as the database writes it (lower case): the ids in operator URLs and deal room links. */
export const UUID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const UUID = new RegExp(`^${UUID_PATTERN}$`);

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
