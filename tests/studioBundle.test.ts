import { describe, expect, it } from "vitest";
import { studioBundleProblems } from "./support/studioBundle";

const settings = { projectId: "zz9bars1", dataset: "studio-check", previewOrigin: "https://preview.example-agency.ca" };

describe("the Studio bundle check (tests/studio-build.ts)", () => {
  it("accepts a bundle that carries the configured project, dataset and preview site", () => {
    const bundle = "var Ha=`2025-10-01`,Ua=`zz9bars1`,Wa=`studio-check`;var p=`https://preview.example-agency.ca`;";
    expect(studioBundleProblems(bundle, settings)).toEqual([]);
  });

  it("refuses the bundle of issue 37: settings read through a copy of process.env", () => {
    const bundle = `Ua={},Wa=Ua.SANITY_STUDIO_PROJECT_ID||Ua.NEXT_PUBLIC_SANITY_PROJECT_ID||"placeholder"`;
    const problems = studioBundleProblems(bundle, settings);
    expect(problems).toContain(`projectId "zz9bars1" is not in the bundle`);
    expect(problems).toContain("the bundle reads Ua.SANITY_STUDIO_PROJECT_ID at run time, where it is undefined");
    expect(problems).toContain(`the bundle can still fall back to the "placeholder" project`);
  });

  it("refuses a bundle that still falls back to the placeholder although the project is set", () => {
    const bundle = "Ua=`zz9bars1`,Wa=`studio-check`,X=`https://preview.example-agency.ca`,P=q||`placeholder`";
    expect(studioBundleProblems(bundle, settings)).toEqual([`the bundle can still fall back to the "placeholder" project`]);
  });
});
