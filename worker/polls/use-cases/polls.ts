import type { Deps } from '../../lib/deps'
import type {
  CreatePollInput,
  ListPollsQuery,
  PollResource,
  UpdatePollInput,
} from '../polls.schemas'
import { notBuilt } from './not-built'

export const listPolls = async (
  _deps: Deps,
  _query: ListPollsQuery,
): Promise<{ rows: PollResource[]; total: number }> => notBuilt('listPolls')
export const getPoll = async (
  _deps: Deps,
  _id: number,
  _opts: { includeDontShowOnPolls?: boolean },
): Promise<PollResource> => notBuilt('getPoll')
export const createPoll = async (_deps: Deps, _input: CreatePollInput): Promise<PollResource> =>
  notBuilt('createPoll')
export const updatePoll = async (
  _deps: Deps,
  _id: number,
  _input: UpdatePollInput,
): Promise<PollResource> => notBuilt('updatePoll')
export const deletePoll = async (
  _deps: Deps,
  _type: 'poll' | 'survey',
  _id: number,
): Promise<void> => notBuilt('deletePoll')
