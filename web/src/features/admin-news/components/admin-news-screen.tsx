import { POST_MESSAGES } from '@worker/posts/posts.schemas'
import { PostsAdminScreen } from '@/components/admin/posts/posts-admin-screen'
import { useDeleteNews } from '../api/delete-news'
import { listAdminNewsQuery } from '../api/list-admin-news'
import { NewsEditorModal } from './news-editor-modal'

/** Spec 02 §2 news screen: every post, newest first, filtered by title and status. */
export function AdminNewsScreen() {
  return (
    <PostsAdminScreen
      title="News"
      createLabel="New news post"
      noun={{ one: 'news post', many: 'news posts' }}
      empty={POST_MESSAGES.noPosts}
      deleted="News post deleted"
      listQuery={listAdminNewsQuery}
      remove={useDeleteNews()}
      renderEditor={({ id, ...modal }) => <NewsEditorModal {...modal} newsId={id} />}
    />
  )
}
