import { isAdmin } from '@worker/lib/policy'
import { ContentEditorModal } from '@/components/admin/content-editor-modal'
import { subjectOf } from '@/lib/access'
import { getAdvertQuery } from '../api/get-advert'
import { AdvertEditorForm } from './advert-editor-form'

type Props = {
  opened: boolean
  onClose: () => void
  /** The advert to edit; left out to create one. */
  advertId?: number
}

/**
 * Spec 02 §2 advert editor. Adverts are admins' (no permission names them); like every editor it
 * closes only by its Close buttons, never by Escape or a click outside.
 */
export function AdvertEditorModal({ opened, onClose, advertId }: Props) {
  return (
    <ContentEditorModal
      opened={opened}
      onClose={onClose}
      itemId={advertId}
      query={getAdvertQuery}
      titles={{ create: 'New advert', edit: 'Edit advert' }}
      closeLabel="Close the advert editor"
      loadingLabel="Loading the advert…"
      createPermissions={isAdmin}
      cannotCreate="You are not allowed to create adverts."
    >
      {({ viewer, item: advert }) => (
        <AdvertEditorForm
          key={advert?.id ?? 'new'}
          advert={advert}
          isAdmin={isAdmin(subjectOf(viewer))}
          onClose={onClose}
        />
      )}
    </ContentEditorModal>
  )
}
