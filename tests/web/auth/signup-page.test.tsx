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
  // The form asks for the site's custom profile fields (none unless a test says otherwise).
  const api = mockFetch(
    (r) =>
      handler(r) ??
      (r.path === '/api/user-attributes' ? jsonResponse(200, { data: [] }) : undefined),
  )
  const view = renderScreen(
    '/signup',
    <SignupPage newsletterEnabled={newsletterEnabled} consentText={CONSENT} />,
  )
  return { ...view, ...api }
}

type User = ReturnType<typeof renderScreen>['user']

const moreAboutYou = () => screen.getByRole('button', { name: 'More about you (optional)' })

/** What joining needs: names, email, password and the captcha (title and gender keep defaults). */
const fillInRequired = async (user: User) => {
  await user.type(screen.getByLabelText(/Forename/), 'Grace')
  await user.type(screen.getByLabelText(/Surname/), 'Hopper')
  await user.type(screen.getByLabelText(/Email address/), 'grace@example.com')
  await user.type(screen.getByLabelText(/^Password/), 'a long passphrase')
  await user.type(screen.getByLabelText(/Confirm password/), 'a long passphrase')
  await user.click(screen.getByRole('button', { name: 'Solve the captcha' }))
}

const fillIn = async (user: User) => {
  await user.selectOptions(screen.getByLabelText('Gender'), 'Prefer not to say')
  await user.click(moreAboutYou())
  await user.type(screen.getByLabelText(/Date of birth/), '09/12/1906')
  await user.type(
    screen.getByRole('combobox', { name: 'Interests' }),
    'Compilers{Enter}Navy{Enter}',
  )
  await fillInRequired(user)
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
    expect(requests.filter((r) => r.path === '/api/signup')).toHaveLength(0)
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
    expect(requests.find((r) => r.path === '/api/signup')?.body).toEqual({
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
      if (r.path === '/api/user-attributes') return jsonResponse(200, { data: [] })
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
    await user.click(moreAboutYou())
    await user.type(screen.getByLabelText(/Date of birth/), '31/02/1990')
    await user.click(screen.getByRole('button', { name: 'Join' }))
    expect(
      await screen.findByText('Enter a real date as day/month/year, e.g. 31/01/1990'),
    ).toBeInTheDocument()
    expect(screen.queryByText(CONSENT)).not.toBeInTheDocument()
    expect(requests.filter((r) => r.path === '/api/signup')).toHaveLength(0)
  })

  it('asks for what joining needs up front and keeps date of birth, industry and interests folded away', async () => {
    const { user } = renderSignup(() => undefined)
    for (const label of [/Forename/, /Surname/, /Email address/, 'Gender', /^Password/])
      expect(screen.getByLabelText(label)).toBeVisible()
    expect(moreAboutYou()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByLabelText(/Date of birth/)).not.toBeVisible()
    expect(screen.getByLabelText('Industry')).not.toBeVisible()

    await user.click(moreAboutYou())
    expect(moreAboutYou()).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByLabelText(/Date of birth/)).toBeVisible()
    expect(screen.getByLabelText('Industry')).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Interests' })).toBeVisible()
  })

  it('sends only what was asked for when the optional section stays closed', async () => {
    const { user, requests } = renderSignup((r) =>
      r.path === '/api/signup' ? created(-1) : undefined,
    )
    await fillInRequired(user)
    await user.click(screen.getByRole('button', { name: 'Join' }))
    await user.click(await screen.findByRole('button', { name: 'Agree' }))
    expect(await screen.findByText('Thanks for Requesting to Join')).toBeInTheDocument()
    expect(requests.find((r) => r.path === '/api/signup')?.body).toMatchObject({
      title: 'Ms',
      gender: 'f',
      dob: null,
      industry: null,
      interests: [],
    })
  })

  it('opens the optional section by itself and focuses the field when a date typed there is wrong', async () => {
    const { user, requests } = renderSignup(() => undefined)
    await user.click(moreAboutYou())
    await user.type(screen.getByLabelText(/Date of birth/), '31/02/1990')
    await user.click(moreAboutYou())
    expect(screen.getByLabelText(/Date of birth/)).not.toBeVisible()
    await fillInRequired(user)
    await user.click(screen.getByRole('button', { name: 'Join' }))
    const dob = screen.getByLabelText(/Date of birth/)
    await waitFor(() => expect(dob).toBeVisible())
    expect(dob).toHaveAccessibleDescription(/Enter a real date/)
    expect(moreAboutYou()).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(dob).toHaveFocus())
    expect(screen.queryByText(CONSENT)).not.toBeInTheDocument()
    expect(requests.filter((r) => r.path === '/api/signup')).toHaveLength(0)
  })

  it('opens the optional section for the server’s error on a field in it', async () => {
    const { user } = renderSignup(() =>
      jsonResponse(422, {
        message: "Request couldn't be processed",
        errors: { industry: ['Industry may be at most 100 characters'] },
      }),
    )
    await fillInRequired(user)
    await user.click(screen.getByRole('button', { name: 'Join' }))
    await user.click(await screen.findByRole('button', { name: 'Agree' }))
    const industry = screen.getByLabelText('Industry')
    await waitFor(() => expect(industry).toBeVisible())
    expect(industry).toHaveAccessibleDescription(/at most 100 characters/)
  })

  it('says before Join is pressed that the community’s terms will be shown to accept', () => {
    renderSignup(() => undefined)
    expect(screen.getByRole('button', { name: 'Join' })).toHaveAccessibleDescription(
      /When you press Join, we will ask you to read and accept the community’s data protection terms/,
    )
  })

  it('shows the custom attributes a member may fill in, and sends them', async () => {
    const attribute = (key: string, label: string, extra: Record<string, unknown>) => ({
      key,
      label,
      custom: true,
      visible: true,
      private: false,
      editable: true,
      required: false,
      type: 'text',
      options: [],
      tab: 'profile',
      ...extra,
    })
    const { user, requests } = renderSignup((r) => {
      if (r.path === '/api/signup') return created(-1)
      if (r.path === '/api/user-attributes')
        return jsonResponse(200, {
          data: [
            attribute('looking_for', 'Looking for', { required: true }),
            attribute('grade', 'Grade', { editable: false }),
            attribute('bio', 'Bio', { custom: false }),
          ],
        })
      return undefined
    })
    const field = await screen.findByRole('textbox', { name: /Looking for/ })
    expect(field).toBeRequired()
    expect(screen.queryByLabelText(/Grade/)).toBeNull()
    await user.type(field, 'Mentors')
    await fillInRequired(user)
    await user.click(screen.getByRole('button', { name: 'Join' }))
    await user.click(await screen.findByRole('button', { name: 'Agree' }))
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/signup')?.body).toMatchObject({
        custom_attrs: { looking_for: 'Mentors' },
      }),
    )
  })
})
