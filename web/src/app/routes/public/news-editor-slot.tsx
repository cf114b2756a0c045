import { Button } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import type { NewsResource } from '@worker/posts/posts.schemas'
import { canAny, subjectOf } from '@/lib/access'
import { newsKeys } from '@/lib/post-keys'
import { useMe } from '@/lib/session'
import { newsEditorModule } from './post-editor-modules'

// The editor is large (rich text, uploads): it downloads the first time it opens.
const NewsEditorModal = newsEditorModule ? lazy(newsEditorModule) : null

/** Is there an editor to open (no button opens nothing)? */
export const hasNewsEditor = NewsEditorModal !== null

/** Who may write news (spec 02 §6); the server checks again. */
export const NEWS_CREATE_PERMISSIONS = ['news.create', 'news.create-billable', 'news.manage']

/**
 * Composes the news editor into the news screens: `edit(id)` opens it on a post, `create()` on a
 * new one, and `modal` is the element to render. A save reads the lists and pages again.
 */
export function useNewsEditorSlot(onSaved?: (news: NewsResource) => void) {
  const client = useQueryClient()
  const [editing, setEditing] = useState<{ newsId?: number } | null>(null)
  const modal =
    editing === null || NewsEditorModal === null ? null : (
      <Suspense fallback={null}>
        <NewsEditorModal
          opened
          onClose={() => setEditing(null)}
          newsId={editing.newsId}
          onSaved={(news) => {
            void client.invalidateQueries({ queryKey: newsKeys.all })
            onSaved?.(news)
          }}
        />
      </Suspense>
    )
  return {
    available: hasNewsEditor,
    edit: (newsId: number) => setEditing({ newsId }),
    create: () => setEditing({}),
    modal,
  }
}

/** "Write a news post" for members holding news.create, news.create-billable or news.manage. */
export function WriteNewsButton({ onClick }: { onClick: () => void }) {
  const me = useMe()
  if (!hasNewsEditor || !me.data || !canAny(subjectOf(me.data), NEWS_CREATE_PERMISSIONS))
    return null
  return <Button onClick={onClick}>Write a news post</Button>
}
