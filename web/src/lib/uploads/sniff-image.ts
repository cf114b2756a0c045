/**
 * The browser's own check of a picked image by its first bytes, so a renamed file is refused
 * before any upload; the worker checks again (spec 02 §5: jpeg, png, gif and x-icon only).
 */
export const IMAGE_ACCEPT =
  'image/jpeg,image/png,image/gif,image/x-icon,image/vnd.microsoft.icon,.jpg,.jpeg,.png,.gif,.ico'

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/x-icon'

const SIGNATURES: [ImageMime, readonly number[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
  ['image/x-icon', [0x00, 0x00, 0x01, 0x00]],
]

/** The image type the file's bytes say it is, or null for anything else. */
export const sniffImage = async (file: Blob): Promise<ImageMime | null> => {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  const match = SIGNATURES.find(([, signature]) => signature.every((b, i) => head[i] === b))
  return match ? match[0] : null
}
