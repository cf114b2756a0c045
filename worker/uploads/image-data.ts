/**
 * Base64 image posts (POST /api/uploads/img): decoding a data: URL or bare base64, and checking
 * that an image is whole — a truncated or corrupt file is refused rather than stored.
 */

const DATA_URL = /^data:[^,]*?;base64,/i
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** The bytes of a data: URL or bare base64 string (URL-safe alphabet too), or null if it is not base64. */
export const decodeBase64Image = (data: string): Uint8Array | null => {
  const body = data
    .trim()
    .replace(DATA_URL, '')
    .replace(/\s+/g, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/')
  if (body.length === 0 || !BASE64.test(body) || body.length % 4 === 1) return null
  try {
    const binary = atob(body)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return bytes
  } catch {
    return null
  }
}

const u32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0
const tag = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4))

/** PNG: IHDR first, every chunk's length inside the file, and IEND last. */
const isWholePng = (b: Uint8Array) => {
  if (b.length < 8 + 25 + 12 || tag(b, 12) !== 'IHDR' || u32(b, 8) !== 13) return false
  let at = 8
  let sawData = false
  while (at + 12 <= b.length) {
    const length = u32(b, at)
    const type = tag(b, at + 4)
    const next = at + 12 + length
    if (next > b.length) return false
    if (type === 'IDAT') sawData = true
    if (type === 'IEND') return sawData && next === b.length
    at = next
  }
  return false
}

/** JPEG: SOI, well-formed segments up to a frame header and the scan, and EOI at the end. */
const isWholeJpeg = (b: Uint8Array) => {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return false
  let end = b.length
  while (end > 2 && b[end - 1] === 0x00) end-- // some encoders pad after EOI
  if (b[end - 2] !== 0xff || b[end - 1] !== 0xd9) return false
  let at = 2
  let sawFrame = false
  while (at + 4 <= end) {
    if (b[at] !== 0xff) return false
    const marker = b[at + 1]!
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    const length = (b[at + 2]! << 8) | b[at + 3]!
    if (length < 2 || at + 2 + length > end) return false
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      sawFrame = true
    if (marker === 0xda) return sawFrame
    at += 2 + length
  }
  return false
}

/** GIF: the header, a logical screen descriptor, and the trailer byte. */
const isWholeGif = (b: Uint8Array) => b.length >= 14 && b[b.length - 1] === 0x3b

/** ICO: at least one directory entry, each pointing inside the file. */
const isWholeIco = (b: Uint8Array) => {
  if (b.length < 6) return false
  const count = b[4]! | (b[5]! << 8)
  if (count === 0 || 6 + 16 * count > b.length) return false
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i
    const size =
      (b[entry + 8]! | (b[entry + 9]! << 8) | (b[entry + 10]! << 16) | (b[entry + 11]! << 24)) >>> 0
    const offset =
      (b[entry + 12]! | (b[entry + 13]! << 8) | (b[entry + 14]! << 16) | (b[entry + 15]! << 24)) >>>
      0
    if (size === 0 || offset < 6 + 16 * count || offset + size > b.length) return false
  }
  return true
}

const CHECKS: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': isWholePng,
  'image/jpeg': isWholeJpeg,
  'image/gif': isWholeGif,
  'image/x-icon': isWholeIco,
}

/** Is this a complete image of the (already sniffed) type? */
export const isWholeImage = (bytes: Uint8Array, mime: string) => CHECKS[mime]?.(bytes) ?? false
