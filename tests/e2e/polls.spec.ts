import { expect, test, type Page } from '@playwright/test'
import { reuseSignIn, savedSignIn } from './helpers'

/**
 * Issue 15, polls and surveys for members (spec 01 §2, §4): a member votes ("Vote Cast", Remove),
 * an admin approves the vote, and the member then sees the results and "You have submitted an
 * answer for this poll."; a member answers a survey once ("Survey Answers Submitted", also after a
 * reload). The poll and survey are made through the API as the admin, so the test stands alone.
 */

/** Today in London as YYYY-MM-DD: a poll starting today is open now (spec 02 §9). */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())

/** The admin's page, signed in, with an origin for the API's same-origin rule on writes. */
const adminApi = async (page: Page) => {
  await reuseSignIn(page, 'admin')
  await page.goto('/')
  const origin = new URL(page.url()).origin
  const write = async (method: 'post' | 'put', path: string, data: unknown) => {
    const response = await page.request[method](path, { data, headers: { origin } })
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()}`).toBe(true)
    return ((await response.json()) as { data: { id: number } }).data
  }
  return { write, request: page.request }
}

test('a member votes, the admin approves the vote, the member sees the results', async ({
  browser,
}) => {
  const title = `Best biscuit for the AGM ${Date.now()}`
  const adminContext = await browser.newContext({ storageState: savedSignIn('admin') })
  const admin = await adminApi(await adminContext.newPage())
  const poll = await admin.write('post', '/api/polls', {
    title,
    description: 'Tea is on the committee.',
    starts_at: today(),
    status: 'approved',
    poll_options: [{ value: 'Shortbread' }, { value: 'Digestive' }, { value: 'Hobnob' }],
  })

  const memberContext = await browser.newContext({ storageState: savedSignIn('member') })
  const member = await memberContext.newPage()
  await reuseSignIn(member, 'member')
  await member.goto(`/polls/${poll.id}`)
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await member.getByRole('button', { name: 'Vote for Digestive' }).click()
  await expect(member.getByText('Vote Cast')).toBeVisible()
  await expect(member.getByRole('button', { name: 'Remove vote for Digestive' })).toBeFocused()
  await expect(member.getByRole('button', { name: 'Vote for Hobnob' })).toBeDisabled()

  // Through the API here; admin-polls.spec.ts approves from the vote queue's screen.
  const votes = await admin.request.get(`/api/poll-votes?poll_id=${poll.id}&status=pending`)
  const pending = ((await votes.json()) as { data: { id: number }[] }).data
  expect(pending).toHaveLength(1)
  await admin.write('put', `/api/poll-votes/${pending[0]!.id}`, { status: 'approved' })

  await member.reload()
  await expect(member.getByText('You have submitted an answer for this poll.')).toBeVisible()
  await expect(member.getByRole('progressbar', { name: 'Digestive: 100%' })).toBeVisible()
  await expect(member.getByRole('button', { name: /^(Vote|Remove)/ })).toHaveCount(0)
  await adminContext.close()
  await memberContext.close()
})

test('a member answers a survey once and sees "Survey Answers Submitted"', async ({ browser }) => {
  const title = `Members’ year in review ${Date.now()}`
  const adminContext = await browser.newContext({ storageState: savedSignIn('admin') })
  const admin = await adminApi(await adminContext.newPage())
  const survey = await admin.write('post', '/api/surveys', {
    title,
    description: 'Three minutes of your time.',
    starts_at: today(),
    status: 'approved',
    questions: [{ question: 'What should we do more of?' }, { question: 'Anything else?' }],
  })

  const memberContext = await browser.newContext({ storageState: savedSignIn('member') })
  const member = await memberContext.newPage()
  await reuseSignIn(member, 'member')
  await member.goto(`/surveys/${survey.id}`)
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await member
    .getByRole('textbox', { name: 'What should we do more of?' })
    .fill('Evening socials in town')
  await member.getByRole('button', { name: 'Submit Answers' }).click()
  await expect(member.getByText('Survey answers submitted!')).toBeVisible()
  await expect(member.getByRole('heading', { name: 'Survey Answers Submitted' })).toBeVisible()
  await expect(member.getByText('Evening socials in town')).toBeVisible()

  await member.reload()
  await expect(member.getByRole('heading', { name: 'Survey Answers Submitted' })).toBeVisible()
  await expect(member.getByRole('button', { name: 'Submit Answers' })).toHaveCount(0)
  await adminContext.close()
  await memberContext.close()
})
