import type { ForumFile, UploadFiles } from '@worker/forum/forum-responses.schemas'
import { MAX_FILE_UPLOAD_BYTES } from '@worker/uploads/upload-limits.schemas'
import type { UploadResource } from '@worker/uploads/uploads.schemas'

/** Spec 01 §9: the forum's default largest upload (256 MiB). */
/** The client's early check: what one request can carry; the server applies the site's own setting. */
export const FORUM_MAX_UPLOAD = MAX_FILE_UPLOAD_BYTES

/** A file attached to a draft post, with the attachment category it is listed under. */
export type AttachedFile = ForumFile & { category: keyof UploadFiles }

const CATEGORIES = ['images', 'audio', 'documents', 'videos'] as const

/** A saved post's grouped files, as one list in attachment order per category. */
export const attachedFilesOf = (files: UploadFiles): AttachedFile[] =>
  CATEGORIES.flatMap((category) => files[category].map((file) => ({ ...file, category })))

export const attachedFileOf = (upload: UploadResource): AttachedFile => ({
  id: upload.id,
  path: upload.path,
  src: upload.src,
  mime: upload.mime,
  client_filename: upload.client_filename,
  filesize: upload.filesize,
  filesize_formatted: upload.filesize_formatted,
  category: upload.category,
})

/** upload_files as spec 01 §7 sends it beside `uploads` (the server rebuilds it from the ids). */
export const groupFiles = (files: readonly AttachedFile[]): UploadFiles => {
  const grouped: UploadFiles = { images: [], audio: [], documents: [], videos: [] }
  for (const { category, ...file } of files) grouped[category].push(file)
  return grouped
}
