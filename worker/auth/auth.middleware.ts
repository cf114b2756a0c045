import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Actor, AppEnv } from '../lib/context'
import { sha256Hex } from '../lib/crypto'
import { readSessionCookie } from './cookies'
import { loadSession, touchSession } from './sessions'

const visitor = (): Actor => ({ user: null, permissions: new Set(), permissionsLoaded: false, sessionHash: null })

/** Resolves the session cookie into c.var.actor; an unknown or expired token is just a visitor. */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const token = readSessionCookie(c)
  let actor = visitor()
  if (token && token.length <= 128) {
    const tokenHash = await sha256Hex(token)
    const session = await loadSession(c.var.db, tokenHash)
    if (session) {
      actor = { user: session.user, permissions: session.permissions, permissionsLoaded: true, sessionHash: tokenHash }
      const pending = touchSession(c.var.db, tokenHash, session.user.id, session.lastSeenAt, session.remember)
      c.executionCtx.waitUntil(pending.catch((e: unknown) => console.error('touch session failed', e)))
    }
  }
  c.set('actor', actor)
  await next()
})

/** Visitors get the permissions of the built-in visitor role, loaded only when a route asks. */
export const loadPermissions = async (c: Context<AppEnv>) => {
  const actor = c.var.actor
  if (actor.permissionsLoaded) return actor.permissions
  const rows = await c.var.db.all<{ key: string }>(sql`
    SELECT rp.permission_key AS key FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
    WHERE r.key = 'visitor'`)
  const loaded: Actor = { ...actor, permissions: new Set(rows.map((r) => r.key)), permissionsLoaded: true }
  c.set('actor', loaded)
  return loaded.permissions
}
