/**
 * Upload size limits, types and their messages, without zod: the thread page's reply box checks
 * files before sending them, and uploads.schemas.ts would bring zod into the first download for
 * it. uploads.schemas.ts re-exports these.
 */

/** Spec 01 §5/§9, spec 02 §5: what may be uploaded and the messages when it may not. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/x-icon'] as const
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'ico'] as const
export const UNSUPPORTED_FILE_TYPE = 'Unsupported file type'
/** Forum uploads: a type we recognise (an archive, say) that is none of images, audio, documents or videos. */
export const FILE_TYPE_NOT_SUPPORTED = 'File type is not supported'
export const NOT_CONVERTIBLE = "Image couldn't be converted to the correct format"

const KB = 1024
const MB = 1024 * 1024
const oneDecimal = (n: number) => Math.round(n * 10) / 10
/**
 * A size limit as the spec writes it ("2Mb"); below 1 MB in KB ("512Kb", not "0.5Mb" or "0Mb"),
 * below 1 KB in bytes. The one formatter for limits: the worker's refusals and the web's checks.
 */
export const formatLimit = (bytes: number) => {
  if (bytes >= MB) return `${oneDecimal(bytes / MB)}Mb`
  if (bytes >= KB) return `${oneDecimal(bytes / KB)}Kb`
  return `${bytes} bytes`
}
export const maxFilesizeMessage = (bytes: number) => `Maximum filesize is ${formatLimit(bytes)}`

/**
 * What one request can carry. Cloudflare refuses request bodies over 100 MB on its Free and Pro
 * plans (Business 200 MB, Enterprise 500 MB) before the Worker sees them; read as 100,000,000 bytes,
 * the stricter reading of "MB". A file travels inside a multipart form, so the file settings stop at
 * 95 MiB, leaving the form's room (boundaries, part headers, the kind) under that limit.
 */
export const MAX_REQUEST_BYTES = 100_000_000
export const MULTIPART_ROOM = 64 * KB
export const MAX_FILE_UPLOAD_BYTES = 95 * MB

/**
 * POST /api/uploads/img carries its image as base64 text in JSON: 4/3 of the image, line breaks
 * (up to 1/16 more) and the other fields. The route takes at most 12 MiB of JSON (parsing a larger
 * string costs the Worker several times its size in memory), which holds an 8 MiB image.
 */
export const MAX_IMAGE_JSON_BYTES = 12 * MB
export const MAX_IMAGE_UPLOAD_BYTES = 8 * MB
export const imageJsonLimit = (imageBytes: number) => {
  const base64 = Math.ceil(imageBytes / 3) * 4
  return Math.min(MAX_IMAGE_JSON_BYTES, base64 + Math.ceil(base64 / 16) + 16 * KB)
}

/** The settings' messages when a limit is set above what one request can carry (spec 02 §3). */
export const FILE_LIMIT_TOO_HIGH = `At most ${formatLimit(MAX_FILE_UPLOAD_BYTES)}: Cloudflare refuses requests over 100 MB (Free and Pro plans) and a file is sent in one request, inside a form`
export const IMAGE_LIMIT_TOO_HIGH = `At most ${formatLimit(MAX_IMAGE_UPLOAD_BYTES)}: images are sent as base64 text, a third larger than the file, in a request of at most ${formatLimit(MAX_IMAGE_JSON_BYTES)}`
