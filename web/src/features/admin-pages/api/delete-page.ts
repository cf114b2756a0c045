import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidatePages, pageKeys } from '@/lib/page-keys'

/** DELETE /api/pages/:id (204); failures alert through the API client. */
export const useDeletePage = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      await api.pages[':id'].$delete({ param: { id: String(id) } })
      return id
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: pageKeys.detail(id) })
      return invalidatePages(queryClient)
    },
  })
}
