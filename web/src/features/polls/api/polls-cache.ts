import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { pollsKeys, surveysKeys } from '../polls-keys'
import type { Survey } from './get-survey'
import type { Poll, PollsPage } from './list-polls'

/**
 * A vote (or its withdrawal) answers with the poll as the reader now sees it: it replaces every
 * cached copy (the poll's own page, the lists holding it, its survey) instead of refetching them.
 */
export const storePoll = (client: QueryClient, poll: Poll) => {
  client.setQueryData<Poll>(pollsKeys.detail(poll.id), poll)
  client.setQueriesData<InfiniteData<PollsPage>>({ queryKey: pollsKeys.lists }, (lists) =>
    lists
      ? {
          ...lists,
          pages: lists.pages.map((page) => ({
            ...page,
            data: page.data.map((row) => (row.id === poll.id ? poll : row)),
          })),
        }
      : lists,
  )
  const surveyId = poll.survey_id
  if (surveyId === null) return
  client.setQueryData<Survey>(surveysKeys.detail(surveyId), (survey) => {
    const entry = survey?.polls[poll.id]
    if (!survey || !entry) return survey
    return {
      ...survey,
      polls: { ...survey.polls, [poll.id]: { ...entry, poll, options: poll.poll_options } },
    }
  })
}
