import type { Deps } from '../../lib/deps'
import { notBuilt } from './not-built'

export type CsvFile = { filename: string; csv: string }

/** GET /api/{polls|surveys}/{id}/export-votes: owner or manage (spec 03 §6). */
export const exportVotesCsv = async (
  _deps: Deps,
  _type: 'poll' | 'survey',
  _id: number,
): Promise<CsvFile> => notBuilt('exportVotesCsv')
/** GET /api/{polls|surveys}/{id}/export-users?options[]=…: polls.export-voters. */
export const exportVotersCsv = async (
  _deps: Deps,
  _type: 'poll' | 'survey',
  _id: number,
  _optionIds: number[],
): Promise<CsvFile> => notBuilt('exportVotersCsv')
