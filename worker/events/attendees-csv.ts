/**
 * A tiny RFC 4180 CSV writer for the attendee export. Every cell is quoted; a cell that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a
 * leading apostrophe first, so an attendee named "=HYPERLINK(…)" stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export const csvCell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

export const toCsv = (rows: (string | number | null | undefined)[][]) => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
