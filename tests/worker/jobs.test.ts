import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import worker from '@worker/index'
import { createUser } from '../helpers/factories'

describe('hourly housekeeping (cron 17 * * * *)', () => {
  it('removes expired sessions, reset links and stale throttle windows, and keeps live ones', async () => {
    const user = await createUser()
    const past = '2020-01-01T00:00:00.000Z'
    const future = '2999-01-01T00:00:00.000Z'
    await env.DB.batch([
      env.DB.prepare(
        'INSERT INTO sessions (token_hash, user_id, remember, created_at, expires_at, last_seen_at) VALUES (?, ?, 0, ?, ?, ?)',
      ).bind('a'.repeat(64), user.id, past, past, past),
      env.DB.prepare(
        'INSERT INTO sessions (token_hash, user_id, remember, created_at, expires_at, last_seen_at) VALUES (?, ?, 0, ?, ?, ?)',
      ).bind('b'.repeat(64), user.id, past, future, past),
      env.DB.prepare(
        'INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
      ).bind('c'.repeat(64), user.id, past, past),
      env.DB.prepare('INSERT INTO auth_throttles (key, window_start, count) VALUES (?, ?, 3)').bind(
        'ip:old',
        1000,
      ),
    ])
    const ctx = createExecutionContext()
    await worker.scheduled(
      createScheduledController({ cron: '17 * * * *', scheduledTime: Date.now() }),
      env,
      ctx,
    )
    await waitOnExecutionContext(ctx)
    const left = await env.DB.prepare('SELECT token_hash FROM sessions WHERE user_id = ?')
      .bind(user.id)
      .all<{ token_hash: string }>()
    expect(left.results.map((r) => r.token_hash)).toEqual(['b'.repeat(64)])
    expect(
      await env.DB.prepare('SELECT * FROM password_resets WHERE user_id = ?').bind(user.id).first(),
    ).toBeNull()
    expect(
      await env.DB.prepare("SELECT * FROM auth_throttles WHERE key = 'ip:old'").first(),
    ).toBeNull()
  })
})
