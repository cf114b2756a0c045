/** The text of an error and its causes (drizzle wraps D1's error in DrizzleQueryError.cause). */
const messagesOf = (error: unknown): string => {
  const parts: string[] = []
  for (let e: unknown = error; e && parts.length < 5; e = (e as { cause?: unknown }).cause) {
    parts.push(e instanceof Error ? e.message : String(e))
  }
  return parts.join(' | ')
}

/** Did a write fail on the UNIQUE constraint of `table.column`? */
export const isUniqueViolation = (error: unknown, column: string) =>
  messagesOf(error).includes(`UNIQUE constraint failed: ${column}`)

export const isForeignKeyViolation = (error: unknown) =>
  messagesOf(error).includes('FOREIGN KEY constraint failed')
