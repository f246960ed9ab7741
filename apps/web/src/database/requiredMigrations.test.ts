import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findMigrationsDir } from "./migrations";
import { missingMigrations, REQUIRED_MIGRATIONS, unknownMigrations } from "./requiredMigrations";

describe("the migrations the site needs", () => {
  it("are exactly the files of supabase/migrations, in order (add a new one to requiredMigrations.ts)", () => {
    const files = readdirSync(findMigrationsDir())
      .filter((name) => name.endsWith(".sql"))
      .sort();
    expect([...REQUIRED_MIGRATIONS]).toEqual(files);
  });

  it("are missing by version, whether the database records versions (Supabase CLI) or file names (the site)", () => {
    const versions = REQUIRED_MIGRATIONS.map((name) => name.split("_")[0]!);
    expect(missingMigrations(versions)).toEqual([]);
    expect(missingMigrations([...REQUIRED_MIGRATIONS])).toEqual([]);
    expect(missingMigrations(versions.slice(0, -2))).toEqual(REQUIRED_MIGRATIONS.slice(-2));
    expect(missingMigrations([])).toEqual([...REQUIRED_MIGRATIONS]);
  });

  it("name what the database has beyond this code (a site rolled back behind its schema)", () => {
    expect(unknownMigrations([...REQUIRED_MIGRATIONS, "20991231000000_future.sql", "20991231000000"])).toEqual(["20991231000000"]);
    expect(unknownMigrations([...REQUIRED_MIGRATIONS])).toEqual([]);
  });
});
