import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../helpers/fetch-mock'
import { renderApp, requestsTo } from './account-app'

type User = Awaited<ReturnType<typeof renderApp>>['user']

const fill = async (user: User, current: string, next: string, confirmation = next) => {
  await user.type(await screen.findByLabelText(/Current password/), current)
  await user.type(screen.getByLabelText(/^New password/), next)
  await user.type(screen.getByLabelText(/Confirm new password/), confirmation)
  await user.click(screen.getByRole('button', { name: 'Change password' }))
}

beforeEach(() => {
  vi.resetModules()
})

describe('change password', () => {
  it('shows a refused current password beside its field, without an alert', async () => {
    const { user, requests } = await renderApp('/account', {
      answer: (r) =>
        r.method === 'PUT' && r.path === '/api/me/password'
          ? jsonResponse(422, {
              message: 'The given data was invalid.',
              errors: { current_password: ['The current password is not correct'] },
            })
          : undefined,
    })
    await fill(user, 'not-my-password', 'a long new passphrase')

    const current = screen.getByLabelText(/Current password/)
    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument()
    expect(current).toHaveAccessibleDescription('The current password is not correct')
    await waitFor(() => expect(current).toHaveFocus())
    expect(screen.queryByText("Request couldn't be processed")).not.toBeInTheDocument()
    expect(screen.queryByText('Your password has been changed.')).not.toBeInTheDocument()
    expect(requestsTo(requests, 'PUT', '/api/me/password')).toHaveLength(1)
  })

  it('sends the three fields, says it is done and clears the form', async () => {
    const { user, requests } = await renderApp('/account')
    await fill(user, 'my-old-password', 'a long new passphrase')

    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument()
    expect(requestsTo(requests, 'PUT', '/api/me/password').map((r) => r.body)).toEqual([
      {
        current_password: 'my-old-password',
        password: 'a long new passphrase',
        password_confirmation: 'a long new passphrase',
      },
    ])
    await waitFor(() => expect(screen.getByLabelText(/Current password/)).toHaveValue(''))
    expect(screen.getByLabelText(/^New password/)).toHaveValue('')
    expect(screen.getByLabelText(/Confirm new password/)).toHaveValue('')
  })

  it('sends nothing while the new passwords differ', async () => {
    const { user, requests } = await renderApp('/account')
    await fill(user, 'my-old-password', 'a long new passphrase', 'a different passphrase')

    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument()
    expect(requestsTo(requests, 'PUT', '/api/me/password')).toHaveLength(0)
  })
})
