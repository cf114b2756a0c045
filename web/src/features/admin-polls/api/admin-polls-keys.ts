/**
 * Query keys of the poll and survey admin screens. Each sits under the type's root (`['polls']`,
 * `['surveys']`, `['poll-votes']`), so anything refreshing a type's reads refreshes these too.
 */
export const adminPollKeys = {
  all: ['polls'] as const,
  list: (filters: object) => ['polls', 'admin', 'list', filters] as const,
  detail: (id: number) => ['polls', 'admin', 'detail', id] as const,
  latest: ['polls', 'admin', 'latest'] as const,
}

export const adminSurveyKeys = {
  all: ['surveys'] as const,
  list: (filters: object) => ['surveys', 'admin', 'list', filters] as const,
  detail: (id: number) => ['surveys', 'admin', 'detail', id] as const,
  answers: (id: number, page: number) => ['surveys', 'admin', 'answers', id, page] as const,
}

export const voteKeys = {
  all: ['poll-votes'] as const,
  pending: (filters: object) => ['poll-votes', 'pending', filters] as const,
}
