import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TableGrid } from "./TableInput";
import { addColumn, addRow, cellLabel, newKey, normalise, removeColumn, removeRow, rowCountProblem, type TableShape } from "./tableEdits";

const RENTS: TableShape = normalise({
  head: ["Market", "Standard", "Climate-controlled"],
  rows: [
    { _key: "a", cells: ["Toronto", "$1.80", "$2.40"] },
    { _key: "b", cells: ["Hamilton", "$1.35"] },
  ],
});

describe("table edits", () => {
  it("pads a short row to one cell per heading, keeping each row's key", () => {
    expect(RENTS.rows[1]).toEqual({ _type: "tableRow", _key: "b", cells: ["Hamilton", "$1.35", ""] });
    expect(normalise(undefined)).toEqual({ head: [], rows: [] });
  });

  it("adds and removes rows and columns, every row keeping one cell per heading", () => {
    const added = addRow(RENTS, "c");
    expect(added.rows.at(-1)).toEqual({ _type: "tableRow", _key: "c", cells: ["", "", ""] });
    expect(removeRow(added, "a").rows.map((row) => row._key)).toEqual(["b", "c"]);

    const wider = addColumn(RENTS);
    expect(wider.head).toEqual(["Market", "Standard", "Climate-controlled", ""]);
    expect(wider.rows.every((row) => row.cells?.length === 4)).toBe(true);
    const narrower = removeColumn(RENTS, 1);
    expect(narrower.head).toEqual(["Market", "Climate-controlled"]);
    expect(narrower.rows[0]?.cells).toEqual(["Toronto", "$2.40"]);
  });

  it("names each cell by its row and column heading", () => {
    expect(cellLabel(RENTS, 0, 2)).toBe("Row 1, Climate-controlled");
    expect(cellLabel(addColumn(RENTS), 1, 3)).toBe("Row 2, column 4");
  });

  it("explains a row with the wrong number of cells in plain words, naming the rows", () => {
    expect(rowCountProblem({ head: ["A", "B"], rows: [{ _key: "x", cells: ["1", "2"] }] })).toBeNull();
    expect(rowCountProblem({ head: ["A", "B"], rows: [{ _key: "x", cells: ["1"] }] })).toBe(
      "Row 1 has a different number of cells than there are column headings (2): give every row one cell per column",
    );
    expect(
      rowCountProblem({
        head: ["A", "B"],
        rows: [
          { _key: "x", cells: ["1"] },
          { _key: "y", cells: [] },
          { _key: "z", cells: ["1", "2"] },
        ],
      }),
    ).toMatch(/^Rows 1, 2 have /);
  });

  it("makes keys as Sanity does", () => {
    expect(newKey()).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe("the table grid", () => {
  const html = renderToStaticMarkup(
    createElement(TableGrid, { table: RENTS, onHeading: () => undefined, onCell: () => undefined, onStructure: () => undefined }),
  );

  it("shows the headings on top and one labelled input per cell", () => {
    expect(html).toContain('aria-label="Column 3 heading" value="Climate-controlled"');
    expect(html).toContain('aria-label="Row 1, Climate-controlled" value="$2.40"');
    expect(html).toContain('aria-label="Row 2, Climate-controlled" value=""');
    expect(html.match(/<input/g)).toHaveLength(3 + 2 * 3);
  });

  it("offers adding and removing rows and columns", () => {
    for (const label of ["Add a row", "Add a column", "Remove row 2", "Remove column 3"]) expect(html).toContain(label);
  });

  it("offers no changes when the document is read-only", () => {
    const readOnly = renderToStaticMarkup(
      createElement(TableGrid, {
        table: RENTS,
        onHeading: () => undefined,
        onCell: () => undefined,
        onStructure: () => undefined,
        readOnly: true,
      }),
    );
    expect(readOnly).not.toContain("Add a row");
    expect(readOnly).toContain("readOnly");
  });
});
