import type { Context } from 'hono'
import type { CsvFile } from './use-cases/exports'

/** A CSV download: never cached, saved under its file name. */
export const csvResponse = (c: Context, file: CsvFile) =>
  c.body(file.csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'no-store',
  })
