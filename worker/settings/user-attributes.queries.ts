import { asc } from 'drizzle-orm'
import type { Db } from '../db/client'
import { userAttributes } from '../db/schema'

/** Every attribute definition in the order the forms show them. */
export const userAttributesQuery = (db: Db) =>
  db.select().from(userAttributes).orderBy(asc(userAttributes.position), asc(userAttributes.key))
