import { asc } from 'drizzle-orm'
import { Hono } from 'hono'
import { userAttributes } from '../db/schema'
import { anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { item } from '../lib/envelope'

/**
 * User attribute definitions (spec 02 §3): which profile fields exist, which are required or
 * editable, and the custom ones the sign-up and profile forms render. Private definitions are
 * listed only to signed-in members.
 */
export const userAttributesRoutes = new Hono<AppEnv>().get(
  '/user-attributes',
  anyone,
  async (c) => {
    const [all] = await c.var.db.batch([
      c.var.db
        .select()
        .from(userAttributes)
        .orderBy(asc(userAttributes.position), asc(userAttributes.key)),
    ])
    const signedIn = c.var.auth.current().user !== null
    const rows = all.filter((a) => signedIn || !a.private)
    return c.json(
      item(
        rows.map((a) => ({
          key: a.key,
          label: a.label,
          custom: a.custom,
          visible: a.visible,
          private: a.private,
          editable: a.editable,
          required: a.required,
          type: a.type,
          options: a.options,
          tab: a.tab,
        })),
      ),
    )
  },
)
