import type { PromotionResource } from '@worker/posts/promotions.schemas'
import { ContentEditorModal } from '@/components/admin/content-editor-modal'
import { can, subjectOf } from '@/lib/access'
import { useSettings } from '@/lib/site-settings'
import { getPromotionForEditQuery } from '../api/get-promotion-for-edit'
import { PromotionEditorForm } from './promotion-editor-form'
import { tierOptionsOf } from './promotion-form'

type Props = {
  opened: boolean
  onClose: () => void
  /** The promotion to edit; left out to write a new one. */
  promotionId?: number
  onSaved?: (promotion: PromotionResource) => void
}

/** Spec 02 §6: creating promotions needs either of these (the server refuses the rest too). */
export const PROMOTION_CREATE_PERMISSIONS = ['promotions.create', 'promotions.create-billable']

/**
 * Spec 02 §2 promotion editor, for the admin list, the member screens and quick-create. Like every
 * editor it closes only by its Close buttons, never by Escape or a click outside.
 */
export function PromotionEditorModal({ opened, onClose, promotionId, onSaved }: Props) {
  const settings = useSettings()
  return (
    <ContentEditorModal
      opened={opened}
      onClose={onClose}
      itemId={promotionId}
      query={getPromotionForEditQuery}
      titles={{ create: 'New promotion', edit: 'Edit promotion' }}
      closeLabel="Close the promotion editor"
      loadingLabel="Loading the promotion…"
      createPermissions={PROMOTION_CREATE_PERMISSIONS}
      cannotCreate="You are not allowed to create promotions."
      extra={{
        data: settings.data && tierOptionsOf(settings.data.promotion_tiers),
        failed: settings.isError,
      }}
    >
      {({ viewer, item: promotion, extra: tiers }) => (
        <PromotionEditorForm
          key={promotion?.id ?? 'new'}
          promotion={promotion}
          isManager={can(subjectOf(viewer), 'promotions.manage')}
          tiers={tiers}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </ContentEditorModal>
  )
}
