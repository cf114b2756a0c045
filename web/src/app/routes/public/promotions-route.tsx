import { PromotionsScreen } from '@/features/promotions/components/promotions-screen'
import { NewPromotionButton, usePromotionEditorSlot } from './promotion-editor-slot'
import { ViewAccess } from './view-access'

/** /promotions: the promotion cards, with the editor for "New promotion" and Edit. */
export function PromotionsRoute() {
  const editor = usePromotionEditorSlot()
  return (
    <ViewAccess permission="promotions.view" resource="Promotions">
      <PromotionsScreen
        actions={<NewPromotionButton onClick={editor.create} />}
        onEdit={editor.available ? (promotion) => editor.edit(promotion.id) : undefined}
      />
      {editor.modal}
    </ViewAccess>
  )
}
