import { desc, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { emailOutbox } from '../db/schema'
import { developmentOnly } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { page } from '../lib/envelope'
import { pagingQuery } from '../lib/paging'
import { validate } from '../lib/validate'

/** Local runs deliver mail only to the outbox table; this lets a person read it. 404 in production. */
export const outboxRoutes = new Hono<AppEnv>().get(
  '/dev/outbox',
  developmentOnly,
  validate('query', pagingQuery(20)),
  async (c) => {
    const paging = c.req.valid('query')
    const db = c.var.db
    const [rows, [count]] = await db.batch([
      db
        .select()
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.id))
        .limit(paging.perPage)
        .offset(paging.offset),
      db.select({ total: sql<number>`count(*)` }).from(emailOutbox),
    ])
    const data = rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      template_key: r.templateKey,
      status: r.status,
      created_at: r.createdAt,
    }))
    return c.json(page(data, count?.total ?? 0, paging))
  },
)
