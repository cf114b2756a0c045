import { describe, expect, it } from 'vitest'
import { keepShellAnswers, takeShellAnswer } from '@/lib/shell-answers'
import { apiReadKey, SHELL_ANSWER_MAX_AGE_MS } from '@worker/spa/spa.schemas'

const list = { data: [{ id: 1 }], meta: { pagination: { total: 1 } } }

describe('answers the shell brought', () => {
  it('stand in once for the same request, whatever the order of its parameters', async () => {
    keepShellAnswers({ [apiReadKey('/api/events?page=1&per_page=6')]: list }, 1_000)
    const answer = takeShellAnswer('/api/events?per_page=6&page=1', 1_500)
    expect(answer?.status).toBe(200)
    expect(await answer?.json()).toEqual(list)
    expect(takeShellAnswer('/api/events?per_page=6&page=1', 1_600)).toBeNull()
  })

  it('do not answer another address', () => {
    keepShellAnswers({ [apiReadKey('/api/events?page=1')]: list }, 0)
    expect(takeShellAnswer('/api/events?page=2', 10)).toBeNull()
    expect(takeShellAnswer('/api/forum/categories', 10)).toBeNull()
  })

  it('are dropped once the page is older than the window', () => {
    keepShellAnswers({ [apiReadKey('/api/forum/categories?per_page=100')]: list }, 0)
    expect(
      takeShellAnswer('/api/forum/categories?per_page=100', SHELL_ANSWER_MAX_AGE_MS + 1),
    ).toBeNull()
    keepShellAnswers({}, SHELL_ANSWER_MAX_AGE_MS + 2)
    expect(
      takeShellAnswer('/api/forum/categories?per_page=100', SHELL_ANSWER_MAX_AGE_MS + 3),
    ).toBeNull()
  })
})
