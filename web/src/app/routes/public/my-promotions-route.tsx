import { MyPromotionsScreen } from '@/features/promotions/components/promotions-screen'
import { NewPromotionButton, usePromotionEditorSlot } from './promotion-editor-slot'
import { ViewAccess } from './view-access'

/** /my-promotions (members only): the member's own promotions in every status, with the editor. */
export function MyPromotionsRoute() {
  const editor = usePromotionEditorSlot()
  return (
    <ViewAccess permission="promotions.view" resource="Promotions">
      <MyPromotionsScreen
        actions={<NewPromotionButton onClick={editor.create} />}
        onEdit={editor.available ? (promotion) => editor.edit(promotion.id) : undefined}
      />
      {editor.modal}
    </ViewAccess>
  )
}
