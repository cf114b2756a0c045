import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { forgetWelcomeCookie, header, renderApp } from './account-app'

const settings = settingsFixture({ site_welcome_msg: 'Welcome aboard!\nSay hello in the forum.' })

const welcome = () => screen.queryByRole('dialog', { name: 'Welcome' })

beforeEach(() => {
  vi.resetModules()
  forgetWelcomeCookie()
})

describe('welcome message', () => {
  it('shows once: Close remembers it in a cookie and it does not come back', async () => {
    const { user, router } = await renderApp('/', { settings })
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' })
    const message = within(dialog).getByText(/Welcome aboard!/)
    expect(message.textContent).toBe('Welcome aboard!\nSay hello in the forum.')
    expect(document.cookie).not.toContain('welcome_message_seen')

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(welcome()).not.toBeInTheDocument())
    expect(document.cookie).toContain('welcome_message_seen=1')

    await router.navigate('/notifications')
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument()
    expect(welcome()).not.toBeInTheDocument()
  })

  it('is not shown again on a later visit with the cookie', async () => {
    document.cookie = 'welcome_message_seen=1; path=/'
    await renderApp('/notifications', { settings })
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument()
    expect(welcome()).not.toBeInTheDocument()
  })

  it('is not shown to visitors, nor when the site has no message', async () => {
    await renderApp('/', { me: null, settings })
    expect(await (await header()).findByRole('link', { name: 'Sign in' })).toBeInTheDocument()
    expect(welcome()).not.toBeInTheDocument()
  })

  it('is not shown when the site has no message', async () => {
    await renderApp('/notifications', { me: meFixture(), settings: settingsFixture() })
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument()
    expect(welcome()).not.toBeInTheDocument()
  })

  it('is not shown over the sign-up screen', async () => {
    await renderApp('/signup', { settings })
    expect(await screen.findByRole('heading', { name: /Join/ })).toBeInTheDocument()
    expect(welcome()).not.toBeInTheDocument()
  })
})
