/**
 * Query keys of messaging. They live here, not in the feature, because the send message modal
 * (components/members, used by the directory and profiles too) refreshes the inbox after a send,
 * and the header's unread count rides with the notification bell's latest.
 */
export const messagesKeys = {
  all: ['messages'] as const,
  inbox: () => [...messagesKeys.all, 'inbox'] as const,
  thread: (id: number) => [...messagesKeys.all, 'thread', id] as const,
  posts: (id: number) => [...messagesKeys.all, 'posts', id] as const,
  candidates: (q: string) => [...messagesKeys.all, 'candidates', q] as const,
}

/**
 * The header's counts: the bell's latest notifications, whose answer carries the unread messages
 * too (meta.messages_unread), so one request serves both. Refresh it after reading a thread.
 */
export const HEADER_COUNTS_KEY = ['notifications', 'latest'] as const
