import type { UploadCategory } from '../db/schema/uploads'

/**
 * What a file is, read from its first bytes (magic numbers), never from its name or the browser's
 * claim. The name only chooses between formats that share a container (zip or OLE office files)
 * and allows plain text; anything not listed here (executables, scripts, HTML, SVG) is refused.
 */
export type SniffedType = { mime: string; ext: string; category: UploadCategory }

/** How many leading bytes `sniff` needs: enough for every signature and the text check. */
export const SNIFF_BYTES = 8192

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0))

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)

const extensionOf = (name: string) =>
  /\.([a-z0-9]{1,8})$/i.exec(name.trim())?.[1]?.toLowerCase() ?? ''

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const

const image = (mime: string, ext: string): SniffedType => ({ mime, ext, category: 'images' })
const audio = (mime: string, ext: string): SniffedType => ({ mime, ext, category: 'audio' })
const video = (mime: string, ext: string): SniffedType => ({ mime, ext, category: 'videos' })
const document = (mime: string, ext: string): SniffedType => ({ mime, ext, category: 'documents' })

// Zip and OLE containers hold many formats (an .msi is OLE, an .apk is zip): only these names pass.
const ZIP_OFFICE: Record<string, SniffedType> = {
  docx: document('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'),
  xlsx: document('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'),
  pptx: document(
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'pptx',
  ),
}
const OLE_OFFICE: Record<string, SniffedType> = {
  doc: document('application/msword', 'doc'),
  xls: document('application/vnd.ms-excel', 'xls'),
  ppt: document('application/vnd.ms-powerpoint', 'ppt'),
}
const TEXT: Record<string, SniffedType> = {
  txt: document('text/plain', 'txt'),
  csv: document('text/csv', 'csv'),
  md: document('text/markdown', 'md'),
}

const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'MSNV',
  'dash',
  '3gp4',
  '3gp5',
])

/** ISO base media (ftyp box at offset 4): m4a audio, QuickTime or MP4 video. HEIC/AVIF are not taken. */
const isoMedia = (bytes: Uint8Array): SniffedType | null => {
  if (!ascii(bytes, 4, 'ftyp') || bytes.length < 12) return null
  const brand = String.fromCharCode(...bytes.subarray(8, 12))
  if (brand === 'M4A ') return audio('audio/mp4', 'm4a')
  if (brand === 'qt  ') return video('video/quicktime', 'mov')
  return MP4_BRANDS.has(brand) ? video('video/mp4', 'mp4') : null
}

/** An MPEG audio frame header: 11 sync bits, a valid version and a valid layer. */
const isMpegFrame = (bytes: Uint8Array) =>
  bytes.length >= 2 &&
  bytes[0] === 0xff &&
  (bytes[1]! & 0xe0) === 0xe0 &&
  ((bytes[1]! >> 3) & 3) !== 1 &&
  ((bytes[1]! >> 1) & 3) !== 0

/** UTF-8 text without NUL bytes; the tail may end mid-character because `head` is a slice. */
const isPlainText = (head: Uint8Array) => {
  if (head.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(head, { stream: true })
    return true
  } catch {
    return false
  }
}

/** The type of a file from its first bytes (at least SNIFF_BYTES when the file is that long), or null. */
export const sniff = (head: Uint8Array, clientName: string): SniffedType | null => {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return image('image/jpeg', 'jpg')
  if (startsWith(head, PNG)) return image('image/png', 'png')
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return image('image/gif', 'gif')
  if (
    startsWith(head, [0x00, 0x00, 0x01, 0x00]) &&
    head.length >= 6 &&
    (head[4]! | (head[5]! << 8)) > 0
  ) {
    return image('image/x-icon', 'ico')
  }
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return image('image/webp', 'webp')
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return audio('audio/wav', 'wav')
  if (ascii(head, 0, 'ID3') || isMpegFrame(head)) return audio('audio/mpeg', 'mp3')
  if (ascii(head, 0, 'OggS')) return audio('audio/ogg', 'ogg')
  if (ascii(head, 0, 'fLaC')) return audio('audio/flac', 'flac')
  const iso = isoMedia(head)
  if (iso) return iso
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return video('video/webm', 'webm')
  if (ascii(head, 0, '%PDF-')) return document('application/pdf', 'pdf')
  const ext = extensionOf(clientName)
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return ZIP_OFFICE[ext] ?? null
  if (startsWith(head, OLE)) return OLE_OFFICE[ext] ?? null
  if (TEXT[ext] && head.length > 0 && isPlainText(head)) return TEXT[ext]
  return null
}

/**
 * Formats recognised by their bytes that belong to no upload category (archives, other zip or OLE
 * files): forum uploads tell these apart from unknown bytes ("File type is not supported").
 */
export const knownWithoutCategory = (head: Uint8Array): string | null => {
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip'
  if (startsWith(head, OLE)) return 'application/x-ole-storage'
  if (startsWith(head, [0x1f, 0x8b])) return 'application/gzip'
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return 'application/x-7z-compressed'
  if (ascii(head, 0, 'Rar!')) return 'application/vnd.rar'
  return null
}

/** The part folder each Office Open XML format keeps its content in, beside [Content_Types].xml. */
const OFFICE_PART_FOLDER: Record<string, string> = { docx: 'word/', xlsx: 'xl/', pptx: 'ppt/' }

const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8)
const u32le = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0
const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
/** The end record's fixed part, and the longest comment that may follow it. */
const END_RECORD = 22
const MAX_COMMENT = 0xffff

/**
 * The entry names of a ZIP's central directory, found through the end-of-central-directory record
 * at the end of the file (as unzip reads it, not from the local headers, which can lie), or null
 * when there is no readable directory: no end record, a directory outside the file, a cut entry,
 * or ZIP64 (Office writes ZIP64 only past 4 GB). `read` gives the bytes [start, end) of the file.
 */
export const zipEntryNames = async (
  size: number,
  read: (start: number, end: number) => Promise<Uint8Array>,
): Promise<string[] | null> => {
  const tailStart = Math.max(0, size - END_RECORD - MAX_COMMENT)
  const tail = await read(tailStart, size)
  for (let at = tail.length - END_RECORD; at >= 0; at--) {
    // The record whose comment runs exactly to the end of the file.
    if (
      u32le(tail, at) !== END_OF_DIRECTORY ||
      at + END_RECORD + u16le(tail, at + 20) !== tail.length
    )
      continue
    const count = u16le(tail, at + 10)
    const length = u32le(tail, at + 12)
    const offset = u32le(tail, at + 16)
    if (offset + length > tailStart + at) return null
    const directory = await read(offset, offset + length)
    const names: string[] = []
    const decoder = new TextDecoder()
    let entry = 0
    for (let i = 0; i < count; i++) {
      if (entry + 46 > directory.length || u32le(directory, entry) !== DIRECTORY_ENTRY) return null
      const nameLength = u16le(directory, entry + 28)
      if (entry + 46 + nameLength > directory.length) return null
      names.push(decoder.decode(directory.subarray(entry + 46, entry + 46 + nameLength)))
      entry += 46 + nameLength + u16le(directory, entry + 30) + u16le(directory, entry + 32)
    }
    return names
  }
  return null
}

/**
 * For a docx, xlsx or pptx (a ZIP under an Office name, see `sniff`): whether its central directory
 * holds [Content_Types].xml and the format's part folder (word/, xl/ or ppt/). Any other type: true.
 */
export const hasOfficeParts = async (file: Blob, type: SniffedType): Promise<boolean> => {
  const folder = OFFICE_PART_FOLDER[type.ext]
  if (!folder) return true
  const names = await zipEntryNames(
    file.size,
    async (start, end) => new Uint8Array(await file.slice(start, end).arrayBuffer()),
  )
  return (
    names !== null &&
    names.includes('[Content_Types].xml') &&
    names.some((name) => name.startsWith(folder))
  )
}
