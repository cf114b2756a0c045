import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, NO_ALERT } from '@/lib/api-client'
import { approvalsKeys } from './approvals-keys'
import type { ApprovalItem } from './list-approvals'

export type Decision = 'approved' | 'rejected'

/** Approves or rejects an item through its own type's PUT (spec 02 §4), then reloads the list. */
const putStatus = async (item: ApprovalItem, status: Decision) => {
  const param = { id: String(item.id) }
  const options = { headers: NO_ALERT }
  if (item.item_type === 'event') await api.events[':id'].$put({ param, json: { status } }, options)
  else if (item.item_type === 'news')
    await api.news[':id'].$put({ param, json: { status } }, options)
  else if (item.item_type === 'resource')
    await api.resources[':id'].$put({ param, json: { status } }, options)
  else if (item.item_type === 'poll')
    await api.polls[':id'].$put({ param, json: { status } }, options)
  else if (item.item_type === 'survey')
    await api.surveys[':id'].$put({ param, json: { status } }, options)
  else await api.promotions[':id'].$put({ param, json: { status } }, options)
}

export const useDecideApproval = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ item, status }: { item: ApprovalItem; status: Decision }) =>
      putStatus(item, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalsKeys.all }),
  })
}
