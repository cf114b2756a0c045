import { act, screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'

/** The backdrop behind the topmost open modal, in the page or in a portal. */
export const topOverlay = () => {
  const overlays = document.querySelectorAll<HTMLElement>('.mantine-Modal-overlay')
  const overlay = overlays[overlays.length - 1]
  if (!overlay) throw new Error('no modal backdrop is showing')
  return overlay
}

/** A modal that closes stays in the page for its exit transition (200 ms) when the app renders
 * with transitions on (the whole-app tests); look only once that would be over. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 350)))

/**
 * What a stray key or click does to an open modal (spec 01 §5, M01-UI-04; spec 02 §2): presses
 * Escape, then clicks the backdrop, and checks after each that the modal named `name` is still
 * open and that nothing else opened or closed (no "Are you sure?" either). Returns the dialog.
 */
export const tryToDismiss = async (user: UserEvent, name: string | RegExp) => {
  expect(screen.getByRole('dialog', { name })).toBeInTheDocument()
  const dialogs = screen.getAllByRole('dialog').length
  await user.keyboard('{Escape}')
  await settle()
  expect(screen.queryByRole('dialog', { name }), 'after Escape').toBeInTheDocument()
  expect(screen.getAllByRole('dialog'), 'dialogs after Escape').toHaveLength(dialogs)
  await user.click(topOverlay())
  await settle()
  expect(
    screen.queryByRole('dialog', { name }),
    'after a click on the backdrop',
  ).toBeInTheDocument()
  expect(screen.getAllByRole('dialog'), 'dialogs after a click on the backdrop').toHaveLength(
    dialogs,
  )
  return screen.getByRole('dialog', { name })
}
