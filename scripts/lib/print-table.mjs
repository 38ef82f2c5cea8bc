// An aligned table on stdout (the release commands and the benchmarks print their results so).

/** `rows` are objects; `columns` picks and orders their keys. Numbers are right-aligned. */
export function printTable(rows, columns = Object.keys(rows[0] ?? {})) {
  const cell = (value) => (value === undefined || value === null ? '' : String(value));
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => cell(row[column]).length)),
  );
  const line = (values, numeric) =>
    values
      .map((value, i) => (numeric[i] ? value.padStart(widths[i]) : value.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const numeric = columns.map((column) => rows.some((row) => typeof row[column] === 'number'));
  console.log(line(columns, numeric));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows)
    console.log(
      line(
        columns.map((column) => cell(row[column])),
        numeric,
      ),
    );
}
