import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { settingsFixture } from '../helpers/fixtures'
import { forgetWelcomeCookie, renderApp, requestsTo } from '../account/account-app'
import { tryToDismiss } from './dismiss'

beforeEach(() => {
  vi.resetModules()
  forgetWelcomeCookie()
})

// Spec 01 §2 "Welcome: a message, Close confirms"; §5 modals close only by explicit close or cancel.
describe('account modals ignore Escape and the backdrop', { timeout: 15_000 }, () => {
  it('the welcome message stays, unseen, until Close', async () => {
    const { user } = await renderApp('/', {
      settings: settingsFixture({ site_welcome_msg: 'Welcome aboard!' }),
    })
    await screen.findByRole('dialog', { name: 'Welcome' })

    const dialog = await tryToDismiss(user, 'Welcome')
    expect(document.cookie).not.toContain('welcome_message_seen')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument(),
    )
    expect(document.cookie).toContain('welcome_message_seen=1')
  })

  it('the delete-account confirm stays until Cancel, deleting nothing', async () => {
    const { user, requests } = await renderApp('/account?tab=delete')
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }))
    await screen.findByRole('dialog', { name: 'Delete your account?' })

    const dialog = await tryToDismiss(user, 'Delete your account?')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requestsTo(requests, 'DELETE', '/api/me')).toHaveLength(0)
  })
})
