import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PAGE_MESSAGES } from '@worker/pages/pages.schemas'
import { FaqScreen } from '@/features/pages/components/faq-screen'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { faqPageFixture } from './page-fixtures'

// The real widget solves a proof of work in web workers; here the user "solves" it with a click.
vi.mock('@/components/captcha-field', () => ({
  default: ({ onVerified }: { onVerified: (payload: string) => void }) => (
    <button type="button" onClick={() => onVerified('captcha-solution')}>
      Solve the captcha
    </button>
  ),
}))

const renderFaq = (
  page = faqPageFixture(),
  handler: (r: ApiRequest) => Response | undefined = () => undefined,
  settings = settingsFixture(),
) => {
  const api = mockFetch((r) => {
    if (r.path === '/api/pages/faq') return jsonResponse(200, { data: page })
    if (r.path === '/api/settings') return jsonResponse(200, { data: settings })
    return handler(r)
  })
  return { ...renderScreen('/faq', <FaqScreen />), ...api }
}

type User = ReturnType<typeof renderScreen>['user']
const fillIn = async (user: User, email = 'grace@example.com') => {
  await user.type(await screen.findByLabelText(/^Name/), 'Grace Hopper')
  await user.type(screen.getByLabelText(/^Email/), email)
  await user.type(screen.getByLabelText(/^Question/), 'Can I bring a guest?')
}
const faqPosts = (requests: ApiRequest[]) => requests.filter((r) => r.path === '/api/faq')

describe('the FAQ page', () => {
  it('shows the FAQ settings and the three fields (M01-FAQ-01)', async () => {
    renderFaq()
    expect(await screen.findByRole('heading', { name: 'Questions & answers' })).toBeInTheDocument()
    expect(screen.getByText('Ask us anything')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'How do I join?' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Name/)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Question/)).toBeInTheDocument()
  })

  it("falls back to the site's faq_default_questions (M01-FAQ-02)", async () => {
    const page = faqPageFixture()
    renderFaq(
      { ...page, faq_settings: { ...page.faq_settings!, faq_default_questions: [] } },
      undefined,
      settingsFixture({ faq_default_questions: ['Where do you meet?'] }),
    )
    expect(await screen.findByRole('button', { name: 'Where do you meet?' })).toBeInTheDocument()
  })

  it('puts a picked question in the question field', async () => {
    const { user } = renderFaq()
    await user.click(await screen.findByRole('button', { name: 'Is there parking?' }))
    expect(screen.getByLabelText(/^Question/)).toHaveValue('Is there parking?')
  })

  it('says "Bot form input filled in" and sends nothing when the hidden field is filled (M01-FAQ-03)', async () => {
    const { user, requests } = renderFaq()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }))
    fireEvent.change(screen.getByTestId('faq-bot-field'), { target: { value: 'spam' } })
    await user.click(screen.getByRole('button', { name: 'Send question' }))
    expect(await screen.findByText(PAGE_MESSAGES.botFilled)).toBeInTheDocument()
    expect(faqPosts(requests)).toHaveLength(0)
  })

  it('blocks an invalid email and a missing captcha with field messages (M01-FAQ-04)', async () => {
    const { user, requests } = renderFaq()
    await fillIn(user, 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Send question' }))
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Complete the captcha')).toBeInTheDocument()
    expect(faqPosts(requests)).toHaveLength(0)
  })

  it('sends name, email, question and gRecaptchaResponse, then thanks the visitor (M01-FAQ-05)', async () => {
    const { user, requests } = renderFaq(faqPageFixture(), (r) =>
      r.path === '/api/faq' ? jsonResponse(201, { data: { id: 1 } }) : undefined,
    )
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }))
    await user.click(screen.getByRole('button', { name: 'Send question' }))
    expect(await screen.findByText(PAGE_MESSAGES.questionSent)).toBeInTheDocument()
    await waitFor(() => expect(faqPosts(requests)).toHaveLength(1))
    expect(faqPosts(requests)[0]?.body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      question: 'Can I bring a guest?',
      gRecaptchaResponse: 'captcha-solution',
    })
    expect(screen.getByLabelText(/^Name/)).toHaveValue('')
  })

  it('says so when the question could not be sent', async () => {
    const { user } = renderFaq(faqPageFixture(), (r) =>
      r.path === '/api/faq'
        ? jsonResponse(422, {
            message: 'invalid',
            errors: { gRecaptchaResponse: [PAGE_MESSAGES.captchaFailed] },
          })
        : undefined,
    )
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Solve the captcha' }))
    await user.click(screen.getByRole('button', { name: 'Send question' }))
    expect(await screen.findByText(PAGE_MESSAGES.questionFailed)).toBeInTheDocument()
    expect(screen.getByText(PAGE_MESSAGES.captchaFailed)).toBeInTheDocument()
  })
})
