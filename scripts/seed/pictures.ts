import type { SeedFile } from './forum-files.ts'
import { png, type Rgb } from './png.ts'

/**
 * Cover pictures for the seed's events and discussions, drawn here (no network, no binaries in
 * the repository): a gradient in the event category's colours with a pattern over it, chosen by a
 * hash of the item, as PNG (a type the upload pipeline accepts and serves). The same item always
 * gets the same picture, so the SQL's file sizes and the bytes put into R2 agree.
 */

const WIDTH = 480
const HEIGHT = 270

/** FNV-1a, as the web's placeholder art uses. */
const hashOf = (seed: string) => {
  let hash = 0x811c9dc5
  for (const ch of seed) {
    hash ^= ch.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

const hex = (value: string): Rgb => [
  parseInt(value.slice(1, 3), 16),
  parseInt(value.slice(3, 5), 16),
  parseInt(value.slice(5, 7), 16),
]

/** Mantine's shades 4 and 8 of each palette: the category's colours. */
export const PICTURE_PALETTES: Record<string, readonly [Rgb, Rgb]> = {
  Networking: [hex('#4dabf7'), hex('#1864ab')],
  Workshops: [hex('#ffa94d'), hex('#d9480f')],
  Talks: [hex('#9775fa'), hex('#5f3dc4')],
  Social: [hex('#f783ac'), hex('#c2255c')],
  Forum: [hex('#38d9a9'), hex('#087f5b')],
  Outdoors: [hex('#a9e34b'), hex('#2b8a3e')],
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
]
const WHITE: Rgb = [255, 255, 255]
const BLACK: Rgb = [0, 0, 0]

type Shape = (x: number, y: number) => -1 | 0 | 1

/** The patterns: 1 lightens a pixel, -1 darkens it, 0 leaves the gradient. */
const PATTERNS: ((shift: number) => Shape)[] = [
  // Circles
  (s) => (x, y) => {
    const inside = (cx: number, cy: number, r: number) => (x - cx) ** 2 + (y - cy) ** 2 < r * r
    if (inside(300 + s, 60, 40)) return 1
    if (inside(90 + s * 2, 70 + (s % 30), 110)) return 1
    if (inside(400 - s, 250, 150)) return -1
    return 0
  },
  // Diagonal stripes
  (s) => (x, y) => ((x + y + s) % 58 < 16 ? 1 : 0),
  // Dots
  (s) => (x, y) => {
    const cx = (x % 36) - 18
    const cy = (y % 36) - 18
    const r = 4 + ((Math.floor(x / 36) + Math.floor(y / 36) + s) % 4) * 1.6
    return cx * cx + cy * cy < r * r ? 1 : 0
  },
  // Waves
  (s) => (x, y) => {
    for (let i = 0; i < 4; i++) {
      const base = 55 + i * 58 + (s % 20)
      if (Math.abs(y - (base + 26 * Math.sin(x / 55 + i + s))) < 6) return 1
    }
    return 0
  },
  // Peaks and a sun
  (s) => (x, y) => {
    if ((x - (390 - s)) ** 2 + (y - 64) ** 2 < 26 ** 2) return 1
    const peak = (px: number, py: number) => y > py + Math.abs(x - px) * ((HEIGHT - py) / 170)
    if (peak(150 + s, 84)) return 1
    if (peak(340 - (s % 50), 50)) return -1
    return 0
  },
]

/** A cover picture for `seed` in `palette`'s colours. */
export const coverPicture = (seed: string, palette: readonly [Rgb, Rgb]) => {
  const hash = hashOf(seed)
  const shape = PATTERNS[hash % PATTERNS.length]!((hash >>> 8) % 97)
  const [from, to] = palette
  const angle = ((hash >>> 16) % 4) * (Math.PI / 4)
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const span = Math.abs(WIDTH * cos) + Math.abs(HEIGHT * sin)
  const offset = Math.min(0, WIDTH * cos) + Math.min(0, HEIGHT * sin)
  return png(WIDTH, HEIGHT, (x, y) => {
    const base = mix(from, to, (x * cos + y * sin - offset) / span)
    const hit = shape(x, y)
    return hit === 1 ? mix(base, WHITE, 0.22) : hit === -1 ? mix(base, BLACK, 0.12) : base
  })
}

/** A seed picture as a file: its R2 path under images/{kind}/seed/ and its bytes. */
export const pictureFile = (
  kind: 'event' | 'forum',
  name: string,
  palette: readonly [Rgb, Rgb],
): SeedFile => ({
  kind: 'png',
  path: `images/${kind}/seed/${name}.png`,
  mime: 'image/png',
  clientFilename: `${name}.png`,
  bytes: coverPicture(name, palette),
})
