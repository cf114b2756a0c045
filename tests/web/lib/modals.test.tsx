import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { markModalHostReady, openConfirmModal } from '@/lib/modals'

/** The app's modal host: mounted lazily, and says so when it is. */
function LateHost() {
  useEffect(markModalHostReady, [])
  return <ModalsProvider />
}

describe('openConfirmModal', () => {
  it('keeps a confirmation asked for before the modal host loads, and opens it when the host mounts', async () => {
    // A member clicks "Cancel order" on a page whose modal host has not arrived yet.
    const id = openConfirmModal({
      title: 'Cancel order',
      labels: { confirm: 'Cancel order', cancel: 'Keep my tickets' },
    })
    expect(id).toMatch(/^confirm-/)
    render(
      <MantineProvider env="test">
        <LateHost />
      </MantineProvider>,
    )
    expect(await screen.findByRole('dialog', { name: 'Cancel order' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Keep my tickets' })).toBeInTheDocument()
  })
})
