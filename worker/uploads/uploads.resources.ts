import type { uploads } from '../db/schema'
import type { UploadResource } from './uploads.schemas'

/** An uploads row as the API shows it (spec 01 §3: id, path, client_filename, filesize_formatted, src). */
export type UploadRow = typeof uploads.$inferSelect

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const

/** '512 B', '340 KB', '1.2 MB': kilobytes whole, larger units to one decimal place. */
export const formatFilesize = (bytes: number) => {
  if (bytes < 1024) return `${bytes} B`
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  const shown = unit === 0 ? String(Math.round(value)) : String(Math.round(value * 10) / 10)
  return `${shown} ${UNITS[unit]}`
}

/** Where the browser fetches a stored file. */
export const fileSrc = (path: string) => `/api/files/${path}`

/** Where the browser loads a stored image value (see imageRef): a src or https address as is, a path under /api/files. */
export const imageSrc = (img: string | null) => {
  if (!img) return null
  return img.startsWith('https://') || img.startsWith('/api/files/') ? img : fileSrc(img)
}

export const toUploadResource = (row: UploadRow): UploadResource => ({
  id: row.id,
  path: row.path,
  src: fileSrc(row.path),
  kind: row.kind,
  category: row.category,
  mime: row.mime,
  client_filename: row.clientFilename,
  filesize: row.filesize,
  filesize_formatted: formatFilesize(row.filesize),
  created_at: row.createdAt,
})
