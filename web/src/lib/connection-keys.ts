/**
 * Query keys for connections, connect requests and blocks. They live here, not in a feature,
 * because the shared member components (the Connect button, the Block / Report menu) and the
 * connections screens all change them; the members directory and profiles read under `members`.
 */
export const connectionKeys = {
  all: ['connections'] as const,
  requests: (direction: 'received' | 'sent') => ['connections', 'requests', direction] as const,
  network: ['connections', 'network'] as const,
  blocks: ['connections', 'blocks'] as const,
  blocked: (userId: number) => ['connections', 'blocks', 'of', userId] as const,
}

/** The directory's and profiles' prefix: a card's Connect state and a profile's lists. */
export const MEMBERS_KEY = ['members'] as const

type Invalidator = {
  invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<unknown>
}

/** After any ask, answer, cancel, removal or block: every list and card that shows a state. */
export const invalidateConnectionData = (queryClient: Invalidator) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
    queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  ])
