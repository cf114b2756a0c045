/**
 * Base64 image posts (POST /api/uploads/img): decoding a data: URL or bare base64, and checking
 * that an image is whole — a truncated or corrupt file, or data after its end, is refused rather
 * than stored — and that the pixel size its headers declare is one a decoder can safely allocate.
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

type Size = { width: number; height: number }

/**
 * A decoder allocates width × height pixels from the header before it reads any data, so a tiny
 * file declaring 100000 × 100000 px is a decompression bomb: refuse a side over 20000 px or more
 * than 50 megapixels (a 45 MP camera photo still fits).
 */
export const MAX_IMAGE_SIDE = 20_000
export const MAX_IMAGE_PIXELS = 50_000_000

const u32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0
const u32le = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const tag = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4))
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** PNG: IHDR first, every chunk's length inside the file, and IEND last (nothing after it). */
const pngSizes = (b: Uint8Array): Size[] | null => {
  if (b.length < 8 + 25 + 12 || tag(b, 12) !== 'IHDR' || u32(b, 8) !== 13) return null
  if (!PNG_SIGNATURE.every((x, i) => b[i] === x)) return null
  let at = 8
  let sawData = false
  while (at + 12 <= b.length) {
    const length = u32(b, at)
    const type = tag(b, at + 4)
    const next = at + 12 + length
    if (next > b.length) return null
    if (type === 'IDAT') sawData = true
    if (type === 'IEND')
      return sawData && next === b.length ? [{ width: u32(b, 16), height: u32(b, 20) }] : null
    at = next
  }
  return null
}

/** JPEG: SOI, well-formed segments up to a frame header and the scan, and EOI at the end. */
const jpegSizes = (b: Uint8Array): Size[] | null => {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null
  let end = b.length
  while (end > 2 && b[end - 1] === 0x00) end-- // some encoders pad after EOI
  if (b[end - 2] !== 0xff || b[end - 1] !== 0xd9) return null
  let at = 2
  let frame: Size | null = null
  while (at + 4 <= end) {
    if (b[at] !== 0xff) return null
    const marker = b[at + 1]!
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    const length = (b[at + 2]! << 8) | b[at + 3]!
    if (length < 2 || at + 2 + length > end) return null
    const isFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isFrame) {
      if (length < 8) return null
      // SOFn: length, precision, height, width (big-endian).
      frame = { height: (b[at + 5]! << 8) | b[at + 6]!, width: (b[at + 7]! << 8) | b[at + 8]! }
    }
    if (marker === 0xda) return frame ? [frame] : null
    at += 2 + length
  }
  return null
}

/**
 * GIF: the header, a logical screen descriptor, then only well-formed blocks (extensions and
 * images, each made of length-prefixed sub-blocks) up to the trailer, which must be the last byte.
 * Script behind a GIF header (the "GIF89a/*" … "=alert(1)//" polyglot) is not a GIF and fails here.
 */
const gifSizes = (b: Uint8Array): Size[] | null => {
  if (b.length < 14 || !['GIF87a', 'GIF89a'].includes(String.fromCharCode(...b.subarray(0, 6))))
    return null
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * (1 << ((packed & 7) + 1)) : 0)
  const sizes: Size[] = [{ width: u16le(b, 6), height: u16le(b, 8) }]
  let at = 13 + colourTable(b[10]!)
  const skipSubBlocks = () => {
    while (at < b.length) {
      const length = b[at]!
      at += 1 + length
      if (length === 0) return true
    }
    return false
  }
  while (at < b.length) {
    const block = b[at]!
    if (block === 0x3b) return at === b.length - 1 && sizes.length > 1 ? sizes : null
    if (block === 0x21) {
      at += 2 // introducer and label
      if (!skipSubBlocks()) return null
    } else if (block === 0x2c) {
      if (at + 11 > b.length) return null
      sizes.push({ width: u16le(b, at + 5), height: u16le(b, at + 7) })
      at += 10 + colourTable(b[at + 9]!) + 1 // descriptor, local colour table, LZW code size
      if (!skipSubBlocks()) return null
    } else return null
  }
  return null
}

/** ICO: at least one directory entry, each pointing inside the file; embedded PNGs must be whole. */
const icoSizes = (b: Uint8Array): Size[] | null => {
  if (b.length < 6) return null
  const count = u16le(b, 4)
  if (count === 0 || 6 + 16 * count > b.length) return null
  const sizes: Size[] = []
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i
    const size = u32le(b, entry + 8)
    const offset = u32le(b, entry + 12)
    if (size === 0 || offset < 6 + 16 * count || offset + size > b.length) return null
    sizes.push({ width: b[entry] || 256, height: b[entry + 1] || 256 })
    const image = b.subarray(offset, offset + size)
    if (image[0] === 0x89) {
      const png = pngSizes(image)
      if (!png) return null
      sizes.push(...png)
    } else if (image.length >= 12) {
      // A BMP without its file header: DIB header size, width, then height (doubled for the mask).
      sizes.push({
        width: Math.abs(u32le(image, 4) | 0),
        height: Math.abs(u32le(image, 8) | 0) / 2,
      })
    } else return null
  }
  return sizes
}

/** The canvas of a WebP image chunk (lossy VP8, lossless VP8L, or the VP8X extended header). */
const webpChunkSize = (type: string, d: Uint8Array): Size | null => {
  if (type === 'VP8X' && d.length >= 10)
    return {
      width: 1 + (d[4]! | (d[5]! << 8) | (d[6]! << 16)),
      height: 1 + (d[7]! | (d[8]! << 8) | (d[9]! << 16)),
    }
  if (type === 'VP8L' && d.length >= 5 && d[0] === 0x2f) {
    const bits = u32le(d, 1)
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) }
  }
  if (type === 'VP8 ' && d.length >= 10 && d[3] === 0x9d && d[4] === 0x01 && d[5] === 0x2a)
    return { width: u16le(d, 6) & 0x3fff, height: u16le(d, 8) & 0x3fff }
  return null
}

/** WebP: a RIFF file exactly as long as it says, whole chunks, an image chunk first. */
const webpSizes = (b: Uint8Array): Size[] | null => {
  if (b.length < 20 || tag(b, 0) !== 'RIFF' || tag(b, 8) !== 'WEBP' || u32le(b, 4) + 8 !== b.length)
    return null
  const sizes: Size[] = []
  let sawImage = false
  let at = 12
  while (at + 8 <= b.length) {
    const type = tag(b, at)
    const length = u32le(b, at + 4)
    if (at + 8 + length > b.length) return null
    if (at === 12) {
      const size = webpChunkSize(type, b.subarray(at + 8, at + 8 + length))
      if (!size) return null
      sizes.push(size)
    }
    // The extended header (VP8X) only describes the canvas: image data must follow it.
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') sawImage = true
    at += 8 + length + (length & 1)
  }
  return at >= b.length && sawImage ? sizes : null
}

const SIZES: Record<string, (b: Uint8Array) => Size[] | null> = {
  'image/png': pngSizes,
  'image/jpeg': jpegSizes,
  'image/gif': gifSizes,
  'image/x-icon': icoSizes,
  'image/webp': webpSizes,
}

/** The pixel sizes an image's headers declare (every frame or icon), or null if it is not whole. */
export const imageSizes = (bytes: Uint8Array, mime: string) => SIZES[mime]?.(bytes) ?? null

/** Is this a complete image of the (already sniffed) type? */
export const isWholeImage = (bytes: Uint8Array, mime: string) => imageSizes(bytes, mime) !== null

/** Whole, and every declared size non-empty and within MAX_IMAGE_SIDE and MAX_IMAGE_PIXELS. */
export const isDecodableImage = (bytes: Uint8Array, mime: string) => {
  const sizes = imageSizes(bytes, mime)
  return (
    sizes !== null &&
    sizes.every(
      ({ width, height }) =>
        width > 0 &&
        height > 0 &&
        width <= MAX_IMAGE_SIDE &&
        height <= MAX_IMAGE_SIDE &&
        width * height <= MAX_IMAGE_PIXELS,
    )
  )
}
