import type { Deps } from '../../lib/deps'
import type {
  CastVoteInput,
  ListVotesQuery,
  PollResource,
  PollVoteResource,
  PollVoteRow,
  VoteStatus,
} from '../polls.schemas'
import { notBuilt } from './not-built'

/** Returns the poll as the voter now sees it (spec 01 §7: data.poll_options). */
export const castVote = async (_deps: Deps, _input: CastVoteInput): Promise<PollResource> =>
  notBuilt('castVote')
export const withdrawVote = async (_deps: Deps, _voteId: number): Promise<PollResource> =>
  notBuilt('withdrawVote')
export const listVotes = async (
  _deps: Deps,
  _query: ListVotesQuery,
): Promise<{ rows: PollVoteRow[]; total: number }> => notBuilt('listVotes')
export const listSurveyVotes = async (
  _deps: Deps,
  _surveyId: number | undefined,
): Promise<PollVoteResource[]> => notBuilt('listSurveyVotes')
export const setVoteStatus = async (
  _deps: Deps,
  _voteId: number,
  _status: VoteStatus,
): Promise<PollVoteResource> => notBuilt('setVoteStatus')
export const approveVotes = async (
  _deps: Deps,
  _input: { ids?: number[]; poll_id?: number },
): Promise<{ approved: number }> => notBuilt('approveVotes')
