/** Query keys of the dashboard's "Waiting for approval" list. */
export const approvalsKeys = {
  all: ['approvals'] as const,
  list: (query: { per_page: string }) => ['approvals', 'list', query] as const,
}
