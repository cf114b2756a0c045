import { Alert, Button, Group, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { PromotionResource } from '@worker/posts/promotions.schemas'
import { AdminEditorModal, EditorLoader } from '@/components/admin/admin-editor-modal'
import { can, canAny, subjectOf } from '@/lib/access'
import { useMe } from '@/lib/session'
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

function CannotCreate({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="red" role="alert">
        You are not allowed to create promotions.
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  )
}

/**
 * Spec 02 §2 promotion editor, for the admin list, the member screens and quick-create. Like every
 * editor it closes only by its Close buttons, never by Escape or a click outside.
 */
export function PromotionEditorModal({ opened, onClose, promotionId, onSaved }: Props) {
  const me = useMe()
  const settings = useSettings()
  const loaded = useQuery({
    ...getPromotionForEditQuery(promotionId ?? 0),
    enabled: opened && promotionId !== undefined,
  })
  const promotion = promotionId === undefined ? undefined : loaded.data
  const ready =
    me.data && settings.data && (promotionId === undefined || promotion)
      ? { me: me.data, tiers: tierOptionsOf(settings.data.promotion_tiers), promotion }
      : undefined
  return (
    <AdminEditorModal
      opened={opened}
      onClose={onClose}
      title={promotionId === undefined ? 'New promotion' : 'Edit promotion'}
      size="xl"
      fullScreenBelow="48em"
      closeLabel="Close the promotion editor"
    >
      <EditorLoader
        data={ready}
        failed={(promotionId !== undefined && loaded.isError) || settings.isError}
        label="Loading the promotion…"
        onClose={onClose}
      >
        {({ me: viewer, tiers, promotion: p }) => {
          const subject = subjectOf(viewer)
          return promotionId === undefined && !canAny(subject, PROMOTION_CREATE_PERMISSIONS) ? (
            <CannotCreate onClose={onClose} />
          ) : (
            <PromotionEditorForm
              key={p?.id ?? 'new'}
              promotion={p ?? null}
              isManager={can(subject, 'promotions.manage')}
              tiers={tiers}
              onClose={onClose}
              onSaved={onSaved}
            />
          )
        }}
      </EditorLoader>
    </AdminEditorModal>
  )
}
