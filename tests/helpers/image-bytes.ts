/** Real files built byte by byte for the upload tests: tiny valid images and helpers to bend them. */

export const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))
export const bytesOf = (text: string) => new TextEncoder().encode(text)

export const base64 = (bytes: Uint8Array) => {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

export const concat = (...parts: (Uint8Array | string | number[])[]) => {
  const arrays = parts.map((p) =>
    typeof p === 'string' ? bytesOf(p) : p instanceof Uint8Array ? p : new Uint8Array(p),
  )
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0))
  let at = 0
  for (const a of arrays) {
    out.set(a, at)
    at += a.length
  }
  return out
}

/** 1×1 images: a PNG, a GIF and a minimal baseline JPEG. */
export const PNG = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
)
export const GIF = fromBase64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==')
export const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11,
  0x00, 0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0xd2, 0xcf, 0x20, 0xff, 0xd9,
])

/** An icon file holding one image (how .ico files store modern icons). */
export const icoOf = (image: Uint8Array) => {
  const head = new DataView(new ArrayBuffer(22))
  head.setUint16(2, 1, true) // type: icon
  head.setUint16(4, 1, true) // one image
  head.setUint8(6, 1) // 1 × 1 pixels
  head.setUint8(7, 1)
  head.setUint16(10, 1, true) // colour planes
  head.setUint16(12, 32, true) // bits per pixel
  head.setUint32(14, image.length, true)
  head.setUint32(18, 22, true) // where the image starts
  return concat(new Uint8Array(head.buffer), image)
}
