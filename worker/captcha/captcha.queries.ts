import type { Db } from '../db/client'
import { captchaSpent } from '../db/schema'

/**
 * Records a solved challenge as spent. The primary key makes acceptance atomic: a replay, even a
 * concurrent one, inserts (and returns) nothing.
 */
export const spendChallengeStatement = (db: Db, challenge: typeof captchaSpent.$inferInsert) =>
  db
    .insert(captchaSpent)
    .values(challenge)
    .onConflictDoNothing()
    .returning({ signature: captchaSpent.signature })
