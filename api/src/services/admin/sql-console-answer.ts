import type pg from "pg";
import { SQL_CONSOLE_ANSWER_MAX_BYTES } from "../../constants.js";

// The console's answer, cut by the database before it is sent: at most SQL_CONSOLE_ANSWER_MAX_BYTES
// of values leave PostgreSQL, however large one value is (SELECT repeat('x', 200000000) sends
// 5 MB, not 200). The user's statement is wrapped, its columns renamed by position (two may share
// a name), each value turned into its text as the type's output function writes it (what pg
// parses anyway), cut to the cap before anything else sees it, and a running total over the rows
// cuts the row that crosses the cap (each of its values to an equal share of what is left) and
// empties the rows after it. The cut is by whole characters within the byte budget. The column
// names and types come from the statement itself (a cursor that is declared, never fetched), so
// the answer names its columns exactly as the statement does and parses each value as pg would.

const BYTES = SQL_CONSOLE_ANSWER_MAX_BYTES;

/** `text` (an SQL text expression) cut to at most `limit` bytes of whole characters. */
const fitted = (text: string, limit: string) => `public.sql_console_cut(${text}, ${limit})`;

const each = (count: number, make: (index: number) => string, separator = ", ") =>
  Array.from({ length: count }, (_, index) => make(index + 1)).join(separator);

/**
 * The wrapped statement: the user's columns in order as text (NULL stays NULL), then `cut`, a
 * '0'/'1' per column saying which values of the row were shortened (NULL when none was).
 */
export function answerStatement(statement: string, columns: number): string {
  const aliases = columns > 0 ? `(${each(columns, (i) => `c${i}`)})` : "";
  // OFFSET 0 keeps each level a level of its own: inlined, every value's text would be made
  // again at each place the next level names it.
  const texts = `SELECT ${
    columns > 0
      ? each(
          columns,
          (i) =>
            `CASE WHEN num_nulls(q.c${i}) = 1 THEN NULL ELSE left(format('%s', q.c${i}), ${BYTES + 1}) END AS a${i}`,
        )
      : "1 AS none"
  } FROM (\n${statement}\n) AS q${aliases} OFFSET 0`;
  const bounded = `SELECT ${
    columns > 0
      ? `${each(columns, (i) => `${fitted(`t.a${i}`, String(BYTES))} AS x${i}, coalesce(octet_length(t.a${i}) > ${BYTES}, false) AS big${i}`)}`
      : "1 AS none"
  } FROM (${texts}) AS t OFFSET 0`;
  const size =
    columns > 0 ? each(columns, (i) => `coalesce(octet_length(b.x${i}), 0)`, " + ") : "0";
  const sized = `SELECT b.*, ${size} AS size FROM (${bounded}) AS b`;
  const totalled = `SELECT s.*, sum(s.size) OVER (ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS used FROM (${sized}) AS s`;
  // What is left for the row: the cap less the rows before it.
  const left = `(${BYTES} - (w.used - w.size))`;
  const share = `greatest(0, floor(${left} / ${Math.max(columns, 1)}))::int`;
  const value = (i: number) =>
    `CASE WHEN w.size <= ${left} THEN w.x${i} ELSE ${fitted(`w.x${i}`, share)} END`;
  const shortened = (i: number) =>
    `CASE WHEN w.big${i} OR (w.size > ${left} AND octet_length(w.x${i}) > ${share}) THEN '1' ELSE '0' END`;
  const anyCut =
    columns > 0 ? `(w.size > ${left} OR ${each(columns, (i) => `w.big${i}`, " OR ")})` : "false";
  return `SELECT ${columns > 0 ? `${each(columns, value)}, ` : ""}CASE WHEN ${anyCut} THEN concat(${
    columns > 0 ? each(columns, shortened) : "''"
  }) END AS cut FROM (${totalled}) AS w`;
}

export interface Answer {
  rows: unknown[][];
  /** A value was shortened, and the rows after it were left out. */
  sizeTruncated: boolean;
}

/**
 * The wrapped statement's rows as the user's: each value parsed by its column's type as pg
 * would (a shortened one stays the text it was cut to), up to and including the first row that
 * was cut.
 */
export function readAnswer(
  client: pg.Client,
  fields: readonly { dataTypeID: number }[],
  rows: readonly unknown[][],
): Answer {
  const parsers = fields.map((field) => client.getTypeParser(field.dataTypeID, "text"));
  const answer: unknown[][] = [];
  for (const row of rows) {
    const cut = row[fields.length] as string | null;
    answer.push(
      fields.map((_, index) => {
        const text = row[index] as string | null;
        if (text === null || cut?.[index] === "1") return text;
        return (parsers[index] as (value: string) => unknown)(text);
      }),
    );
    if (cut !== null) return { rows: answer, sizeTruncated: true };
  }
  return { rows: answer, sizeTruncated: false };
}
