import { Text, type TextProps } from '@mantine/core'
import { MemberName } from '@/components/member-name'
import type { MentionEntity } from '@worker/forum/forum-responses.schemas'

/**
 * A thread's or reply's body as members wrote it (spec 01 §3, §5): plain text with its line breaks,
 * where `@[n]` becomes a link to entities[n]'s profile. Everything is rendered as React text, so a
 * body can never inject markup.
 */
type Piece = { kind: 'text'; text: string } | { kind: 'mention'; text: string; slug: string | null }

// A fresh copy per call: the schema's MENTION_MARKER is global and so keeps lastIndex between uses.
const marker = () => /@\[(\d{1,2})\]/g

export const bodyPieces = (body: string, entities: readonly MentionEntity[]): Piece[] => {
  const pieces: Piece[] = []
  let at = 0
  for (const match of body.matchAll(marker())) {
    const mention = entities[Number(match[1])]
    // A marker pointing nowhere stays as the text the member typed.
    if (!mention) continue
    if (match.index > at) pieces.push({ kind: 'text', text: body.slice(at, match.index) })
    pieces.push(
      mention.entity
        ? { kind: 'mention', text: mention.entity.full_name, slug: mention.entity.slug }
        : { kind: 'mention', text: mention.body, slug: null },
    )
    at = match.index + match[0].length
  }
  if (at < body.length) pieces.push({ kind: 'text', text: body.slice(at) })
  return pieces
}

/** Keeps the first `limit` visible characters (mentions count as their names) and adds an ellipsis. */
export const truncatePieces = (pieces: Piece[], limit: number): Piece[] => {
  const kept: Piece[] = []
  let left = limit
  for (const piece of pieces) {
    if (left <= 0) break
    if (piece.text.length <= left) {
      kept.push(piece)
      left -= piece.text.length
    } else if (piece.kind === 'text') {
      kept.push({ kind: 'text', text: piece.text.slice(0, left) })
      left = 0
    } else break
  }
  const total = pieces.reduce((n, p) => n + p.text.length, 0)
  return total > limit ? [...kept, { kind: 'text', text: '…' }] : kept
}

/**
 * A list's excerpt: the first `limit` visible characters as one line of plain text (mentions as
 * the names they show, line breaks as spaces); the row clamps it to two lines.
 */
export const excerptOf = (body: string, entities: readonly MentionEntity[], limit: number) =>
  truncatePieces(
    bodyPieces(body.trim(), entities).map((piece) => ({
      ...piece,
      text: piece.text.replace(/\s+/g, ' '),
    })),
    limit,
  )
    .map((piece) => piece.text)
    .join('')

type Props = Omit<TextProps, 'children' | 'truncate'> & {
  body: string
  entities: readonly MentionEntity[]
  /** Show at most this many characters (list previews: THREAD_PREVIEW_CHARS). */
  truncate?: number
}

export function PostBody({ body, entities, truncate, ...props }: Props) {
  const all = bodyPieces(body, entities)
  const pieces = truncate === undefined ? all : truncatePieces(all, truncate)
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...props}>
      {pieces.map((piece, i) =>
        piece.kind === 'text' ? (
          piece.text
        ) : piece.slug ? (
          <MemberName key={i} slug={piece.slug} fw={500}>
            {piece.text}
          </MemberName>
        ) : (
          <Text key={i} span fw={500}>
            {piece.text}
          </Text>
        ),
      )}
    </Text>
  )
}
