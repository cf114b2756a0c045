import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateNews, newsKeys } from '@/lib/post-keys'

/** DELETE /api/news/:id (204); failures alert through the API client. */
export const useDeleteNews = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      await api.news[':id'].$delete({ param: { id: String(id) } })
      return id
    },
    onSuccess: (id) => {
      // Dropped rather than refetched: a refetch of a deleted post would only alert a 404.
      queryClient.removeQueries({ queryKey: newsKeys.detail(id) })
      return invalidateNews(queryClient)
    },
  })
}
