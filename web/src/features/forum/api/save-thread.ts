import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { CreateThreadInput, UpdateThreadInput } from '@worker/forum/forum.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { forumKeys, invalidateForumLists } from './forum-keys'

/** POST /api/forum/threads and PUT /api/forum/threads/{id}: the thread editor's save (spec 01 §7). */
export type SavedThread = InferResponseType<typeof api.forum.threads.$post, 201>['data']

/** The body sent on create: every key of spec 01 §7, defaults already applied by the form. */
export type CreateThreadBody = Omit<CreateThreadInput, 'upload_files'> & { upload_files?: unknown }

/**
 * An edited thread replaces the page's copy (the page keeps replies under their own key, so they
 * are left out); lists and counts elsewhere reload.
 */
const showEdited = async (
  client: ReturnType<typeof useQueryClient>,
  { replies: _replies, ...thread }: SavedThread,
) => {
  client.setQueryData(forumKeys.thread(thread.category.slug, thread.slug), thread)
  await invalidateForumLists(client)
}

/** Creates a thread; 422s go to the form's fields, other failures alert. */
export const useCreateThread = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: CreateThreadBody) => {
      const response = await api.forum.threads.$post({ json: input }, { headers: FORM_ERRORS })
      return (await response.json()).data
    },
    // The new thread's page loads it with its replies; only the lists need to know.
    onSuccess: () => invalidateForumLists(client),
  })
}

/** Edits a thread (owner, or forum-threads.manage); also the sticky toggle ({ is_sticky }). */
export const useUpdateThread = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdateThreadInput }) => {
      const response = await api.forum.threads[':id'].$put(
        { param: { id: String(id) }, json: input },
        { headers: FORM_ERRORS },
      )
      return (await response.json()).data
    },
    onSuccess: (thread) => showEdited(client, thread),
  })
}
