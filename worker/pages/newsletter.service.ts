import { and, eq, ne, sql } from 'drizzle-orm'
import { reserveAttempts, throttleKey } from '../auth/throttle'
import { newsletterSubscribers } from '../db/schema'
import { randomToken, sha256Hex } from '../lib/crypto'
import { toCsv } from '../lib/csv'
import type { Deps } from '../lib/deps'
import { invalid } from '../lib/errors'
import { sendTemplate } from '../mail/mailer'
import { getSettings } from '../settings/settings.service'
import { confirmedSubscribersQuery } from './pages.queries'
import { PAGE_MESSAGES, type NewsletterInput } from './pages.schemas'

/**
 * The newsletter box (spec 01 §2), double opt-in: a signup keeps a pending row holding the SHA-256
 * of a token and emails the token as a link; following it confirms the address. The same token
 * later unsubscribes. Every signup answers the same words, so nobody learns who subscribed.
 */

export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm'

const now = () => new Date().toISOString()

export const subscribeToNewsletter = async (deps: Deps, input: NewsletterInput, ip: string) => {
  const { db, env, auth } = deps
  await reserveAttempts(db, [throttleKey('newsletter', ip)])
  const token = randomToken()
  const tokenHash = await sha256Hex(token)
  const actor = await auth.load()
  const mine = actor.user && actor.user.email.toLowerCase() === input.email ? actor.user.id : null
  // A confirmed address is left alone (and gets no mail): the answer is the same either way.
  const written = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, status: 'pending', tokenHash, userId: mine })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { status: 'pending', tokenHash, confirmedAt: null, updatedAt: now() },
      setWhere: ne(newsletterSubscribers.status, 'confirmed'),
    })
    .returning({ id: newsletterSubscribers.id })
  if (written.length === 1) {
    const settings = await getSettings(db)
    const confirm = new URL(NEWSLETTER_CONFIRM_PATH, env.SITE_URL)
    confirm.searchParams.set('token', token)
    const unsubscribe = new URL(confirm)
    unsubscribe.searchParams.set('unsubscribe', '1')
    await sendTemplate(
      { db, env, siteName: settings.site_name },
      'newsletter.confirm',
      input.email,
      {
        link: confirm.toString(),
        unsubscribe_link: unsubscribe.toString(),
      },
    )
  }
  return { message: PAGE_MESSAGES.subscribed }
}

const byToken = async (token: string) => eq(newsletterSubscribers.tokenHash, await sha256Hex(token))

/** Confirms the address the token was sent to; following the link twice is fine. */
export const confirmNewsletter = async (deps: Deps, token: string) => {
  const { db } = deps
  const match = await byToken(token)
  const [updated] = await db.batch([
    db
      .update(newsletterSubscribers)
      .set({
        status: 'confirmed',
        confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${now()})`,
        updatedAt: now(),
      })
      .where(and(match, ne(newsletterSubscribers.status, 'unsubscribed')))
      .returning({ id: newsletterSubscribers.id }),
  ])
  if (updated.length === 0) throw invalid({ token: [PAGE_MESSAGES.badLink] })
  return { message: PAGE_MESSAGES.confirmed }
}

/** The link in every confirmation email; the token is spent. */
export const unsubscribeNewsletter = async (deps: Deps, token: string) => {
  const { db } = deps
  const [updated] = await db.batch([
    db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', tokenHash: null, updatedAt: now() })
      .where(await byToken(token))
      .returning({ id: newsletterSubscribers.id }),
  ])
  if (updated.length === 0) throw invalid({ token: [PAGE_MESSAGES.badLink] })
  return { message: PAGE_MESSAGES.unsubscribed }
}

/** Confirmed subscribers as CSV (email, confirmed_at, subscribed_at). */
export const exportNewsletterSubscribers = async (deps: Deps) => {
  const { db } = deps
  const [rows] = await db.batch([confirmedSubscribersQuery(db)])
  const csv = toCsv([
    ['email', 'confirmed_at', 'subscribed_at'],
    ...rows.map((r) => [r.email, r.confirmedAt, r.createdAt]),
  ])
  return { filename: `newsletter-subscribers-${now().slice(0, 10)}.csv`, csv }
}
