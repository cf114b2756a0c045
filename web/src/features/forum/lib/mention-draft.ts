import type { MentionEntity } from '@worker/forum/forum-responses.schemas'
import type { MentionEntityInput } from '@worker/forum/forum.schemas'

/**
 * What the mention textarea edits: the text as the member sees it ("Hi @Ada Lovelace") and the
 * members they picked. On submit it becomes the stored form, a body with `@[n]` markers and
 * entities[n] (spec 01 §3), and an existing post turns back into a draft for editing.
 */
export type MentionPick = { id: number; full_name: string }
export type MentionDraft = { text: string; mentions: MentionPick[] }

export const emptyDraft = (): MentionDraft => ({ text: '', mentions: [] })

/** Each visible "@Full Name" of a picked member becomes @[n]; one entity per member. */
export const toMentionBody = ({
  text,
  mentions,
}: MentionDraft): { body: string; entities: MentionEntityInput[] } => {
  // Longest names first, so "@Ada Lovelace" wins over a picked "@Ada".
  const picks = [...mentions].sort((a, b) => b.full_name.length - a.full_name.length)
  const entities: MentionEntityInput[] = []
  let body = ''
  let at = 0
  while (at < text.length) {
    const pick =
      text[at] === '@' ? picks.find((p) => text.startsWith(`@${p.full_name}`, at)) : undefined
    if (!pick) {
      body += text[at]
      at += 1
      continue
    }
    let index = entities.findIndex((e) => e.entity_id === pick.id)
    if (index === -1)
      index = entities.push({ entity_id: pick.id, entity_type: 'user', body: pick.full_name }) - 1
    body += `@[${index}]`
    at += pick.full_name.length + 1
  }
  return { body, entities }
}

/** A stored body back into editable text: each marker shows as "@Name" again. */
export const fromMentionBody = (body: string, entities: readonly MentionEntity[]): MentionDraft => {
  const mentions: MentionPick[] = []
  const text = body.replace(/@\[(\d{1,2})\]/g, (marker, n: string) => {
    const mention = entities[Number(n)]
    if (!mention) return marker
    const name = mention.entity?.full_name ?? mention.body
    if (!mentions.some((m) => m.id === mention.entity_id))
      mentions.push({ id: mention.entity_id, full_name: name })
    return `@${name}`
  })
  return { text, mentions }
}

/**
 * The mention being typed just before the caret: "@" at the start or after a space, then one or
 * two words (spec 01 §5); a third word ends it. Returns where the "@" is and the words typed.
 */
export const activeMention = (
  text: string,
  caret: number,
): { start: number; query: string } | null => {
  const before = text.slice(0, caret)
  const match = /(?:^|\s)@([\p{L}\p{N}'’.-]+(?: [\p{L}\p{N}'’.-]*)?)$/u.exec(before)
  if (!match?.[1]) return null
  return { start: caret - match[1].length - 1, query: match[1].trim() }
}
