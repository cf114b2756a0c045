import { z } from 'zod'

/** The digest's notification kind and email template key (notification-kinds.ts, migration 0026). */
export const DIGEST_KIND = 'digest'

/** The new threads of a digest row, as contentStatement builds them. */
export const digestThreadsJson = z.array(
  z.object({ title: z.string(), category: z.string(), slug: z.string(), replies: z.number() }),
)

/** The new events of a digest row, as contentStatement builds them. */
export const digestEventsJson = z.array(
  z.object({ title: z.string(), slug: z.string(), starts_at: z.string() }),
)

export type DigestThread = z.infer<typeof digestThreadsJson>[number]
export type DigestEvent = z.infer<typeof digestEventsJson>[number]

/** The preview's words: its 409, and the summary of a preview with nothing new in it. */
export const DIGEST_PREVIEW_TEXT = {
  templateOff:
    'The digest email template is switched off, so no digest goes out. Switch it on to preview it.',
  nothingNew: (since: string) =>
    `Nothing is new for you since ${since}. On a day like this you would get no digest: this preview shows its wording only.`,
} as const
