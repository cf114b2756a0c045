import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SigninPage } from '@/features/auth/components/signin-page'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { meFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'

const signedInApi = () =>
  mockFetch((r) => {
    if (r.method === 'POST' && r.path === '/api/signin')
      return jsonResponse(200, { data: meFixture() })
    if (r.path === '/api/me') return jsonResponse(200, { data: meFixture() })
    return undefined
  })

const fillAndSubmit = async (user: ReturnType<typeof renderScreen>['user']) => {
  await user.type(screen.getByLabelText(/Email address/), 'ada@example.com')
  await user.type(screen.getByLabelText(/Password/), 'correct horse battery')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('sign-in messages by key', () => {
  it.each([
    ['unauthorised', 'You need to be signed in to do that. Sign in below or create a new account.'],
    ['loginRequired', 'You need to be signed in to access this site. Sign in below.'],
  ])('?message=%s says "%s"', (key, text) => {
    renderScreen('/signin', <SigninPage />, { route: `/signin?message=${key}` })
    expect(screen.getByText(text)).toBeInTheDocument()
  })

  it('shows nothing for an unknown key', () => {
    renderScreen('/signin', <SigninPage />, { route: '/signin?message=constructor' })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.queryByText(/You need to be signed in/)).not.toBeInTheDocument()
  })
})

describe('sign-in form', () => {
  it('sends nothing while the form is invalid and says why', async () => {
    const { requests } = mockFetch(() => undefined)
    const { user } = renderScreen('/signin', <SigninPage />)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Enter your password')).toBeInTheDocument()
    expect(requests).toHaveLength(0)
  })

  it('sends email, password and remember me', async () => {
    const { requests } = signedInApi()
    const { user } = renderScreen('/signin', <SigninPage />)
    await user.click(screen.getByLabelText('Remember me'))
    await fillAndSubmit(user)
    await waitFor(() => expect(requests.some((r) => r.path === '/api/signin')).toBe(true))
    expect(requests.find((r) => r.path === '/api/signin')?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse battery',
      remember_me: true,
    })
  })

  it('shows wrong details beside the password, without an alert', async () => {
    const message = 'These details do not match our records.'
    mockFetch(() => jsonResponse(422, { message, errors: { password: [message] } }))
    const { user } = renderScreen('/signin', <SigninPage />)
    await fillAndSubmit(user)
    await waitFor(() =>
      expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription(message),
    )
    expect(screen.getByLabelText(/Password/)).toHaveFocus()
    expect(screen.getByTestId('location')).toHaveTextContent('/signin')
  })

  it('shows a refusal (awaiting approval) on the form', async () => {
    const message = 'Your request to join is waiting for an administrator to approve it.'
    mockFetch(() => jsonResponse(403, { message }))
    const { user } = renderScreen('/signin', <SigninPage />)
    await fillAndSubmit(user)
    const shown = await screen.findByRole('alert')
    expect(shown).toHaveTextContent(message)
    // One message on the form, no notification titled with the status text.
    expect(screen.queryByText('Not allowed to do that')).not.toBeInTheDocument()
  })
})

describe('after signing in', () => {
  it.each([
    ['/my-events?view=calendar', '/my-events?view=calendar'],
    ['https://evil.example/x', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
  ])('next=%s lands on %s', async (next, landing) => {
    signedInApi()
    const { user } = renderScreen('/signin', <SigninPage />, {
      route: `/signin?message=unauthorised&next=${encodeURIComponent(next)}`,
    })
    await fillAndSubmit(user)
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${escape(landing)}$`)),
    )
  })
})

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
