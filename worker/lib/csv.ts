import Papa from 'papaparse'

/**
 * CSV downloads (attendees, poll votes, voters): RFC 4180 with every cell quoted and CRLF line
 * ends, written by Papa.unparse. `escapeFormulae` gets our own pattern rather than `true`: Papa's
 * default (= + - @ tab CR at the very start) misses the full-width ＝ ＋ － ＠ some spreadsheets also
 * honour, a NUL, and a sign after leading whitespace (" =1+1", "\n=1+1"), which importers that
 * trim cells run as a formula. A matching cell gets a leading apostrophe, so it stays text.
 */
const FORMULA_START = /^(?:[\t\r\0]|[\s\0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/

export type CsvCell = string | number | null | undefined

export const toCsv = (rows: CsvCell[][]) =>
  Papa.unparse(
    rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell)))),
    { quotes: true, newline: '\r\n', escapeFormulae: FORMULA_START },
  ) + '\r\n'
