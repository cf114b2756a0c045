import { useNavigate, useParams } from 'react-router'
import { NotFoundPage } from '@/components/not-found-page'
import { ResourcePage } from '@/features/resources/components/resource-page'
import { resourcePath } from '@/lib/post-paths'
import { PostEngagement } from './post-engagement'
import { useResourceEditorSlot } from './resource-editor-slot'
import { ViewAccess } from './view-access'

/**
 * /resources/:slug: one resource with its downloads, likes and comments, and the editor. A save
 * that renames the resource moves to its new address.
 */
export function ResourceRoute() {
  const { slug } = useParams()
  const navigate = useNavigate()
  const editor = useResourceEditorSlot((saved) => {
    if (saved.slug !== slug) navigate(resourcePath(saved.slug), { replace: true })
  })
  if (!slug) return <NotFoundPage />
  return (
    <ViewAccess permission="resources.view" resource="Resources">
      <ResourcePage
        key={slug}
        slug={slug}
        onEdit={editor.available ? (resource) => editor.edit(resource.id) : undefined}
        renderEngagement={(resource) => <PostEngagement post={resource} />}
      />
      {editor.modal}
    </ViewAccess>
  )
}
