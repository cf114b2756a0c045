import { Modal } from '@mantine/core'
import { screen } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { CalendarEventModal } from '@/features/events/components/calendar-event-modal'
import { ImageCropDialog } from '@/components/uploads/image-crop-dialog'
import { IMAGE_TARGETS } from '@/lib/uploads/image-targets'
import { renderScreen } from '../helpers/render'
import { eventFixture } from '../events/event-fixtures'
import { tryToDismiss } from './dismiss'

/** Shows `modal` until it asks to close, as a screen would. */
function Screen({ modal }: { modal: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true)
  return open ? modal(() => setOpen(false)) : <p>Closed</p>
}

// Spec 01 §5: the rule is the app theme's default for every Mantine Modal, so modals that do not
// set it themselves (and those later features add) follow it too.
describe(
  'every modal in the app ignores Escape and the backdrop by default',
  { timeout: 15_000 },
  () => {
    it('a modal that sets nothing itself', async () => {
      const { user } = renderScreen(
        '/',
        <Screen
          modal={(close) => (
            <Modal opened onClose={close} title="Later feature">
              Draft
            </Modal>
          )}
        />,
      )
      await tryToDismiss(user, 'Later feature')
      expect(screen.queryByText('Closed')).not.toBeInTheDocument()
    })

    it('the calendar’s event summary', async () => {
      // The calendar reads the list's shape, whose description is plain JSON.
      const event = { ...eventFixture({ title: 'Quiz night' }), description: null, children: [] }
      const { user } = renderScreen(
        '/',
        <Screen
          modal={(close) => (
            <CalendarEventModal event={event} showAvailability={false} onClose={close} />
          )}
        />,
      )
      await tryToDismiss(user, 'Quiz night')
      expect(screen.queryByText('Closed')).not.toBeInTheDocument()
    })

    it('the image crop dialog', async () => {
      const image = {
        file: new File(['x'], 'poster.png', { type: 'image/png' }),
        mime: 'image/png' as const,
        url: 'blob:poster',
      }
      const { user } = renderScreen(
        '/',
        <Screen
          modal={(close) => (
            <ImageCropDialog
              image={image}
              target={IMAGE_TARGETS.event}
              onCancel={close}
              onCropped={() => undefined}
              onError={() => undefined}
            />
          )}
        />,
      )
      await tryToDismiss(user, 'Crop image')
      expect(screen.queryByText('Closed')).not.toBeInTheDocument()
    })
  },
)
