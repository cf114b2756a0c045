import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../helpers/fetch-mock'
import { PREFERENCES, renderApp, requestsTo } from './account-app'

const row = async (label: string) => within(await screen.findByRole('group', { name: label }))

beforeEach(() => {
  vi.resetModules()
})

describe('email notification preferences', () => {
  it('are reached from the tabs with the keyboard', async () => {
    const { user, router } = await renderApp('/account')
    const passwordTab = await screen.findByRole('tab', { name: 'Password' })
    expect(passwordTab).toHaveAttribute('aria-selected', 'true')
    passwordTab.focus()
    await user.keyboard('{ArrowRight}')

    expect(screen.getByRole('tab', { name: 'Email notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(await row('Your membership is approved')).toBeTruthy()
    expect(router.state.location.search).toBe('?tab=notifications')
  })

  it('show each kind, with those that are always sent and push switched off', async () => {
    await renderApp('/account?tab=notifications')

    const optional = await row('Someone asks to join the community')
    expect(optional.getByRole('switch', { name: 'Email' })).toBeChecked()
    expect(optional.getByRole('switch', { name: 'Email' })).toBeEnabled()
    expect(optional.getByRole('switch', { name: 'Push' })).toBeDisabled()
    expect(optional.queryByText('Always sent')).not.toBeInTheDocument()

    const required = await row('Your membership is approved')
    expect(required.getByRole('switch', { name: 'Email' })).toBeChecked()
    expect(required.getByRole('switch', { name: 'Email' })).toBeDisabled()
    expect(required.getByRole('switch', { name: 'Push' })).toBeDisabled()
    expect(required.getByText('Always sent')).toBeInTheDocument()

    expect(screen.getByText('Push notifications arrive with the app.')).toBeInTheDocument()
  })

  it('save every row with the switch the member changed', async () => {
    const { user, requests } = await renderApp('/account?tab=notifications')
    const optional = await row('Someone asks to join the community')
    await user.click(optional.getByRole('switch', { name: 'Email' }))
    expect(optional.getByRole('switch', { name: 'Email' })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Notification preferences saved')).toBeInTheDocument()
    expect(requestsTo(requests, 'POST', '/api/user-notifications').map((r) => r.body)).toEqual([
      {
        user_id: 7,
        notifications: [
          { notification: 'user.requested', email: false, push: false },
          { notification: 'user.approved', email: true, push: false },
        ],
      },
    ])
    expect(optional.getByRole('switch', { name: 'Email' })).not.toBeChecked()
  })

  it('show a refused row beside that row', async () => {
    const { user } = await renderApp('/account?tab=notifications', {
      answer: (r) =>
        r.method === 'POST' && r.path === '/api/user-notifications'
          ? jsonResponse(422, {
              message: 'The given data was invalid.',
              errors: { 'notifications.1': ['This notification cannot be turned off'] },
            })
          : undefined,
    })
    await row('Your membership is approved')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const required = await row('Your membership is approved')
    expect(await required.findByText('This notification cannot be turned off')).toBeInTheDocument()
    const optional = await row('Someone asks to join the community')
    expect(optional.queryByText('This notification cannot be turned off')).not.toBeInTheDocument()
    expect(screen.queryByText('Notification preferences saved')).not.toBeInTheDocument()
  })

  it('say so when there is nothing to choose', async () => {
    await renderApp('/account?tab=notifications', { preferences: [] })
    expect(
      await screen.findByText('There are no notifications to choose from yet.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })

  it('offer to try again when they cannot load', async () => {
    let failing = true
    const { user } = await renderApp('/account?tab=notifications', {
      answer: (r) =>
        failing && r.path === '/api/user-notifications/7'
          ? jsonResponse(500, { message: 'There was an error on the server' })
          : undefined,
    })
    expect(
      await screen.findByText('Your notification preferences could not be loaded.'),
    ).toBeInTheDocument()
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(screen.getByRole('group', { name: PREFERENCES[0]?.label })).toBeInTheDocument(),
    )
  })
})
