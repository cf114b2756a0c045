import type { SeedFile } from './forum-files.ts'
import { png, type Rgb } from './png.ts'
import { daysAgo, json, q } from './sql.ts'

/**
 * The demo site's branding (issue 16, spec 02 §3 and §5): a logo (360×100), a favicon (32×32)
 * and an app icon (144×144), drawn here like the other seed pictures: the guild's hall (a
 * pediment on three columns) in white on the site's primary colour, and the name in a small
 * bitmap font.
 */

const PRIMARY: Rgb = [0x1f, 0x4e, 0x79]
const WHITE: Rgb = [255, 255, 255]

/** The hall, in a unit square: true where it is drawn (white on the primary colour). */
const hall = (u: number, v: number) => {
  const pediment = v >= 0.22 && v <= 0.38 && Math.abs(u - 0.5) <= ((v - 0.22) / 0.16) * 0.27
  const column = v >= 0.42 && v <= 0.66 && [0.34, 0.5, 0.66].some((c) => Math.abs(u - c) <= 0.04)
  const base = v >= 0.7 && v <= 0.78 && Math.abs(u - 0.5) <= 0.27
  return pediment || column || base
}

/** An icon: the hall on a square of the primary colour. */
const icon = (size: number) =>
  png(size, size, (x, y) => (hall((x + 0.5) / size, (y + 0.5) / size) ? WHITE : PRIMARY))

/** 5×7 capitals (3 wide for I), enough for the name. */
const GLYPHS: Record<string, string[]> = {
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.###.'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  I: ['###', '.#.', '.#.', '.#.', '.#.', '.#.', '###'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
}

/** The logo: the hall in a primary-coloured square, then GUILDHALL in the primary colour. */
const logo = () => {
  const scale = 5
  const top = 33
  const spans: { x: number; rows: string[] }[] = []
  let x = 104
  for (const letter of 'GUILDHALL') {
    const rows = GLYPHS[letter]!
    spans.push({ x, rows })
    x += rows[0]!.length * scale + scale
  }
  return png(360, 100, (px, py) => {
    if (px >= 10 && px < 90 && py >= 10 && py < 90)
      return hall((px - 10 + 0.5) / 80, (py - 10 + 0.5) / 80) ? WHITE : PRIMARY
    const row = Math.floor((py - top) / scale)
    if (row < 0 || row >= 7) return WHITE
    const span = spans.find((s) => px >= s.x && px < s.x + s.rows[0]!.length * scale)
    if (!span) return WHITE
    return span.rows[row]![Math.floor((px - span.x) / scale)] === '#' ? PRIMARY : WHITE
  })
}

const file = (name: string, bytes: Uint8Array): SeedFile => ({
  kind: 'png',
  path: `images/site/seed/${name}.png`,
  mime: 'image/png',
  clientFilename: `${name}.png`,
  bytes,
})

const BRANDING = [
  { key: 'site_logo', file: () => file('logo', logo()) },
  { key: 'site_favicon', file: () => file('favicon', icon(32)) },
  { key: 'pwa_icon', file: () => file('app-icon', icon(144)) },
] as const

/** The bytes the branding's upload rows promise, for the local R2 bucket. */
export const siteSettingFiles = (): SeedFile[] => BRANDING.map((b) => b.file())

export const seedSiteSettings = (): string[] => {
  const now = daysAgo(0)
  const admin = `(SELECT id FROM users WHERE email = ${q('admin@example.com')})`
  const setting = (key: string, value: unknown) =>
    `INSERT OR REPLACE INTO site_settings (key, value, updated_at) VALUES (${q(key)}, ${json(value)}, ${q(now)});`
  return [
    ...BRANDING.flatMap(({ key, file: make }) => {
      const f = make()
      return [
        `INSERT INTO uploads (user_id, path, kind, category, mime, filesize, client_filename, created_at) VALUES (${admin}, ${q(f.path)}, 'site', 'images', ${q(f.mime)}, ${f.bytes.length}, ${q(f.clientFilename)}, ${q(now)});`,
        setting(key, `/api/files/${f.path}`),
      ]
    }),
    // The member app is on, so the demo can be installed (its manifest, web-manifest.ts) and the
    // header shows the "Get our App" QR code.
    setting('pwa', true),
    setting('show_qr_code_icon', true),
  ]
}
