import { Button } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import type { PromotionResource } from '@worker/posts/promotions.schemas'
import { canAny, subjectOf } from '@/lib/access'
import { promotionKeys } from '@/lib/post-keys'
import { useMe } from '@/lib/session'
import { promotionEditorModule } from './post-editor-modules'

// The editor is large (rich text, uploads): it downloads the first time it opens.
const PromotionEditorModal = promotionEditorModule ? lazy(promotionEditorModule) : null

/** Is there an editor to open (no button opens nothing)? */
export const hasPromotionEditor = PromotionEditorModal !== null

/** Spec 02 §6: promotions need promotions.create or promotions.create-billable. */
export const PROMOTION_CREATE_PERMISSIONS = ['promotions.create', 'promotions.create-billable']

/**
 * Composes the promotion editor into the promotions screens and the quick-create menu: `edit(id)`
 * opens it on a promotion, `create()` on a new one, and `modal` is the element to render. A save
 * reads the lists and pages again.
 */
export function usePromotionEditorSlot(onSaved?: (promotion: PromotionResource) => void) {
  const client = useQueryClient()
  const [editing, setEditing] = useState<{ promotionId?: number } | null>(null)
  const modal =
    editing === null || PromotionEditorModal === null ? null : (
      <Suspense fallback={null}>
        <PromotionEditorModal
          opened
          onClose={() => setEditing(null)}
          promotionId={editing.promotionId}
          onSaved={(promotion) => {
            void client.invalidateQueries({ queryKey: promotionKeys.all })
            onSaved?.(promotion)
          }}
        />
      </Suspense>
    )
  return {
    available: hasPromotionEditor,
    edit: (promotionId: number) => setEditing({ promotionId }),
    create: () => setEditing({}),
    modal,
  }
}

/** "New promotion" for members holding promotions.create or promotions.create-billable. */
export function NewPromotionButton({ onClick }: { onClick: () => void }) {
  const me = useMe()
  if (!hasPromotionEditor || !me.data || !canAny(subjectOf(me.data), PROMOTION_CREATE_PERMISSIONS))
    return null
  return <Button onClick={onClick}>New promotion</Button>
}
