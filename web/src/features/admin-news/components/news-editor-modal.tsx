import type { NewsResource } from '@worker/posts/posts.schemas'
import { ContentEditorModal } from '@/components/admin/content-editor-modal'
import { postAccessOf } from '@/components/admin/posts/post-form'
import { getNewsForEditQuery } from '../api/get-news-for-edit'
import { NewsEditorForm } from './news-editor-form'

type Props = {
  opened: boolean
  onClose: () => void
  /** The post to edit; left out to write a new one. */
  newsId?: number
  onSaved?: (news: NewsResource) => void
}

/** Spec 02 §6: writing news needs any of these (the server refuses the rest too). */
export const NEWS_CREATE_PERMISSIONS = ['news.create', 'news.create-billable', 'news.manage']

/**
 * Spec 02 §2 news post editor, for the admin list, the member screens and quick-create. Like
 * every editor it closes only by its Close buttons, never by Escape or a click outside.
 */
export function NewsEditorModal({ opened, onClose, newsId, onSaved }: Props) {
  return (
    <ContentEditorModal
      opened={opened}
      onClose={onClose}
      itemId={newsId}
      query={getNewsForEditQuery}
      titles={{ create: 'New news post', edit: 'Edit news post' }}
      closeLabel="Close the news editor"
      loadingLabel="Loading the news post…"
      createPermissions={NEWS_CREATE_PERMISSIONS}
      cannotCreate="You are not allowed to write news posts."
    >
      {({ viewer, item: news }) => (
        <NewsEditorForm
          key={news?.id ?? 'new'}
          news={news}
          access={postAccessOf(viewer, 'news.manage')}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </ContentEditorModal>
  )
}
