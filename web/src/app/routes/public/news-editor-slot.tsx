import { lazy, Suspense, useState } from 'react'
import type { NewsResource } from '@worker/posts/posts.schemas'

// The editor is large (rich text, uploads, pickers): it downloads the first time it opens.
const NewsEditorModal = lazy(() =>
  import('@/features/admin-news/components/news-editor-modal').then((m) => ({
    default: m.NewsEditorModal,
  })),
)

type Editing = { newsId?: number } | null

/**
 * Composes the news editor (the admin-news feature) into other screens: `edit(id)` opens it for a
 * post, `create()` for a new one, and `modal` is the element to render.
 */
export function useNewsEditorSlot(onSaved?: (news: NewsResource) => void) {
  const [editing, setEditing] = useState<Editing>(null)
  const modal =
    editing === null ? null : (
      <Suspense fallback={null}>
        <NewsEditorModal
          opened
          onClose={() => setEditing(null)}
          newsId={editing.newsId}
          onSaved={onSaved}
        />
      </Suspense>
    )
  return {
    edit: (newsId: number) => setEditing({ newsId }),
    create: () => setEditing({}),
    modal,
  }
}
