import { crc32, deflateSync } from 'node:zlib'

/** The seed's pictures are drawn in code (no binaries in the repository): one PNG encoder for them. */
export type Rgb = readonly [number, number, number]

const chunk = (type: string, data: Uint8Array) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc32(body), 8 + data.length)
  return out
}

/** An RGB PNG; each row uses the Sub filter, which packs smooth gradients small. */
export const png = (width: number, height: number, pixel: (x: number, y: number) => Rgb) => {
  const stride = width * 3 + 1
  const data = Buffer.alloc(stride * height)
  const row = Buffer.alloc(width * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) row.set(pixel(x, y), x * 3)
    const at = y * stride
    data[at] = 1
    for (let i = 0; i < row.length; i++)
      data[at + 1 + i] = (row[i]! - (i >= 3 ? row[i - 3]! : 0)) & 0xff
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(data, { level: 9 })),
      chunk('IEND', new Uint8Array()),
    ]),
  )
}
