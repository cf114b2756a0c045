import { POST_MESSAGES } from '@worker/posts/posts.schemas'
import { PostsAdminScreen } from '@/components/admin/posts/posts-admin-screen'
import { useDeleteResource } from '../api/delete-resource'
import { listAdminResourcesQuery } from '../api/list-admin-resources'
import { ResourceEditorModal } from './resource-editor-modal'

/** Spec 02 §2 resources screen: every resource, newest first, filtered by title and status. */
export function AdminResourcesScreen() {
  return (
    <PostsAdminScreen
      title="Resources"
      createLabel="New resource"
      noun={{ one: 'resource', many: 'resources' }}
      empty={POST_MESSAGES.noResources}
      deleted={POST_MESSAGES.resourceDeleted}
      listQuery={listAdminResourcesQuery}
      remove={useDeleteResource()}
      renderEditor={({ id, ...modal }) => <ResourceEditorModal {...modal} resourceId={id} />}
    />
  )
}
