import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PollsRoute } from '@/app/routes/public/polls-route'
import { SurveyPage } from '@/features/polls/components/survey-page'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { approvedPoll, optionFixture, pollFixture, surveyFixture } from '../helpers/poll-fixtures'
import { pageOf } from '../helpers/post-fixtures'
import { renderScreen } from '../helpers/render'
import { XSS_CORPUS } from './xss-corpus'
import { missingTexts, scanDom } from './xss-dom'
import { SAFE, settleWithin, xssTally } from './xss-tally'

/**
 * Security suite 4 (XSS) for polls and surveys (issue 15): every payload of the corpus as each
 * text an author or member controls — a poll's title, description, sponsor and the sponsor's
 * address, option values, sibling titles; a survey's title, description, questions, embedded
 * polls and the reader's own answers — through the real cards and pages. The DOM must hold only
 * allowlisted elements, attributes and schemes, with the payloads shown as text.
 */

const payloads = XSS_CORPUS

vi.setConfig({ testTimeout: 240_000 })
const settle = settleWithin(60_000)
/**
 * What the survey renders beyond the allowlist, on purpose: its answers form (the questions are
 * the boxes' labels) and the comment box. Their other attributes are still checked.
 */
const FORM_ELEMENTS = ['form', 'label', 'textarea']
const FORM_ATTRIBUTES = [
  'novalidate',
  'for',
  'name',
  'rows',
  'maxlength',
  'aria-invalid',
  'placeholder',
]
const expectedProblem = (problem: string) =>
  FORM_ELEMENTS.some((tag) => problem.endsWith(`<${tag}> is not an allowed element`)) ||
  FORM_ATTRIBUTES.some((attr) => problem.endsWith(`has attribute ${attr}`))
const scan = (root: Element) => scanDom(root).filter((problem) => !expectedProblem(problem))

const { verdict } = xssTally('XSS (suite 4, polls and surveys)', payloads.length, scan)

const BATCH = 100
type Batch = { p: string; i: number }[]
const batches = () => {
  const out: Batch[] = []
  for (let start = 0; start < payloads.length; start += BATCH)
    out.push(payloads.slice(start, start + BATCH).map((p, j) => ({ p, i: start + j })))
  return out
}
const wrap = (i: number, child: ReactNode) => (
  <div key={i} data-xss-item={i}>
    {child}
  </div>
)

const noComments = () =>
  jsonResponse(200, {
    data: [],
    meta: { pagination: { total: 0, count: 0, per_page: 250, current_page: 1, total_pages: 1 } },
  })

const withApi = (answer: (req: ApiRequest) => Response | undefined) =>
  mockFetch((req) => {
    if (req.path === '/api/me') return jsonResponse(200, { data: meFixture() })
    if (req.path === '/api/settings') return jsonResponse(200, { data: settingsFixture() })
    if (req.path === '/api/comments') return noComments()
    return answer(req)
  })

/** A poll with the payload in every text, its results showing (the bars' labels hold it too). */
const pollOf = (p: string, i: number) =>
  approvedPoll({
    id: i + 1,
    title: p,
    description: p,
    sponsored_by: p,
    sponsored_by_link: p,
    poll_options: [
      optionFixture(11, p, { percentage: 50, total_votes: 1 }),
      optionFixture(12, `${p} 2`, { percentage: 50, total_votes: 1 }),
    ],
    voted_option_id: 11,
    siblingPolls: [{ id: 100_000 + i, title: p, status: 'approved', ends_at: '2099-01-01' }],
  })

describe('XSS: polls', () => {
  it('shows a poll card’s sponsor, title, description, options and siblings as text, links only to safe addresses', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const batch of batches()) {
      withApi((req) =>
        req.path === '/api/polls'
          ? pageOf(
              batch.map(({ p, i }) => pollOf(p, i)),
              batch.length,
              1,
              batch.length,
            )
          : undefined,
      )
      const { container, unmount } = renderScreen('/polls', <PollsRoute />)
      await settle(() => expect(container.querySelectorAll('article')).toHaveLength(batch.length))
      const cards = [...container.querySelectorAll('article')]
      problems.push(...scan(container))
      batch.forEach(({ p }, k) => {
        missing.push(...missingTexts(cards[k]!, [p, p, p, p, p]))
      })
      unmount()
      vi.restoreAllMocks()
    }
    expect(
      verdict(
        [
          'poll sponsor (card)',
          'poll sponsor address (card)',
          'poll title (card)',
          'poll description (card)',
          'poll option value and its bar label (card)',
          'sibling poll title (card)',
        ],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })
})

describe('XSS: surveys', () => {
  it('shows a survey’s title, description, embedded polls and questions as text, and the reader’s answers', async () => {
    const problems: string[] = []
    const missing: string[] = []
    for (const answered of [false, true]) {
      for (const batch of batches()) {
        withApi((req) => {
          const i = Number(/^\/api\/surveys\/(\d+)$/.exec(req.path)?.[1] ?? 0) - 1
          const p = payloads[i]
          if (p === undefined) return undefined
          const poll = pollFixture({
            id: 50_000 + i,
            title: p,
            survey_id: i + 1,
            poll_options: [optionFixture(11, p), optionFixture(12, `${p} 2`)],
          })
          return jsonResponse(200, {
            data: surveyFixture({
              id: i + 1,
              title: p,
              description: p,
              questions: [{ id: 31, question: p, position: 0, answers: answered ? [p] : [] }],
              polls: {
                [poll.id]: { poll_id: poll.id, survey_id: i + 1, poll, options: poll.poll_options },
              },
              answered,
              answers: answered ? [{ question_id: 31, answer: p }] : null,
            }),
          })
        })
        const { container, unmount } = renderScreen(
          '/',
          <>{batch.map(({ i }) => wrap(i, <SurveyPage id={i + 1} />))}</>,
        )
        const done = () =>
          answered
            ? [...container.querySelectorAll('h2')].filter(
                (h) => h.textContent === 'Survey Answers Submitted',
              )
            : container.querySelectorAll('form[aria-label="Survey answers"]')
        await settle(() => expect(done()).toHaveLength(batch.length))
        problems.push(...scan(container))
        const pages = [...container.querySelectorAll('[data-xss-item]')]
        batch.forEach(({ p }, k) => {
          // Title, description, embedded poll title and options, question (and answer).
          const texts = [p, p, p, p, p, ...(answered ? [p] : [])]
          missing.push(...missingTexts(pages[k]!, texts))
        })
        unmount()
        vi.restoreAllMocks()
      }
    }
    expect(
      verdict(
        [
          'survey title (page)',
          'survey description (page)',
          'embedded poll title and options (page)',
          'survey question (form label and answered list)',
          'survey answer (answered list)',
        ],
        problems,
        missing,
      ),
    ).toEqual(SAFE)
  })
})
