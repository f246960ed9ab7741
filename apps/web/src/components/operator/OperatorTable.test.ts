/**
 * Issue 42 and 45: every table of the team's pages goes through one component (OperatorTable:
 * caption, header cells, empty state, CSV link). This lists the operator tables by the file that
 * renders each, and fails when a team page writes a <table> of its own or a listed table stops
 * using the component.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const webDir = path.resolve(import.meta.dirname, "../../..");
const OPERATOR_FOLDERS = ["src/components/operator", "src/components/team", "app/team", "app/diagnostics"];

/** Each operator table, by the file that renders it and how many it renders there. */
const OPERATOR_TABLES: Record<string, number> = {
  "src/components/operator/AnnouncementsOverview.tsx": 2, // listings announced, investors
  "src/components/operator/LeadTable.tsx": 1, // the latest leads of a kind, with their deliveries
  "src/components/operator/QuarantineList.tsx": 1, // suspected spam
  "src/components/operator/dealRoom/ClosingDeals.tsx": 1, // offers side by side
  "src/components/operator/dealRoom/DealRooms.tsx": 1, // signers
  "src/components/operator/dealRoom/ListingFunnel.tsx": 1, // the funnel
  "src/components/operator/privacy/BreachRecords.tsx": 1, // the breach record (decision 0055)
  "src/components/operator/privacy/FoundPersonalInformation.tsx": 1, // rows kept about an address, per part
  "src/components/operator/privacy/PersonalInformationRequests.tsx": 1, // the request log
  "src/components/operator/traffic/TrafficTable.tsx": 1, // each list of the traffic report
  "src/components/operator/traffic/ViewsPerDayChart.tsx": 1, // the chart's numbers
  "src/components/team/TodaySections.tsx": 2, // new leads, follow-ups due
  "src/components/team/WorkspaceLeadTable.tsx": 1, // the Leads page
  "app/team/listings/page.tsx": 1, // listings with a deal room
  "app/team/proposals/page.tsx": 1, // opinions of value
};

function sourceFiles(): string[] {
  return OPERATOR_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(webDir, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx$/.test(entry.name) && !entry.name.endsWith(".test.tsx"))
      .map((entry) => path.relative(webDir, path.join(entry.parentPath, entry.name))),
  );
}

describe("the operator tables", () => {
  const files = sourceFiles();

  it("are all rendered through OperatorTable: no team page writes a <table> of its own", () => {
    const ownTables = files.filter(
      (file) => file !== "src/components/operator/OperatorTable.tsx" && /<table[\s>]/.test(readFileSync(path.join(webDir, file), "utf8")),
    );
    expect(ownTables).toEqual([]);
  });

  it("are the ones listed, each still using the component", () => {
    const found: Record<string, number> = {};
    for (const file of files) {
      const uses = readFileSync(path.join(webDir, file), "utf8").match(/<OperatorTable\b/g)?.length ?? 0;
      if (uses > 0) found[file] = uses;
    }
    expect(found).toEqual(OPERATOR_TABLES);
  });

  it("each give a caption and say what would appear when empty", () => {
    for (const file of Object.keys(OPERATOR_TABLES)) {
      const source = readFileSync(path.join(webDir, file), "utf8");
      const uses = source.split(/<OperatorTable\b/).slice(1);
      for (const use of uses) {
        const props = use.slice(0, use.indexOf("/>"));
        expect(props, file).toMatch(/\bcaption=/);
        expect(props, file).toMatch(/\bempty=/);
      }
    }
  });
});
