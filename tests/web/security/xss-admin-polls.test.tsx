import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PollResults } from '@/features/admin-polls/components/poll-results'
import { PollsAdminScreen } from '@/features/admin-polls/components/polls-admin-screen'
import { SurveyAnswersModal } from '@/features/admin-polls/components/survey-answers-modal'
import { VoteQueueScreen } from '@/features/admin-polls/components/vote-queue-screen'
import {
  item,
  optionFixture,
  page,
  pollApi,
  pollFixture,
  submissionFixture,
  surveyFixture,
  voteFixture,
} from '../admin-polls/poll-admin-fixtures'
import { renderScreen } from '../helpers/render'
import { XSS_CORPUS } from './xss-corpus'
import { missingTexts, scanDom } from './xss-dom'
import { SAFE, settleWithin, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for the polls and surveys admin (issue 15): every payload of the corpus
 * as a poll's title in the admin list, a member's name, a poll's title and an option in the vote
 * queue, an option in the results, and a question, an answer and a member's name in a survey's
 * answers. The DOM must hold only allowlisted elements and attributes, the payloads shown as text.
 */

const payloads = XSS_CORPUS
vi.setConfig({ testTimeout: 240_000 })
const settle = settleWithin(60_000)

/** Fixed structure, never content: the tables, the queue's checkboxes, the answers' lists. */
const FIXED = ['table', 'thead', 'tbody', 'tr', 'th', 'td', 'dl', 'dt', 'dd']
const scan = (root: Element) => {
  const copy = root.cloneNode(true) as Element
  for (const box of copy.querySelectorAll('input[type="checkbox"]')) box.remove()
  return scanDom(copy).filter(
    (problem) => !FIXED.some((tag) => problem.endsWith(`<${tag}> is not an allowed element`)),
  )
}
const { verdict } = xssTally('XSS (suite 4, polls admin)', payloads.length, scan)

const batches = (size = 100) => {
  const out: { p: string; i: number }[][] = []
  for (let start = 0; start < payloads.length; start += size)
    out.push(payloads.slice(start, start + size).map((p, j) => ({ p, i: start + j })))
  return out
}
const person = (p: string, i: number) => ({
  id: i + 1,
  full_name: p,
  slug: `m-${i}`,
  img: null,
  email: null,
})

describe('XSS: the polls and surveys admin', () => {
  it('shows poll titles in the admin list as text', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      const api = pollApi(undefined, (r) => {
        if (r.path === '/api/polls')
          return page(batch.map(({ p, i }) => pollFixture({ id: i + 1, title: p })))
        if (r.path === '/api/poll-votes') return page([])
        return undefined
      })
      const { container, unmount } = renderScreen('/admin/polls', <PollsAdminScreen />)
      let body: Element | null = null
      await settle(() => {
        body = container.querySelector('table tbody')
        expect(body?.querySelectorAll('tr')).toHaveLength(batch.length)
      })
      problems.push(...scan(body!))
      const rows = [...body!.querySelectorAll('tr')]
      batch.forEach(({ p }, k) => missing.push(...missingTexts(rows[k]!, [p])))
      unmount()
      api.spy.mockRestore()
    }
    expect(verdict(['poll title (admin list)'], problems, missing)).toEqual(SAFE)
  })

  it('shows members, poll titles and options in the vote queue as text', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      const api = pollApi(undefined, (r) =>
        r.path === '/api/poll-votes'
          ? page(
              batch.map(({ p, i }) =>
                voteFixture({
                  id: i + 1,
                  poll_id: i + 1,
                  user: { ...person(p, i), email: p },
                  poll: { id: i + 1, title: p, type: 'poll' },
                  option: { id: i + 1, value: p },
                }),
              ),
            )
          : undefined,
      )
      const { container, unmount } = renderScreen('/admin/polls/votes', <VoteQueueScreen />)
      let body: Element | null = null
      await settle(() => {
        body = container.querySelector('table tbody')
        expect(body?.querySelectorAll('tr')).toHaveLength(batch.length)
      })
      // The whole screen: the table and the per-poll "Approve all" buttons.
      problems.push(...scan(container))
      const rows = [...body!.querySelectorAll('tr')]
      batch.forEach(({ p }, k) => missing.push(...missingTexts(rows[k]!, [p, p, p])))
      unmount()
      api.spy.mockRestore()
    }
    expect(
      verdict(
        ['member name (vote queue)', 'poll title (vote queue)', 'option (vote queue)'],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })

  it('shows options in the results as text', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      const { container, unmount } = renderScreen(
        '/',
        <PollResults
          label="Results"
          options={batch.map(({ p, i }) => optionFixture(i + 1, p, i % 3, i % 2))}
        />,
      )
      await settle(() => expect(container.textContent).toContain('approved votes'))
      problems.push(...scan(container))
      missing.push(
        ...missingTexts(
          container,
          batch.map(({ p }) => p),
        ),
      )
      unmount()
    }
    expect(verdict(['option (results)'], problems, missing)).toEqual(SAFE)
  })

  it('shows questions, answers and member names in a survey’s answers as text', async () => {
    const problems: string[] = []
    const missing: string[] = []
    // Every card lists every question: batches of 25 keep a render at 625 answers, not 10,000.
    for (const batch of batches(25)) {
      const survey = surveyFixture({
        questions: batch.map(({ p, i }) => ({ id: i + 1, question: p, position: i, answers: [] })),
      })
      const api = pollApi(undefined, (r) => {
        if (r.path === '/api/surveys/20') return item(survey)
        if (r.path === '/api/surveys/20/answers')
          return page(
            batch.map(({ p, i }) =>
              submissionFixture({
                id: i + 1,
                user: { ...person(p, i), email: p },
                answers: [{ question_id: i + 1, answer: p }],
              }),
            ),
          )
        return undefined
      })
      const { unmount } = renderScreen('/', <SurveyAnswersModal surveyId={20} onClose={() => {}} />)
      const dialog = await screen.findByRole('dialog', { name: 'Answers' })
      let list: Element | null = null
      await settle(() => {
        list = dialog.querySelector('ul')
        expect(list?.querySelectorAll(':scope > li')).toHaveLength(batch.length)
      })
      problems.push(...scan(list!))
      const cards = [...list!.querySelectorAll(':scope > li')]
      // Each card: its member, then every question, its own answer beside its question.
      batch.forEach(({ p }, k) => missing.push(...missingTexts(cards[k]!, [p, p, p])))
      unmount()
      api.spy.mockRestore()
    }
    expect(
      verdict(
        ['member name (survey answers)', 'question (survey answers)', 'answer (survey answers)'],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })
})
