import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  ALREADY_REPORTED,
  CANNOT_BLOCK_YOURSELF,
  CANNOT_REPORT_YOURSELF,
  REPORT_SENT,
} from '@worker/connections/connections.schemas'
import { apiAs, errorOf, send } from '../helpers/api'
import { createCustomRole, signedInAs } from '../helpers/factories'
import type { Session } from '../helpers/http'

const report = (session: Session | null, userId: number, reason = 'Sends me spam') =>
  send(apiAs(session)['member-reports'].$post({ json: { user_id: userId, reason } }))
const reports = (session: Session | null, query: Record<string, string> = {}) =>
  send(apiAs(session)['member-reports'].$get({ query }))
const resolve = (session: Session | null, id: number, status: 'open' | 'resolved' = 'resolved') =>
  send(
    apiAs(session)['member-reports'][':id'].$put({ param: { id: String(id) }, json: { status } }),
  )
const blocks = (session: Session, query: Record<string, string> = {}) =>
  send(apiAs(session)['member-blocks'].$get({ query }))

describe('POST /api/member-reports', () => {
  it('files a report, tells the admins, and refuses a second open one, yourself and bad input', async () => {
    const { user: admin } = await signedInAs('admin')
    const { user: reporter, session } = await signedInAs('member', {
      forename: 'Rita',
      surname: 'Reporter',
    })
    const { user: reported } = await signedInAs('member', { forename: 'Sam', surname: 'Spam' })
    const res = await report(session, reported.id, '  Sends me spam every day  ')
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ user_id: reported.id, message: REPORT_SENT })
    const row = await env.DB.prepare(
      'SELECT reporter_id, reported_id, reason, status FROM member_reports WHERE id = ?',
    )
      .bind(res.body.data.id)
      .first()
    expect(row).toEqual({
      reporter_id: reporter.id,
      reported_id: reported.id,
      reason: 'Sends me spam every day',
      status: 'open',
    })
    const told = await env.DB.prepare(
      "SELECT title, link FROM notifications WHERE user_id = ? AND kind = 'member.reported'",
    )
      .bind(admin.id)
      .all()
    expect(told.results).toEqual([
      { title: 'Rita Reporter reported Sam Spam', link: '/admin/member-reports' },
    ])

    const again = await report(session, reported.id)
    expect(again.status).toBe(409)
    expect(errorOf(again).message).toBe(ALREADY_REPORTED)
    const self = await report(session, reporter.id)
    expect(self.status).toBe(422)
    expect(errorOf(self).errors).toEqual({ user_id: [CANNOT_REPORT_YOURSELF] })
    expect((await report(session, reported.id, '   ')).status).toBe(422)
    expect((await report(session, 999_999)).status).toBe(404)
    expect((await report(null, reported.id)).status).toBe(401)
  })
})

describe('GET and PUT /api/member-reports', () => {
  it('lists reports for users.update holders, filters by status, and resolves them', async () => {
    const { session: admin, user: adminUser } = await signedInAs('admin')
    const { session: member } = await signedInAs('member')
    const { user: target } = await signedInAs('member', { forename: 'Tom', surname: 'Target' })
    const filed = await report(member, target.id, 'Rude in the forum')
    const id = filed.body.data.id

    const open = await reports(admin, { status: 'open' })
    expect(open.status).toBe(200)
    const mine = open.body.data.find((r) => r.id === id)
    expect(mine).toMatchObject({
      reason: 'Rude in the forum',
      status: 'open',
      reported: { id: target.id, full_name: 'Tom Target' },
      resolved_by: null,
    })
    expect(open.body.meta.pagination.per_page).toBe(15)

    const done = await resolve(admin, id)
    expect(done.status).toBe(200)
    expect(done.body.data).toMatchObject({
      status: 'resolved',
      resolved_by: { id: adminUser.id },
    })
    expect((await reports(admin, { status: 'open' })).body.data.map((r) => r.id)).not.toContain(id)
    expect((await reports(admin, { status: 'resolved' })).body.data.map((r) => r.id)).toContain(id)
    // Resolved, the reporter may file a new one.
    expect((await report(member, target.id)).status).toBe(201)

    expect((await reports(member)).status).toBe(403)
    expect((await reports(null)).status).toBe(401)
    expect((await resolve(member, id)).status).toBe(403)
    expect((await resolve(admin, 999_999)).status).toBe(404)

    const role = await createCustomRole(['users.update'])
    const { session: moderator } = await signedInAs('member', { roleId: role.id })
    expect((await reports(moderator)).status).toBe(200)
  })
})

describe('member blocks', () => {
  it('lists my blocked members, newest first, one by user_id, and refuses blocking yourself', async () => {
    const { user: me, session } = await signedInAs('member')
    const { user: a } = await signedInAs('member', { forename: 'Al', surname: 'Ant' })
    const { user: b } = await signedInAs('member')
    for (const other of [a, b])
      expect(
        (await send(apiAs(session)['member-blocks'].$post({ json: { user_id: other.id } }))).status,
      ).toBe(201)
    // Blocking twice keeps one block.
    await send(apiAs(session)['member-blocks'].$post({ json: { user_id: a.id } }))
    const list = await blocks(session)
    expect(list.body.data.map((x) => x.user_id).sort()).toEqual([a.id, b.id].sort())
    expect(list.body.meta.pagination.total).toBe(2)
    const one = await blocks(session, { user_id: String(a.id) })
    expect(one.body.data).toEqual([
      expect.objectContaining({
        user_id: a.id,
        user: expect.objectContaining({ full_name: 'Al Ant' }),
      }),
    ])
    const self = await send(apiAs(session)['member-blocks'].$post({ json: { user_id: me.id } }))
    expect(self.status).toBe(422)
    expect(errorOf(self).errors).toEqual({ user_id: [CANNOT_BLOCK_YOURSELF] })
    expect(
      (await send(apiAs(session)['member-blocks'].$post({ json: { user_id: 999_999 } }))).status,
    ).toBe(404)
  })
})
