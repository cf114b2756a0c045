import Papa from 'papaparse'

/**
 * CSV for the exports (RFC 4180, CR LF rows): papaparse quotes what needs quoting and, with
 * escapeFormulae, defuses cells a spreadsheet would run as a formula (= + - @, tab, CR).
 */
export const toCsv = (rows: (string | number | null | undefined)[][]) =>
  Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' }) + '\r\n'
