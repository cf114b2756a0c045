/** Tiny helpers for writing seed SQL by hand (values are ours, never user input). */
export const q = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? '1' : '0'
  return `'${value.replace(/'/g, "''")}'`
}

export const json = (value: unknown) => q(JSON.stringify(value))

export const insert = (
  table: string,
  row: Record<string, string | number | boolean | null | undefined>,
) =>
  `INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.values(row).map(q).join(', ')});`

/** An ISO time `days` before now (negative: in the future). */
export const daysAgo = (days: number, now = Date.now()) =>
  new Date(now - days * 86_400_000).toISOString()
