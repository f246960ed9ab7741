/**
 * A table block edited as a table (issue 25): the caption and note as usual, then one grid with a
 * row of column headings and a row of cells per table row, each cell labelled by its row and
 * heading ("Row 2, Climate-controlled"), with buttons to add and remove rows and columns. It
 * replaces the dialogs inside dialogs of the default form (section → table → row → unlabelled
 * cells). The stored shape is unchanged: `head` (the headings) and `rows[].cells`.
 */
import type { CSSProperties, ReactElement } from "react";
import { set, type ObjectInputProps } from "sanity";
import { addColumn, addRow, cellLabel, normalise, removeColumn, removeRow, type TableShape, type TableValue } from "./tableEdits";

const cellStyle: CSSProperties = { border: "1px solid var(--card-border-color, #ccc)", padding: 2 };
const inputStyle: CSSProperties = { width: "100%", minWidth: 90, boxSizing: "border-box", padding: "6px 8px", font: "inherit" };
const buttonStyle: CSSProperties = { padding: "4px 10px", font: "inherit", cursor: "pointer" };

export interface TableGridProps {
  table: TableShape;
  onHeading: (column: number, text: string) => void;
  onCell: (rowKey: string, column: number, text: string) => void;
  onStructure: (next: TableShape) => void;
  readOnly?: boolean;
}

/** The grid itself, apart from Sanity's form so it can be rendered and tested on its own. */
export function TableGrid({ table, onHeading, onCell, onStructure, readOnly = false }: TableGridProps): ReactElement {
  return (
    <div style={{ overflowX: "auto" }}>
      <table style={{ borderCollapse: "collapse", width: "100%" }} aria-label="Table contents">
        <thead>
          <tr>
            {table.head.map((heading, column) => (
              <th key={column} scope="col" style={cellStyle}>
                <input
                  style={{ ...inputStyle, fontWeight: 600 }}
                  aria-label={`Column ${column + 1} heading`}
                  value={heading}
                  readOnly={readOnly}
                  onChange={(event) => onHeading(column, event.currentTarget.value)}
                />
                {!readOnly && table.head.length > 2 && (
                  <button type="button" style={buttonStyle} onClick={() => onStructure(removeColumn(table, column))}>
                    Remove column {column + 1}
                  </button>
                )}
              </th>
            ))}
            <th scope="col" style={cellStyle}>
              <span style={{ position: "absolute", left: -9999 }}>Row actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={row._key}>
              {(row.cells ?? []).map((cell, column) => (
                <td key={column} style={cellStyle}>
                  <input
                    style={inputStyle}
                    aria-label={cellLabel(table, rowIndex, column)}
                    value={cell}
                    readOnly={readOnly}
                    onChange={(event) => onCell(row._key, column, event.currentTarget.value)}
                  />
                </td>
              ))}
              <td style={cellStyle}>
                {!readOnly && (
                  <button type="button" style={buttonStyle} onClick={() => onStructure(removeRow(table, row._key))}>
                    Remove row {rowIndex + 1}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!readOnly && (
        <p style={{ display: "flex", gap: 8 }}>
          <button type="button" style={buttonStyle} onClick={() => onStructure(addRow(table))}>
            Add a row
          </button>
          <button type="button" style={buttonStyle} onClick={() => onStructure(addColumn(table))}>
            Add a column
          </button>
        </p>
      )}
    </div>
  );
}

/** The Studio input of the table block: its other fields as usual, its headings and rows as the grid. */
export function TableInput(props: ObjectInputProps): ReactElement {
  const table = normalise(props.value as TableValue | undefined);
  const others = props.members.filter((member) => !(member.kind === "field" && (member.name === "head" || member.name === "rows")));
  return (
    <div style={{ display: "grid", gap: 16 }}>
      {props.renderDefault({ ...props, members: others })}
      <TableGrid
        table={table}
        readOnly={Boolean(props.readOnly)}
        onHeading={(column, text) =>
          props.onChange(
            set(
              table.head.map((heading, index) => (index === column ? text : heading)),
              ["head"],
            ),
          )
        }
        onCell={(rowKey, column, text) => {
          const row = table.rows.find((candidate) => candidate._key === rowKey);
          const cells = (row?.cells ?? []).map((cell, index) => (index === column ? text : cell));
          props.onChange(set(cells, ["rows", { _key: rowKey }, "cells"]));
        }}
        onStructure={(next) => props.onChange([set(next.head, ["head"]), set(next.rows, ["rows"])])}
      />
    </div>
  );
}
