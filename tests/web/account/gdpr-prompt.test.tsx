import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { forgetWelcomeCookie, header, renderApp, requestsTo } from './account-app'

const TITLE = 'We have updated our data protection notice'

const settings = settingsFixture({
  gdpr_settings: {
    signup: {
      content: 'We keep your details.\nWe never sell them.',
      modified: '2026-01-01T00:00:00.000Z',
    },
    reminder: { content: '', threshold: null },
  },
})

const renderNeedingAgreement = (path = '/') =>
  renderApp(path, { me: meFixture({ needs_agreement: true }), settings })

beforeEach(() => {
  vi.resetModules()
  forgetWelcomeCookie()
})

describe('data protection re-agreement', () => {
  it('shows the notice as text, line breaks kept, and cannot be closed with Escape', async () => {
    const { user } = await renderNeedingAgreement()
    const dialog = await screen.findByRole('dialog', { name: TITLE })
    const notice = within(dialog).getByText(/We keep your details\./)
    expect(notice.textContent).toBe('We keep your details.\nWe never sell them.')
    expect(notice).toHaveStyle({ whiteSpace: 'pre-line' })

    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument()
  })

  it('records agreement, re-reads "me" and closes', async () => {
    const { user, requests } = await renderNeedingAgreement()
    const dialog = await screen.findByRole('dialog', { name: TITLE })
    const meReads = requestsTo(requests, 'GET', '/api/me').length
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }))

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument(),
    )
    expect(requestsTo(requests, 'POST', '/api/me/agree')).toHaveLength(1)
    expect(requestsTo(requests, 'GET', '/api/me').length).toBe(meReads + 1)
  })

  it('is not shown to a member who has agreed', async () => {
    await renderApp('/', { me: meFixture(), settings })
    expect(await screen.findByRole('button', { name: /Open the menu for/ })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument()
  })

  it('on refusal offers deletion, and Back returns to the notice', async () => {
    const { user, requests } = await renderNeedingAgreement()
    await user.click(await screen.findByRole('button', { name: 'I do not agree' }))

    const refusal = await screen.findByRole('dialog', { name: 'You have not agreed to the notice' })
    expect(within(refusal).getByText(/you can delete your account/)).toBeInTheDocument()
    await user.click(within(refusal).getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument()
    expect(requestsTo(requests, 'DELETE', '/api/me')).toHaveLength(0)
    expect(requestsTo(requests, 'POST', '/api/me/agree')).toHaveLength(0)
  })

  it('deletes the account from the refusal step and signs the member out', async () => {
    const { user, requests, router } = await renderNeedingAgreement('/notifications')
    await user.click(await screen.findByRole('button', { name: 'I do not agree' }))
    const refusal = await screen.findByRole('dialog', { name: 'You have not agreed to the notice' })
    await user.click(within(refusal).getByRole('button', { name: 'Delete my account' }))

    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument()
    expect(requestsTo(requests, 'DELETE', '/api/me')).toHaveLength(1)
    expect(router.state.location.pathname).toBe('/')
    expect(await (await header()).findByRole('link', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
