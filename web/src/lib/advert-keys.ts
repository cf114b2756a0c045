/**
 * Query keys for adverts. They live here, not in a feature, because the member side's slots
 * (components/adverts) read them and the admin editor refreshes them after a save.
 */
export const advertKeys = {
  all: ['adverts'] as const,
  list: (params: Record<string, unknown>) => ['adverts', 'list', params] as const,
  detail: (id: number) => ['adverts', 'detail', String(id)] as const,
  showing: (position: string) => ['adverts', 'showing', position] as const,
}

type Invalidator = {
  invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<unknown>
}

/** After an advert is saved or deleted: the admin list and every slot of the member side. */
export const invalidateAdverts = (queryClient: Invalidator) =>
  queryClient.invalidateQueries({ queryKey: advertKeys.all })
