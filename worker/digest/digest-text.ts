import { formatDateTime } from '../lib/display-time'
import type { DigestEvent, DigestThread } from './digest.schemas'

/** What one member's digest lists (digest.resources.ts makes it from a content row). */
export type DigestContent = {
  threads: DigestThread[]
  threadCount: number
  events: DigestEvent[]
  eventCount: number
  notifications: number
  messages: number
}

export const hasNews = (c: DigestContent) =>
  c.threadCount + c.eventCount + c.notifications + c.messages > 0

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * The digest email's :summary, as plain text (the outbox and the email API send text): a section
 * per kind that has news, each item with its address, the ones not listed as a count and a link.
 */
export const digestSummary = (c: DigestContent, siteUrl: string): string => {
  const url = (path: string) => new URL(path, siteUrl).toString()
  const sections: string[] = []
  const more = (shown: number, total: number, path: string) =>
    total > shown ? [`...and ${total - shown} more: ${url(path)}`] : []
  if (c.threadCount > 0) {
    sections.push(
      [
        `New in the forum (${c.threadCount}):`,
        ...c.threads.map(
          (t) =>
            `- ${t.title} (${t.replies === 0 ? 'no replies yet' : plural(t.replies, 'reply', 'replies')})\n  ${url(`/forum/${t.category}/${t.slug}`)}`,
        ),
        ...more(c.threads.length, c.threadCount, '/forum'),
      ].join('\n'),
    )
  }
  if (c.eventCount > 0) {
    sections.push(
      [
        `New events (${c.eventCount}):`,
        ...c.events.map(
          (e) => `- ${e.title}, ${formatDateTime(e.starts_at)}\n  ${url(`/events/${e.slug}`)}`,
        ),
        ...more(c.events.length, c.eventCount, '/events'),
      ].join('\n'),
    )
  }
  if (c.notifications > 0) {
    sections.push(
      `You have ${plural(c.notifications, 'new notification', 'new notifications')}: ${url('/notifications')}`,
    )
  }
  if (c.messages > 0) {
    sections.push(
      `You have ${plural(c.messages, 'unread message', 'unread messages')}: ${url('/messages')}`,
    )
  }
  return sections.join('\n\n')
}
