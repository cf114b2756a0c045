import type { PollType } from '../../db/schema'
import { toCsv } from '../../lib/csv'
import { requireUser, type Deps } from '../../lib/deps'
import { forbidden, invalid, notFound } from '../../lib/errors'
import { canEditPoll, canExportVoters } from '../polls.policy'
import { pollForWriteQuery } from '../polls.queries'
import { exportVotesQuery, ownOptionsQuery } from '../poll-votes.queries'

/** The CSV downloads of a poll's or survey's votes (spec 02 §7, spec 03 §6). */

export type CsvFile = { filename: string; csv: string }

const loadItem = async (deps: Deps, type: PollType, id: number) => {
  const [[stored]] = await deps.db.batch([pollForWriteQuery(deps.db, id)])
  if (!stored || stored.type !== type) throw notFound()
  return stored
}

const nameOf = (r: { forename: string; surname: string }) => `${r.forename} ${r.surname}`.trim()

/** GET /api/{polls|surveys}/{id}/export-votes: owner or manage (spec 03 §6), one row per vote. */
export const exportVotesCsv = async (deps: Deps, type: PollType, id: number): Promise<CsvFile> => {
  const actor = await requireUser(deps)
  const item = await loadItem(deps, type, id)
  if (!canEditPoll(actor, type, item)) throw forbidden()
  const [rows] = await deps.db.batch([exportVotesQuery(deps.db, type, id)])
  const header = ['Member', ...(type === 'survey' ? ['Poll'] : []), 'Option', 'Status', 'Voted at']
  const body = rows.map((r) => [
    nameOf(r),
    ...(type === 'survey' ? [r.pollTitle] : []),
    r.optionValue,
    r.status,
    r.createdAt,
  ])
  return { filename: `${type}-${id}-votes.csv`, csv: toCsv([header, ...body]) }
}

/**
 * GET /api/{polls|surveys}/{id}/export-users?options[]=…: who voted for the chosen options (every
 * option when none is given), with their email; the guard asks for the export key. Options of
 * another poll or survey are refused (422).
 */
export const exportVotersCsv = async (
  deps: Deps,
  type: PollType,
  id: number,
  optionIds: number[],
): Promise<CsvFile> => {
  const actor = await requireUser(deps)
  if (!canExportVoters(actor, type)) throw forbidden()
  await loadItem(deps, type, id)
  const [own, rows] = await deps.db.batch([
    ownOptionsQuery(deps.db, type, id),
    exportVotesQuery(deps.db, type, id, optionIds),
  ])
  const known = new Set(own.map((o) => o.id))
  const unknown = optionIds.findIndex((o) => !known.has(o))
  if (unknown >= 0)
    throw invalid({ options: [`Option ${optionIds[unknown]} is not one of this ${type}’s`] })
  const header = ['Name', 'Email', ...(type === 'survey' ? ['Poll'] : []), 'Option', 'Status']
  const body = rows.map((r) => [
    nameOf(r),
    r.email,
    ...(type === 'survey' ? [r.pollTitle] : []),
    r.optionValue,
    r.status,
  ])
  return { filename: `${type}-${id}-voters.csv`, csv: toCsv([header, ...body]) }
}
