import { z } from 'zod'
import { NOT_CONVERTIBLE } from './upload-limits.schemas'

/** Spec 01 §5/§9, spec 02 §5: what may be uploaded and the messages when it may not. */
export {
  IMAGE_MIME_TYPES,
  IMAGE_EXTENSIONS,
  UNSUPPORTED_FILE_TYPE,
  FILE_TYPE_NOT_SUPPORTED,
  NOT_CONVERTIBLE,
  formatLimit,
  maxFilesizeMessage,
  MAX_REQUEST_BYTES,
  MULTIPART_ROOM,
  MAX_FILE_UPLOAD_BYTES,
  MAX_IMAGE_JSON_BYTES,
  MAX_IMAGE_UPLOAD_BYTES,
  imageJsonLimit,
  FILE_LIMIT_TOO_HIGH,
  IMAGE_LIMIT_TOO_HIGH,
} from './upload-limits.schemas'

export const UPLOAD_KINDS = [
  'site',
  'event',
  'subevent',
  'avatar',
  'profile',
  'editor',
  'news',
  'package',
  'resource',
  // A resource's downloads: private until attached, then as readable as their resource.
  'resource-file',
  'promotion',
  'group',
  'forum',
  'page',
  'advert',
  'message',
  'file',
] as const

export const uploadKind = z.enum(UPLOAD_KINDS, { error: 'Unknown upload kind' })
/** What an upload is for; also its folder in R2 (e.g. "event", "site"). */
export type UploadKind = z.infer<typeof uploadKind>

/** POST /api/uploads (multipart): the file and what it is for. */
export const uploadFileForm = z.object({
  file: z.instanceof(File, { message: 'Choose a file to upload' }),
  kind: uploadKind.default('file'),
})

/**
 * POST /api/uploads/img: base64 image data (a data: URL or bare base64) and the folder it belongs
 * to (`path`, e.g. "event" or "site"; `type` is accepted as the same).
 */
export const uploadImageInput = z
  .object({
    data: z.string({ error: NOT_CONVERTIBLE }).min(1, NOT_CONVERTIBLE).max(12_000_000),
    path: uploadKind.optional(),
    type: uploadKind.optional(),
    filename: z.string().trim().max(200).optional(),
  })
  .strict()

export const deleteUploadInput = z
  .object({ path: z.string().min(1).max(500), id: z.number().int().positive() })
  .strict()

export type UploadImageInput = z.infer<typeof uploadImageInput>
export type DeleteUploadInput = z.infer<typeof deleteUploadInput>

export type UploadResource = {
  id: number
  path: string
  /** Where the browser fetches it: /api/files/{path}. */
  src: string
  kind: string
  category: 'images' | 'audio' | 'documents' | 'videos'
  mime: string
  client_filename: string
  filesize: number
  filesize_formatted: string
  created_at: string
}

/** An upload's path, e.g. images/event/2026/11/3f2c….png: letters, digits, - _ . and /, never "..". */
const UPLOAD_PATH = /^(?!.*\.\.)[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)+$/

/**
 * An image field (event, news, avatar…): an upload's path or its src (/api/files/…), or an https
 * address. Anything else — other schemes, protocol-relative //host, paths out of /api/files — is
 * refused, so a stored value can always be rendered as an <img src> safely.
 */
export const imageRef = z
  .string()
  .trim()
  .max(500)
  .refine((v) => {
    if (v.startsWith('/api/files/')) return UPLOAD_PATH.test(v.slice('/api/files/'.length))
    if (v.startsWith('https://')) return URL.canParse(v) && !/[\s"'<>\\]/.test(v)
    return UPLOAD_PATH.test(v)
  }, 'Use an uploaded image or an https:// address')
