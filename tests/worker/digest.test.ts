import { env } from 'cloudflare:workers'
import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { siteSettings } from '@worker/db/schema'
import { DIGEST_GROUP, sendDigests } from '@worker/digest/use-cases/send-digests'
import { siteSettingsSchema } from '@worker/settings/settings.schemas'
import { createEvent } from '../helpers/event-factories'
import { createUser, db, mintSession, signedInAs } from '../helpers/factories'
import { createForumThread, createGroupCategory, switchForumOff } from '../helpers/forum-factories'
import { call } from '../helpers/http'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * The daily email digest (worker/digest/). Each test runs the job on London days of its own, so
 * the members other tests made (the job takes every member) never hide what a test looks at:
 * assertions read the outbox of the test's own members. Content is dated inside each day's window.
 */
let dayCounter = 0
/** A fresh London day, `time` o'clock (the digest's send_at is 08:00 by default). */
const londonDay = (time = '09:00') => {
  dayCounter += 1
  return dayjs.tz(`2025-01-01 ${time}`, 'Europe/London').add(dayCounter * 10, 'day')
}
const sameDayAt = (day: dayjs.Dayjs, time: string) =>
  dayjs.tz(`${day.tz('Europe/London').format('YYYY-MM-DD')} ${time}`, 'Europe/London')
const iso = (d: dayjs.Dayjs) => d.toISOString()
const run = (at: dayjs.Dayjs) => sendDigests({ db, env }, at.toDate())

/** Members who joined long ago, so their first digest looks back a full day. */
const member = (overrides: Parameters<typeof createUser>[0] = {}) =>
  createUser({ createdAt: '2020-01-01T00:00:00.000Z', ...overrides })

const digestsTo = async (email: string) =>
  (
    await env.DB.prepare(
      'SELECT subject, text, template_key FROM email_outbox WHERE "to" = ? ORDER BY id',
    )
      .bind(email)
      .all<{ subject: string; text: string; template_key: string }>()
  ).results.filter((m) => m.template_key === 'digest')

const setSetting = async (key: string, value: unknown) => {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } })
}

afterEach(async () => {
  await db.delete(siteSettings).where(eq(siteSettings.key, 'email_digest'))
  await db.delete(siteSettings).where(eq(siteSettings.key, 'features'))
  await env.DB.prepare(
    "UPDATE email_templates SET active = 1, can_disable = 1 WHERE key = 'digest'",
  ).run()
})

describe('the email digest (cron */5, at the London send_at)', () => {
  it('waits for the send time, then mails each member once a day what is new for them', async () => {
    const day = londonDay()
    const reader = await member({ forename: 'Rhea' })
    const author = await member()
    const thread = await createForumThread({
      userId: author.id,
      title: 'Best walks by the river',
      totalReplies: 3,
      createdAt: iso(day.subtract(2, 'hour')),
      lastActivityAt: iso(day.subtract(2, 'hour')),
    })
    const category = (await env.DB.prepare('SELECT slug FROM forum_categories WHERE id = ?')
      .bind(thread.forumCategoryId)
      .first<{ slug: string }>())!.slug

    expect(await run(sameDayAt(day, '07:55'))).toEqual({ taken: 0, emailed: 0 })
    expect(await digestsTo(reader.email)).toEqual([])

    const first = await run(sameDayAt(day, '08:00'))
    expect(first.taken).toBeGreaterThanOrEqual(2)
    const [mail, ...others] = await digestsTo(reader.email)
    expect(others).toEqual([])
    expect(mail!.subject).toBe('What is new on Guildhall')
    expect(mail!.text).toContain('Hi Rhea,')
    expect(mail!.text).toContain('New in the forum (1):\n- Best walks by the river (3 replies)')
    expect(mail!.text).toContain(`http://localhost/forum/${category}/${thread.slug}`)
    expect(mail!.text).not.toMatch(/:[a-z_]{3,}/)
    // Their own thread is no news to its author, who has nothing else: no email at all.
    expect(await digestsTo(author.email)).toEqual([])

    // Later runs that day take nobody again.
    expect(await run(sameDayAt(day, '08:05'))).toEqual({ taken: 0, emailed: 0 })
    expect(await run(sameDayAt(day, '23:55'))).toEqual({ taken: 0, emailed: 0 })
    expect(await digestsTo(reader.email)).toHaveLength(1)
  })

  it('counts from the last digest a member got, and lists only what they may see', async () => {
    const day = londonDay()
    const insider = await member()
    const outsider = await member()
    // Forum managers may open private threads, but a digest is about the open community.
    const manager = await member({ role: 'admin' })
    const { category: groupCategory } = await createGroupCategory([insider])
    const at = (d: dayjs.Dayjs, hours: number) => iso(d.subtract(hours, 'hour'))
    await createForumThread({
      title: 'Yesterday in the open',
      createdAt: at(day, 3),
      lastActivityAt: at(day, 3),
    })
    await createForumThread({
      title: 'Group members only',
      forumCategoryId: groupCategory.id,
      createdAt: at(day, 3),
      lastActivityAt: at(day, 3),
    })
    await createForumThread({
      title: 'A private word',
      private: true,
      createdAt: at(day, 3),
      lastActivityAt: at(day, 3),
    })
    await createEvent({
      title: 'Still waiting for approval',
      status: 'pending',
      createdAt: at(day, 3),
    })
    await createEvent({
      title: 'Already over',
      startsAt: at(day, 30),
      endsAt: at(day, 29),
      createdAt: at(day, 3),
    })
    await createEvent({
      title: 'Winter social',
      startsAt: '2031-12-24T18:30:00.000Z',
      endsAt: '2031-12-24T21:30:00.000Z',
      createdAt: at(day, 3),
    })
    await run(day)
    const [insiderMail] = await digestsTo(insider.email)
    const [outsiderMail] = await digestsTo(outsider.email)
    expect(insiderMail!.text).toContain('Yesterday in the open')
    expect(insiderMail!.text).toContain('Group members only')
    expect(outsiderMail!.text).toContain('Yesterday in the open')
    expect(outsiderMail!.text).not.toContain('Group members only')
    const [managerMail] = await digestsTo(manager.email)
    for (const text of [insiderMail!.text, outsiderMail!.text, managerMail!.text]) {
      expect(text).not.toContain('A private word')
      expect(text).not.toContain('Still waiting for approval')
      expect(text).not.toContain('Already over')
      expect(text).toContain('New events (1):\n- Winter social, Wed 24th Dec 2031 06:30pm')
    }

    // The next day lists what came after the last digest, not again what it already listed.
    const next = day.add(1, 'day')
    await createForumThread({
      title: 'Fresh this morning',
      createdAt: at(next, 1),
      lastActivityAt: at(next, 1),
    })
    await run(next)
    const [, second] = await digestsTo(outsider.email)
    expect(second!.text).toContain('Fresh this morning')
    expect(second!.text).not.toContain('Yesterday in the open')
    expect(second!.text).not.toContain('Winter social')
  })

  it('counts unread notifications and messages that arrived since the last digest', async () => {
    const day = londonDay()
    const reader = await member()
    const other = await member()
    const before = iso(day.subtract(1, 'hour'))
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO notifications (user_id, kind, title, body, data, created_at) VALUES (?, 'event.approved', 'One', '', '{}', ?), (?, 'event.approved', 'Two', '', '{}', ?), (?, 'event.approved', 'Seen', '', '{}', ?)",
      ).bind(reader.id, before, reader.id, before, reader.id, before),
      env.DB.prepare(
        "UPDATE notifications SET read_at = ? WHERE user_id = ? AND title = 'Seen'",
      ).bind(before, reader.id),
      env.DB.prepare(
        'INSERT INTO message_threads (is_group, created_by_id, last_post_at, total_posts, created_at, updated_at) VALUES (1, ?, ?, 3, ?, ?)',
      ).bind(other.id, before, before, before),
      env.DB.prepare(
        'INSERT INTO message_thread_users (thread_id, user_id, unread_count, last_post_at, created_at) VALUES (last_insert_rowid(), ?, 3, ?, ?)',
      ).bind(reader.id, before, before),
    ])
    await run(day)
    const [mail] = await digestsTo(reader.email)
    expect(mail!.text).toContain('You have 2 new notifications: http://localhost/notifications')
    expect(mail!.text).toContain('You have 3 unread messages: http://localhost/messages')
  })

  it('leaves out switched-off features, members who turned it off and inactive members', async () => {
    const day = londonDay()
    const quiet = await member()
    const inactive = await member({ isActive: 0 })
    const reader = await member()
    const saved = await call('/api/user-notifications', {
      session: await mintSession(quiet.id),
      json: {
        user_id: quiet.id,
        notifications: [{ notification: 'digest', email: false, push: false }],
      },
    })
    expect(saved.status).toBe(200)
    const recent = iso(day.subtract(1, 'hour'))
    await createForumThread({ title: 'Forum news', createdAt: recent, lastActivityAt: recent })
    await createEvent({ title: 'Events news', createdAt: recent })
    await setSetting('features', { ...siteSettingsSchema.parse({}).features, events: false })
    await run(day)
    expect(await digestsTo(quiet.email)).toEqual([])
    expect(await digestsTo(inactive.email)).toEqual([])
    const [mail] = await digestsTo(reader.email)
    expect(mail!.text).toContain('Forum news')
    expect(mail!.text).not.toContain('Events news')

    // The forum off as well: nothing is left to tell.
    const restore = await switchForumOff()
    try {
      const next = day.add(1, 'day')
      const later = iso(next.subtract(1, 'hour'))
      await createForumThread({ title: 'Quiet forum', createdAt: later, lastActivityAt: later })
      await run(next)
      expect(await digestsTo(reader.email)).toHaveLength(1)
    } finally {
      await restore()
    }
  })

  it('follows the template: inactive sends nothing, can_disable off ignores a member choice', async () => {
    const day = londonDay()
    const quiet = await member()
    await call('/api/user-notifications', {
      session: await mintSession(quiet.id),
      json: {
        user_id: quiet.id,
        notifications: [{ notification: 'digest', email: false, push: false }],
      },
    })
    const recent = iso(day.subtract(1, 'hour'))
    await createForumThread({ title: 'For everyone', createdAt: recent, lastActivityAt: recent })
    await env.DB.prepare("UPDATE email_templates SET active = 0 WHERE key = 'digest'").run()
    expect(await run(day)).toEqual({ taken: 0, emailed: 0 })
    await env.DB.prepare(
      "UPDATE email_templates SET active = 1, can_disable = 0 WHERE key = 'digest'",
    ).run()
    await run(day)
    expect(await digestsTo(quiet.email)).toHaveLength(1)
  })

  it("uses the admin's send time, and takes members in groups, each of them once", async () => {
    const day = londonDay('18:00')
    await setSetting('email_digest', { send_at: '18:30' })
    const count = DIGEST_GROUP + 5
    const members = await Promise.all(Array.from({ length: count }, () => member()))
    const recent = iso(day.subtract(1, 'hour'))
    await createForumThread({ title: 'Evening news', createdAt: recent, lastActivityAt: recent })
    expect(await run(day)).toEqual({ taken: 0, emailed: 0 })
    const result = await run(sameDayAt(day, '18:30'))
    expect(result.taken).toBeGreaterThan(DIGEST_GROUP)
    const got = await Promise.all(members.map((m) => digestsTo(m.email)))
    expect(got.map((mails) => mails.length)).toEqual(members.map(() => 1))
  })
})

describe('POST /api/email-digest/preview', () => {
  const preview = (session: { cookie: string | null }) =>
    call('/api/email-digest/preview', { method: 'POST', session })

  it('mails the admin their own digest now, and records nothing (the real one still comes)', async () => {
    const { user, session } = await signedInAs('admin', { createdAt: '2020-01-01T00:00:00.000Z' })
    const recent = new Date(Date.now() - 3_600_000).toISOString()
    await createForumThread({
      title: 'Seen in the preview',
      createdAt: recent,
      lastActivityAt: recent,
    })
    const res = await preview(session)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: { to: user.email, news: true } })
    const [mail] = await digestsTo(user.email)
    expect(mail!.text).toContain('Seen in the preview')
    const row = await env.DB.prepare('SELECT * FROM email_digests WHERE user_id = ?')
      .bind(user.id)
      .first()
    expect(row).toBeNull()
  })

  it('says so when nothing is new, and refuses while the template is off', async () => {
    // Joined a minute ago: nothing in their window yet.
    const { user, session } = await signedInAs('admin')
    const res = await preview(session)
    expect(res.body).toEqual({ data: { to: user.email, news: false } })
    const [mail] = await digestsTo(user.email)
    expect(mail!.text).toMatch(/Nothing is new for you since \w{3} \d{1,2}\w{2} \w{3} \d{4}/)
    await env.DB.prepare("UPDATE email_templates SET active = 0 WHERE key = 'digest'").run()
    const off = await preview(session)
    expect(off.status).toBe(409)
    expect(off.body.message).toBe(
      'The digest email template is switched off, so no digest goes out. Switch it on to preview it.',
    )
  })

  it('is for those who may set the send time: members get 403', async () => {
    const { session } = await signedInAs('member')
    expect((await preview(session)).status).toBe(403)
  })
})
