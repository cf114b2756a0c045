import { useNavigate, useParams } from 'react-router'
import { NotFoundPage } from '@/components/not-found-page'
import { PromotionPage } from '@/features/promotions/components/promotion-page'
import { promotionPath } from '@/lib/post-paths'
import { PostEngagement } from './post-engagement'
import { usePromotionEditorSlot } from './promotion-editor-slot'
import { ViewAccess } from './view-access'

/**
 * /promotions/:slug: one promotion with its claim button, likes and comments, and the editor. A
 * save that renames it moves to its new address.
 */
export function PromotionRoute() {
  const { slug } = useParams()
  const navigate = useNavigate()
  const editor = usePromotionEditorSlot((saved) => {
    if (saved.slug !== slug) navigate(promotionPath(saved.slug), { replace: true })
  })
  if (!slug) return <NotFoundPage />
  return (
    <ViewAccess permission="promotions.view" resource="Promotions">
      <PromotionPage
        key={slug}
        slug={slug}
        onEdit={editor.available ? (promotion) => editor.edit(promotion.id) : undefined}
        renderEngagement={(promotion) => <PostEngagement post={promotion} />}
      />
      {editor.modal}
    </ViewAccess>
  )
}
