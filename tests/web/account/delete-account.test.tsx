import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { header, renderApp, requestsTo } from './account-app'

beforeEach(() => {
  vi.resetModules()
})

describe('delete account', () => {
  it('asks first, then deletes, signs out and lands on the home page', async () => {
    const { user, requests, router } = await renderApp('/account?tab=delete')
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }))

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    expect(requestsTo(requests, 'DELETE', '/api/me')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))

    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument()
    expect(requestsTo(requests, 'DELETE', '/api/me')).toHaveLength(1)
    expect(router.state.location.pathname).toBe('/')
    // Signed out: the header offers a way in again, and no member screen sent them to sign in.
    expect(await (await header()).findByRole('link', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Open the menu for/ })).not.toBeInTheDocument()
    expect(router.state.location.search).toBe('')
  })

  it('keeps the account when the member cancels', async () => {
    const { user, requests, router } = await renderApp('/account?tab=delete')
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requestsTo(requests, 'DELETE', '/api/me')).toHaveLength(0)
    expect(router.state.location.pathname).toBe('/account')
  })
})
