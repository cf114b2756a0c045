import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SignupPage } from '@/features/auth/components/signup-page'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'

// The real widget solves a proof of work in web workers; here the user "solves" it with a click.
vi.mock('@/components/captcha-field', () => ({
  default: ({ onVerified }: { onVerified: (payload: string) => void }) => (
    <button type="button" onClick={() => onVerified('captcha-solution')}>
      Solve the captcha
    </button>
  ),
}))

const CONSENT = 'We keep your details to run your membership.'

const renderSignup = (
  handler: (r: ApiRequest) => Response | undefined,
  newsletterEnabled = false,
) => {
  const api = mockFetch(handler)
  const view = renderScreen(
    '/signup',
    <SignupPage newsletterEnabled={newsletterEnabled} consentText={CONSENT} />,
  )
  return { ...view, ...api }
}

const fillIn = async (user: ReturnType<typeof renderScreen>['user']) => {
  await user.type(screen.getByLabelText(/Forename/), 'Grace')
  await user.type(screen.getByLabelText(/Surname/), 'Hopper')
  await user.type(screen.getByLabelText(/Email address/), 'grace@example.com')
  await user.selectOptions(screen.getByLabelText('Gender'), 'Prefer not to say')
  await user.type(screen.getByLabelText(/Date of birth/), '09/12/1906')
  await user.type(
    screen.getByRole('combobox', { name: 'Interests' }),
    'Compilers{Enter}Navy{Enter}',
  )
  await user.type(screen.getByLabelText(/^Password/), 'a long passphrase')
  await user.type(screen.getByLabelText(/Confirm password/), 'a long passphrase')
  await user.click(screen.getByRole('button', { name: 'Solve the captcha' }))
  await user.click(screen.getByRole('button', { name: 'Join' }))
}

const created = (isActive: number) =>
  jsonResponse(201, { data: { ...meFixture({ forename: 'Grace' }), is_active: isActive } })

describe('sign-up', () => {
  it('starts with title Ms and gender Female, and has no newsletter box unless the site offers it', () => {
    renderSignup(() => undefined)
    expect(screen.getByLabelText('Title')).toHaveValue('Ms')
    expect(screen.getByLabelText('Gender')).toHaveValue('f')
    expect(screen.queryByLabelText('Send me the newsletter')).not.toBeInTheDocument()
  })

  it('sends nothing when the consent is declined', async () => {
    const { user, requests } = renderSignup(() => undefined)
    await fillIn(user)
    expect(await screen.findByText(CONSENT)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(screen.queryByText(CONSENT)).not.toBeInTheDocument())
    expect(requests).toHaveLength(0)
  })

  it('opens one consent dialog however often Join is pressed', async () => {
    const { user, requests } = renderSignup((r) =>
      r.path === '/api/signup' ? created(-1) : undefined,
    )
    await fillIn(user)
    await user.dblClick(screen.getByRole('button', { name: 'Join' }))
    await user.keyboard('{Enter}')
    expect(await screen.findAllByRole('button', { name: 'Agree' })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Agree' }))
    expect(await screen.findByText('Thanks for Requesting to Join')).toBeInTheDocument()
    expect(requests.filter((r) => r.path === '/api/signup')).toHaveLength(1)
  })

  it('sends the form with agreed_to after Agree, then thanks a member awaiting approval', async () => {
    const { user, requests } = renderSignup((r) =>
      r.path === '/api/signup' ? created(-1) : undefined,
    )
    await fillIn(user)
    await user.click(await screen.findByRole('button', { name: 'Agree' }))
    expect(await screen.findByText('Thanks for Requesting to Join')).toBeInTheDocument()
    expect(screen.getByText(/An admin will review your request soon/)).toBeInTheDocument()
    expect(requests[0]?.body).toEqual({
      title: 'Ms',
      forename: 'Grace',
      surname: 'Hopper',
      email: 'grace@example.com',
      gender: null,
      dob: '1906-12-09',
      industry: null,
      interests: ['Compilers', 'Navy'],
      is_subscribed: false,
      password: 'a long passphrase',
      password_confirmation: 'a long passphrase',
      captcha: 'captcha-solution',
      custom_attrs: {},
      agreed_to: true,
    })
  })

  it('goes home signed in when the site admits members at once', async () => {
    const { user } = renderSignup((r) => {
      if (r.path === '/api/signup') return created(1)
      if (r.path === '/api/me') return jsonResponse(200, { data: meFixture() })
      return undefined
    })
    await fillIn(user)
    await user.click(await screen.findByRole('button', { name: 'Agree' }))
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/))
  })

  it('goes to the plans instead when the site sends new members there', async () => {
    mockFetch((r) => {
      if (r.path === '/api/signup') return created(1)
      if (r.path === '/api/me') return jsonResponse(200, { data: meFixture() })
      return undefined
    })
    const { user } = renderScreen(
      '/signup',
      <SignupPage newsletterEnabled consentText={CONSENT} afterJoinPath="/subscription" />,
    )
    expect(screen.getByLabelText('Send me the newsletter')).toBeInTheDocument()
    await fillIn(user)
    await user.click(await screen.findByRole('button', { name: 'Agree' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscription$/),
    )
  })

  it("shows the server's field errors beside the fields, interests grouped by index", async () => {
    const { user } = renderSignup(() =>
      jsonResponse(422, {
        message: "Request couldn't be processed",
        errors: {
          email: [
            'An account with this email address already exists. Sign in or reset your password.',
          ],
          'interests.1': ['Too long'],
        },
      }),
    )
    await fillIn(user)
    await user.click(await screen.findByRole('button', { name: 'Agree' }))
    const email = screen.getByLabelText(/Email address/)
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already exists/))
    expect(email).toHaveFocus()
    expect(screen.getByText('1: Too long')).toBeInTheDocument()
    expect(
      screen.queryByRole('alert', { name: /Request couldn't be processed/ }),
    ).not.toBeInTheDocument()
  })

  it('checks the date of birth is a real day/month/year date', async () => {
    const { user, requests } = renderSignup(() => undefined)
    await user.type(screen.getByLabelText(/Date of birth/), '31/02/1990')
    await user.click(screen.getByRole('button', { name: 'Join' }))
    expect(
      await screen.findByText('Enter a real date as day/month/year, e.g. 31/01/1990'),
    ).toBeInTheDocument()
    expect(screen.queryByText(CONSENT)).not.toBeInTheDocument()
    expect(requests).toHaveLength(0)
  })
})
