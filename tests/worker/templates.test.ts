import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { NOTIFICATION_KEYS } from '@worker/notifications/notification-kinds'
import { notify } from '@worker/notifications/notify'
import { apiAs, errorOf, send } from '../helpers/api'
import { createUser, db, signedInAs, signIn } from '../helpers/factories'
import { call, type Session } from '../helpers/http'

const emailApi = (session: Session | null) => apiAs(session)['email-templates']
const pushApi = (session: Session | null) => apiAs(session)['push-notifications']
const getEmail = (session: Session | null, key: string) =>
  send(emailApi(session)[':key'].$get({ param: { key } }))
const putEmail = (
  session: Session | null,
  key: string,
  json: { subject: string; body: string; active?: boolean; status?: 'approved' | 'pending' },
) => send(emailApi(session)[':key'].$put({ param: { key }, json }))
const getPush = (session: Session | null, key: string) =>
  send(pushApi(session)[':key'].$get({ param: { key } }))
const putPush = (
  session: Session | null,
  key: string,
  json: { subject: string; notification: string; active?: boolean },
) => send(pushApi(session)[':key'].$put({ param: { key }, json }))

const mailTo = async (email: string) =>
  (
    await env.DB.prepare('SELECT subject, text, template_key FROM email_outbox WHERE "to" = ?')
      .bind(email)
      .all<{ subject: string; text: string; template_key: string }>()
  ).results

const admin = () => signedInAs('admin').then((a) => a.session)

describe('the seeded templates', () => {
  it('give every notification kind an email and a push template with :site_name, :name and :link', async () => {
    const session = await admin()
    for (const kind of NOTIFICATION_KEYS) {
      const push = await getPush(session, kind)
      expect(push.status, kind).toBe(200)
      expect(push.body.data.placeholders).toEqual(
        expect.arrayContaining([':site_name', ':name', ':link']),
      )
    }
    const emails = await send(emailApi(session).$get({ query: { per_page: '100' } }))
    const keys = emails.body.data.map((t) => t.key)
    for (const key of ['user.requested', 'admin.user_requested', 'password.reset', 'notification'])
      expect(keys).toContain(key)
    for (const kind of NOTIFICATION_KEYS.filter((k) => !k.startsWith('user.')))
      expect(keys).toContain(kind)
  })
})

describe('GET /api/email-templates', () => {
  it('lists 15 a page with labels and filters by q', async () => {
    const session = await admin()
    const first = await send(emailApi(session).$get({ query: {} }))
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(15)
    expect(first.body.meta.pagination.total).toBeGreaterThan(25)
    const found = await send(emailApi(session).$get({ query: { q: 'FORUM.men' } }))
    expect(found.body.data.map((t) => t.key)).toEqual(['forum.mention'])
    expect(found.body.data[0]!.label).toBe('Someone mentions you in the forum')
  })

  it('refuses visitors (401) and members without sites.set.settings (403)', async () => {
    expect((await send(emailApi(null).$get({ query: {} }))).status).toBe(401)
    const { session } = await signedInAs('member')
    expect((await send(emailApi(session).$get({ query: {} }))).status).toBe(403)
    expect((await getEmail(session, 'notification')).status).toBe(403)
    expect((await send(pushApi(session).$get({ query: {} }))).status).toBe(403)
    expect(
      (await putPush(session, 'forum.mention', { subject: 'x', notification: 'y' })).status,
    ).toBe(403)
  })
})

describe('GET /api/email-templates/{key}', () => {
  it('answers the spec fields', async () => {
    const res = await getEmail(await admin(), 'forum.mention')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.data)).toEqual(
      expect.arrayContaining([
        'key',
        'subject',
        'body',
        'status',
        'placeholders',
        'can_disable',
        'active',
      ]),
    )
    expect(res.body.data.placeholders).toEqual(
      expect.arrayContaining([':site_name', ':actor_name', ':thread_title']),
    )
  })

  it('answers 404 for an unknown key', async () => {
    const session = await admin()
    expect((await getEmail(session, 'no.such')).status).toBe(404)
    expect((await getPush(session, 'no.such')).status).toBe(404)
    expect((await putEmail(session, 'no.such', { subject: 'a', body: 'b' })).status).toBe(404)
  })
})

describe('PUT /api/email-templates/{key}', () => {
  it('saves subject, body and active; can_disable and placeholders stay', async () => {
    const session = await admin()
    const res = await putEmail(session, 'group.join_accepted', {
      subject: 'Welcome to :group_title',
      body: 'Hi :name, see you in :group_title on :site_name: :link',
      active: true,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      subject: 'Welcome to :group_title',
      can_disable: true,
      active: true,
    })
    expect((await getEmail(session, 'group.join_accepted')).body.data.body).toBe(
      'Hi :name, see you in :group_title on :site_name: :link',
    )
  })

  it('answers 422 for a missing subject, an over-long body and an unknown placeholder', async () => {
    const session = await admin()
    const empty = await putEmail(session, 'forum.mention', { subject: ' ', body: 'x' })
    expect(empty.status).toBe(422)
    expect(errorOf(empty).errors?.subject).toEqual(['Subject is required'])
    const long = await putEmail(session, 'forum.mention', {
      subject: 'a',
      body: 'x'.repeat(10_001),
    })
    expect(long.status).toBe(422)
    expect(errorOf(long).errors?.body).toBeDefined()
    const unknown = await putEmail(session, 'forum.mention', {
      subject: 'Hello :foo',
      body: 'See http://example.com at 10:30 :link',
    })
    expect(unknown.status).toBe(422)
    expect(errorOf(unknown).errors?.subject?.[0]).toMatch(
      /^Unknown placeholder :foo\. Available: :site_name, :name, :link/,
    )
    expect(errorOf(unknown).errors?.body).toBeUndefined()
  })
})

describe('PUT /api/push-notifications/{key}', () => {
  it('saves subject, notification and active, and answers the spec fields', async () => {
    const session = await admin()
    const res = await putPush(session, 'connection.accepted', {
      subject: 'Connected',
      notification: 'You and :actor_name are connected on :site_name.',
      active: false,
    })
    expect(res.status).toBe(200)
    const got = await getPush(session, 'connection.accepted')
    expect(got.body.data).toMatchObject({
      key: 'connection.accepted',
      subject: 'Connected',
      notification: 'You and :actor_name are connected on :site_name.',
      can_disable: true,
      active: false,
    })
    expect(Object.keys(got.body.data)).toEqual(
      expect.arrayContaining([
        'key',
        'subject',
        'notification',
        'placeholders',
        'can_disable',
        'active',
      ]),
    )
    const bad = await putPush(session, 'connection.accepted', {
      subject: 'Hi :event_title',
      notification: 'x',
    })
    expect(bad.status).toBe(422)
    expect(errorOf(bad).errors?.subject?.[0]).toContain('Unknown placeholder :event_title.')
  })
})

describe('notify() and the templates', () => {
  it('emails with the kind’s own template, its placeholders and :site_name filled in', async () => {
    const user = await createUser({ forename: 'Grace' })
    await notify({ db, env }, user, 'forum.mention', {
      title: 'Ada mentioned you in "Compilers"',
      link: '/forum/compilers',
      values: { actor_name: 'Ada Lovelace', thread_title: 'Compilers' },
    })
    const [mail] = await mailTo(user.email)
    expect(mail).toMatchObject({
      subject: 'Ada Lovelace mentioned you in "Compilers"',
      template_key: 'forum.mention',
    })
    expect(mail!.text).toContain('Hi Grace,')
    expect(mail!.text).toContain('the Guildhall forum')
    expect(mail!.text).toContain('http://localhost/forum/compilers')
    expect(mail!.text).not.toMatch(/(?<![\w:/]):[a-z_]+/)
  })

  it('shows an admin’s :site_name edit in the next mail', async () => {
    const session = await admin()
    await putEmail(session, 'post.approved', {
      subject: ':site_name: :item_title is live',
      body: 'Hi :name, :item_title is live. :link',
    })
    const user = await createUser({ forename: 'Alan' })
    await notify({ db, env }, user, 'post.approved', {
      title: 'Your news post Hello is approved',
      link: '/news/hello',
      values: { item_type: 'news post', item_title: 'Hello' },
    })
    const [mail] = await mailTo(user.email)
    expect(mail?.subject).toBe('Guildhall: Hello is live')
    expect(mail?.text).toBe('Hi Alan, Hello is live. http://localhost/news/hello')
  })

  it('sends no email while the email template is inactive, but still stores the notification', async () => {
    const session = await admin()
    const current = (await getEmail(session, 'group.join_request')).body.data
    await putEmail(session, 'group.join_request', { ...current, active: false })
    const user = await createUser()
    await notify({ db, env }, user, 'group.join_request', { title: 'Ada asked to join Chess' })
    expect(await mailTo(user.email)).toHaveLength(0)
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM notifications WHERE user_id = ?')
      .bind(user.id)
      .first<{ n: number }>()
    expect(stored?.n).toBe(1)
    await putEmail(session, 'group.join_request', { ...current, active: true })
  })

  it('renders the push template for members who chose push, and none while it is inactive', async () => {
    const user = await createUser({ forename: 'Mary' })
    const session = await signIn(user.email)
    const saved = await call('/api/user-notifications', {
      session,
      json: {
        user_id: user.id,
        notifications: [{ notification: 'message.received', email: false, push: true }],
      },
    })
    expect(saved.status).toBe(200)
    const payload = {
      title: 'Ada sent you a message',
      link: '/messages/1',
      values: { actor_name: 'Ada Lovelace', message: 'Tea at four?' },
    }
    const sent = await notify({ db, env }, user, 'message.received', payload)
    expect(sent.emailed).toBe(0)
    expect(sent.push).toEqual([
      {
        userId: user.id,
        subject: 'New message from Ada Lovelace',
        notification: 'Tea at four?',
        link: 'http://localhost/messages/1',
      },
    ])
    const adminSession = await admin()
    const current = (await getPush(adminSession, 'message.received')).body.data
    await putPush(adminSession, 'message.received', { ...current, active: false })
    expect((await notify({ db, env }, user, 'message.received', payload)).push).toEqual([])
    await putPush(adminSession, 'message.received', { ...current, active: true })
  })

  it('lets a template’s can_disable decide whether a member may turn it off', async () => {
    // The kind's default allows it; the template says no, and the template wins.
    await env.DB.prepare(
      "UPDATE email_templates SET can_disable = 0 WHERE key = 'comment.replied'",
    ).run()
    const user = await createUser()
    const session = await signIn(user.email)
    const prefs = await call(`/api/user-notifications/${user.id}`, { session })
    expect(prefs.body.data).toContainEqual(
      expect.objectContaining({ notification: 'comment.replied', can_disable: false }),
    )
    const refused = await call('/api/user-notifications', {
      session,
      json: {
        user_id: user.id,
        notifications: [{ notification: 'comment.replied', email: false, push: false }],
      },
    })
    expect(refused.status).toBe(422)
    // A choice stored before the template changed no longer counts either.
    await env.DB.prepare(
      "INSERT INTO notification_preferences (user_id, notification, email, push) VALUES (?, 'comment.replied', 0, 0)",
    )
      .bind(user.id)
      .run()
    await notify({ db, env }, user, 'comment.replied', { title: 'Ada replied', link: '/news/a' })
    expect(await mailTo(user.email)).toHaveLength(1)
    await env.DB.prepare(
      "UPDATE email_templates SET can_disable = 1 WHERE key = 'comment.replied'",
    ).run()
  })
})
