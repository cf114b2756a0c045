import { bytesOf, concat } from './image-bytes'

/**
 * ZIP archives built byte by byte (stored, no compression) for the OOXML checks: local headers,
 * the central directory and its end record, with real CRC-32s, as a zip tool writes them.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const le = (value: number, size: 2 | 4) => {
  const out = new Uint8Array(size)
  for (let i = 0; i < size; i++) out[i] = (value >>> (8 * i)) & 0xff
  return out
}

/** A stored ZIP holding `entries` (name → content) in order. */
export const zipOf = (entries: Record<string, string | Uint8Array>) => {
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const [name, content] of Object.entries(entries)) {
    const data = typeof content === 'string' ? bytesOf(content) : content
    const nameBytes = bytesOf(name)
    const common = concat(
      le(20, 2), // version needed
      le(0, 2), // flags
      le(0, 2), // stored
      le(0, 2), // time
      le(0x21, 2), // date: 1980-01-01
      le(crc32(data), 4),
      le(data.length, 4),
      le(data.length, 4),
      le(nameBytes.length, 2),
      le(0, 2), // extra length
    )
    const local = concat([0x50, 0x4b, 0x03, 0x04], common, nameBytes, data)
    centrals.push(
      concat(
        [0x50, 0x4b, 0x01, 0x02],
        le(20, 2), // version made by
        common,
        le(0, 2), // comment length
        le(0, 2), // disk
        le(0, 2), // internal attributes
        le(0, 4), // external attributes
        le(offset, 4),
        nameBytes,
      ),
    )
    locals.push(local)
    offset += local.length
  }
  const directory = concat(...centrals)
  const count = centrals.length
  const end = concat(
    [0x50, 0x4b, 0x05, 0x06],
    le(0, 2),
    le(0, 2),
    le(count, 2),
    le(count, 2),
    le(directory.length, 4),
    le(offset, 4),
    le(0, 2),
  )
  return concat(...locals, directory, end)
}

const CONTENT_TYPES = (main: string, part: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/${part}" ContentType="${main}"/></Types>`
const RELS = (part: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${part}"/></Relationships>`

/** The smallest Word document Word opens: content types, the package relationships and one paragraph. */
export const minimalDocx = () =>
  zipOf({
    '[Content_Types].xml': CONTENT_TYPES(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      'word/document.xml',
    ),
    '_rels/.rels': RELS('word/document.xml'),
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Minutes</w:t></w:r></w:p></w:body></w:document>',
  })

/** A spreadsheet's parts (xl/), to be sent under a .docx name. */
export const minimalXlsx = () =>
  zipOf({
    '[Content_Types].xml': CONTENT_TYPES(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      'xl/workbook.xml',
    ),
    '_rels/.rels': RELS('xl/workbook.xml'),
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
  })

/** A plain archive: no [Content_Types].xml, no part folder. */
export const plainZip = () =>
  zipOf({ 'shell.php': '<?php system($_GET["c"]); ?>', 'readme.txt': 'hello' })
