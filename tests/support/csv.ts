/** One CSV line's cells (RFC 4180: a quoted cell, such as a browser's name, may hold commas and doubled quotes). */
export function csvCells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((match) => match[1]?.replaceAll('""', '"') ?? match[2] ?? "");
}
