import { png } from './png.ts'

/**
 * The demo forum's two attachments, made here rather than kept as binaries: a small PNG (a
 * floor-plan-like sketch in the studio's colours) and a one-page PDF. The seed writes their
 * `uploads` rows; `seedFiles()` hands the bytes to whoever puts them into local R2.
 */
export type SeedFile = {
  kind: 'png' | 'pdf'
  path: string
  mime: string
  clientFilename: string
  bytes: Uint8Array
}

/** A 240×140 RGB PNG: a pale background, two rooms and a table drawn as blocks. */
const studioPlan = () => {
  const inside = (x: number, y: number, x0: number, y0: number, x1: number, y1: number) =>
    x >= x0 && x < x1 && y >= y0 && y < y1
  return png(240, 140, (x, y) => {
    const wall = inside(x, y, 10, 10, 230, 130) && !inside(x, y, 14, 14, 226, 126)
    const divider = inside(x, y, 140, 14, 144, 90)
    const table = inside(x, y, 40, 50, 110, 80)
    const panel = inside(x, y, 160, 20, 220, 30)
    return wall || divider
      ? [60, 64, 72]
      : table
        ? [181, 136, 99]
        : panel
          ? [82, 130, 160]
          : [244, 241, 234]
  })
}

/** A valid one-page PDF with a heading and three lines, offsets computed so readers accept it. */
const mtdGuide = () => {
  const lines = [
    'Making Tax Digital for income tax',
    'Keep digital records from now on.',
    'Choose compatible software early.',
    'Send quarterly updates on time.',
  ]
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${720 - i * 28} Td (${line}) Tj ET`)
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(pdf.length)
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

export const seedFiles = (): SeedFile[] => [
  {
    kind: 'png',
    path: 'images/forum/seed/studio-refit-plan.png',
    mime: 'image/png',
    clientFilename: 'studio-refit-plan.png',
    bytes: studioPlan(),
  },
  {
    kind: 'pdf',
    path: 'documents/forum/seed/mtd-income-tax-guide.pdf',
    mime: 'application/pdf',
    clientFilename: 'MTD income tax guide.pdf',
    bytes: mtdGuide(),
  },
]
