import type { Deps } from '../lib/deps'
import { forbidden, invalid, notFound } from '../lib/errors'
import { can, isAdmin } from '../lib/policy'
import {
  hasOfficeParts,
  knownWithoutCategory,
  SNIFF_BYTES,
  sniff,
  type SniffedType,
} from './file-types'
import { decodeBase64Image, isDecodableImage } from './image-data'
import { readUploadLimits, type UploadLimits } from './upload-limits'
import { toUploadResource } from './uploads.resources'
import {
  FILE_TYPE_NOT_SUPPORTED,
  IMAGE_MIME_TYPES,
  maxFilesizeMessage,
  NOT_CONVERTIBLE,
  UNSUPPORTED_FILE_TYPE,
  type DeleteUploadInput,
  type UploadImageInput,
  type UploadResource,
} from './uploads.schemas'
import { deleteUploadRow, findUpload, findUploadByPath, insertUpload } from './uploads.queries'

/**
 * Stores files in R2 after checking their bytes, records them in D1, serves and deletes them.
 * Everything is validated before R2 is written, so a refused file leaves nothing behind; a failed
 * write removes the object unless its row landed (see store).
 */

const IMAGE_TYPES: readonly string[] = IMAGE_MIME_TYPES

/** `${category}/${kind}/${yyyy}/${mm}/${uuid}.${ext}`: unique, so a path is never reused. */
const newPath = (type: SniffedType, kind: string) => {
  const now = new Date()
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `${type.category}/${kind}/${now.getUTCFullYear()}/${month}/${crypto.randomUUID()}.${type.ext}`
}

/**
 * Control characters (a CR/LF would split a header, a NUL truncates in C code) and the bidi
 * overrides that disguise an extension ("invoice\u202Egnp.exe" shows as "invoiceexe.png").
 */
const UNSAFE_NAME_CHARS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
const MAX_NAME_CHARS = 200

/**
 * The name shown and offered on download; the stored path never uses it. No path separators,
 * no control characters, at most 200 characters (the end is kept: it holds the extension),
 * and a name of only dots ("..") becomes upload.{ext}.
 */
const clientName = (name: string | undefined, type: SniffedType) => {
  const cleaned = (name ?? '')
    .replace(LONE_SURROGATE, '')
    .replace(UNSAFE_NAME_CHARS, '')
    .replace(/[\\/]/g, '_')
    .trim()
  const chars = Array.from(cleaned)
  const capped =
    chars.length > MAX_NAME_CHARS ? chars.slice(-MAX_NAME_CHARS).join('').trim() : cleaned
  return /^[.\s]*$/.test(capped) ? `upload.${type.ext}` : capped
}

/**
 * Writes the object, then its row (the one D1 write). When either fails the object is taken back
 * out, unless the row did land and only its answer was lost: a row must never lose its object.
 */
const store = async (
  deps: Deps,
  body: Blob | Uint8Array,
  type: SniffedType,
  meta: { kind: string; filename: string | undefined; size: number },
): Promise<UploadResource> => {
  const userId = deps.auth.current().user?.id ?? null
  const path = newPath(type, meta.kind)
  try {
    // A put that throws may still have stored the object, so it is cleaned up like an insert.
    await deps.env.UPLOADS.put(path, body, { httpMetadata: { contentType: type.mime } })
    const [row] = await insertUpload(deps.db, {
      userId,
      path,
      kind: meta.kind,
      category: type.category,
      mime: type.mime,
      filesize: meta.size,
      clientFilename: clientName(meta.filename, type),
    })
    return toUploadResource(row!)
  } catch (error) {
    // Keep the original error: a failed clean-up only leaves an object that is never served.
    await removeUnlisted(deps, path).catch((cleanup: unknown) =>
      console.error('upload clean-up failed', path, cleanup),
    )
    throw error
  }
}

/** Deletes an object that has no row; one whose row exists (or may) is left alone. */
const removeUnlisted = async (deps: Deps, path: string) => {
  if (await findUploadByPath(deps.db, path)) return
  await deps.env.UPLOADS.delete(path)
}

/**
 * POST /api/uploads: any supported file up to maxUploadSize (forum files: maxForumUploadSize),
 * typed by its first bytes; an Office name on a ZIP also needs that format's parts.
 */
export const uploadFile = async (
  deps: Deps,
  form: { file: File; kind: string },
  /** As the route's body limit read them; read here when called without. */
  limits?: UploadLimits,
): Promise<UploadResource> => {
  const { file, forum } = limits ?? (await readUploadLimits(deps.db))
  // Forum attachments have their own limit (spec 01 §9).
  const max = form.kind === 'forum' ? forum : file
  if (form.file.size > max) throw invalid({ file: [maxFilesizeMessage(max)] })
  const head = new Uint8Array(await form.file.slice(0, SNIFF_BYTES).arrayBuffer())
  let type = sniff(head, form.file.name)
  // Any ZIP can be named .docx: without [Content_Types].xml and word/ it is just an archive.
  if (type && !(await hasOfficeParts(form.file, type))) type = null
  if (!type && form.kind === 'forum' && knownWithoutCategory(head))
    throw invalid({ file: [FILE_TYPE_NOT_SUPPORTED] }, FILE_TYPE_NOT_SUPPORTED)
  if (!type) throw invalid({ file: [UNSUPPORTED_FILE_TYPE] }, UNSUPPORTED_FILE_TYPE)
  // An image is shown inline, so it must be a whole image a browser can decode (not script
  // behind an image header, nor a decompression bomb), as on POST /api/uploads/img.
  if (type.category === 'images') {
    const bytes = new Uint8Array(await form.file.arrayBuffer())
    if (!isDecodableImage(bytes, type.mime))
      throw invalid({ file: [NOT_CONVERTIBLE] }, NOT_CONVERTIBLE)
  }
  // The File is handed to R2 as a Blob, which it streams; only images were read whole above.
  return store(deps, form.file, type, {
    kind: form.kind,
    filename: form.file.name,
    size: form.file.size,
  })
}

/** POST /api/uploads/img: a base64 jpeg, png, gif or icon up to maxImageUploadSize, checked whole. */
export const uploadImage = async (
  deps: Deps,
  input: UploadImageInput,
  limits?: UploadLimits,
): Promise<UploadResource> => {
  const bytes = decodeBase64Image(input.data)
  if (!bytes) throw invalid({ data: [NOT_CONVERTIBLE] }, NOT_CONVERTIBLE)
  const max = (limits ?? (await readUploadLimits(deps.db))).image
  if (bytes.length > max) throw invalid({ data: [maxFilesizeMessage(max)] })
  const type = sniff(bytes.subarray(0, SNIFF_BYTES), input.filename ?? '')
  if (!type || !IMAGE_TYPES.includes(type.mime))
    throw invalid({ data: [UNSUPPORTED_FILE_TYPE] }, UNSUPPORTED_FILE_TYPE)
  if (!isDecodableImage(bytes, type.mime))
    throw invalid({ data: [NOT_CONVERTIBLE] }, NOT_CONVERTIBLE)
  const kind = input.path ?? input.type ?? 'file'
  return store(deps, bytes, type, { kind, filename: input.filename, size: bytes.length })
}

/** DELETE /api/uploads: the uploader, an admin or a settings manager; row first, then the object. */
export const deleteUpload = async (
  deps: Deps,
  input: DeleteUploadInput,
): Promise<{ id: number; path: string }> => {
  const actor = await deps.auth.load()
  const mayDeleteAny = isAdmin(actor) || can(actor, 'sites.set.settings')
  const [deleted] = await deleteUploadRow(
    deps.db,
    input.id,
    input.path,
    mayDeleteAny ? null : (actor.user?.id ?? 0),
  )
  if (!deleted) {
    // Nothing deleted: tell "no such upload" from "not yours" with one more read.
    throw (await findUpload(deps.db, input.id, input.path)) ? forbidden() : notFound()
  }
  // An object whose delete fails is orphaned but never served: serving needs the row.
  await deps.env.UPLOADS.delete(deleted.path)
  return deleted
}
