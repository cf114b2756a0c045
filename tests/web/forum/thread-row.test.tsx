import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ForumThreadListItem } from '@worker/forum/forum-responses.schemas'
import { threadRowOf } from '@/features/forum/components/thread-list'
import { ThreadRow } from '@/features/forum/components/thread-row'
import { renderScreen } from '../helpers/render'
import { forumUserFixture, threadListItemFixture } from './screens-fixtures'

/** The thread row every forum list uses (category, private threads, search). */

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString()

const showRow = (overrides: Partial<ForumThreadListItem> = {}) => {
  const thread = threadListItemFixture({ title: 'Welcome aboard', ...overrides })
  renderScreen('/', <ThreadRow row={threadRowOf(thread)} />)
  return within(screen.getByRole('article', { name: thread.title }))
}

/** The counts as a screen reader says them (the page shows the numbers beside icons). */
const countsSaid = (row: ReturnType<typeof showRow>) =>
  row.queryAllByText(/^(repl(y|ies)|likes?)$/).map((words) => words.parentElement?.textContent)

describe('ThreadRow', () => {
  it('opens the thread from its title and gives a plain two-line excerpt of the body', () => {
    const row = showRow({
      slug: 'welcome',
      url: '/forum/general/welcome',
      body: 'Hello @[0],\n\nwelcome   to the forum. ' + 'x'.repeat(600),
      entities: [
        {
          entity_id: 3,
          entity_type: 'user',
          body: '@Ada',
          entity: { id: 3, full_name: 'Ada Lovelace', slug: 'ada' },
        },
      ],
    })
    expect(row.getByRole('link', { name: 'Welcome aboard' })).toHaveAttribute(
      'href',
      '/forum/general/welcome',
    )
    // Mentions read as names (no link inside a row), breaks fold into spaces, cut at 500 characters.
    const excerpt = row.getByText(/^Hello Ada Lovelace, welcome to the forum\. x+…$/)
    expect(excerpt.textContent).toHaveLength(500 + 1)
    expect(row.queryByRole('link', { name: 'Ada Lovelace' })).not.toBeInTheDocument()
    expect(excerpt).toHaveClass('mantine-Text-root')
    expect(excerpt).toHaveAttribute('data-line-clamp', 'true')
  })

  it('prints no count at 0 and the number with its words otherwise', () => {
    const quiet = showRow({ id: 1, title: 'Quiet', total_replies: 0, total_likes: 0 })
    expect(countsSaid(quiet)).toEqual([])
    expect(quiet.queryByText(/\b0\b/)).not.toBeInTheDocument()
  })

  it('shows replies and likes as numbers a screen reader says in words', () => {
    const busy = showRow({ title: 'Busy', total_replies: 1, total_likes: 1_204 })
    expect(countsSaid(busy)).toEqual(['1 reply', '1,204 likes'])
  })

  it('marks a sticky thread before its title, and a private one', () => {
    const row = showRow({ is_sticky: true, private: true })
    const heading = row.getByRole('heading', { level: 2 })
    expect(within(heading).getByText('Sticky')).toBeInTheDocument()
    expect(within(heading).getByText('Private')).toBeInTheDocument()
    // The marks come first, so they wrap with the title instead of pushing it off a phone's screen.
    expect(heading.textContent).toBe('StickyPrivateWelcome aboard')
  })

  it('has no Sticky mark on an ordinary thread', () => {
    const row = showRow()
    expect(row.queryByText('Sticky')).not.toBeInTheDocument()
    expect(row.queryByText('Private')).not.toBeInTheDocument()
  })

  it('gives the last activity as a relative time, the full date on hover', () => {
    const at = hoursAgo(3)
    const row = showRow({ last_activity_at: at, created_at: hoursAgo(48) })
    const time = row.getByText('3 hours ago')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('datetime', new Date(at).toISOString())
    expect(time.getAttribute('title')).toMatch(
      /^\w{3} \d{1,2}(st|nd|rd|th) \w{3} \d{4} \d{2}:\d{2}(am|pm)$/,
    )
    expect(time.parentElement?.textContent).toBe('Last activity 3 hours ago')
  })

  it('shows the author and the recent repliers as avatars, and names them for screen readers', () => {
    const row = showRow({
      user: forumUserFixture({ id: 1, full_name: 'Grace Hopper', initials: 'GH' }),
      participants: [
        { id: 2, full_name: 'Alan Turing', slug: 'alan', img: null, initials: 'AT' },
        { id: 3, full_name: 'Ada Lovelace', slug: 'ada', img: null, initials: 'AL' },
      ],
    })
    expect(['GH', 'AT', 'AL'].map((i) => row.getByText(i).getAttribute('title'))).toEqual([
      'Grace Hopper',
      'Alan Turing',
      'Ada Lovelace',
    ])
    expect(
      row.getByText('Started by Grace Hopper; replies from Alan Turing, Ada Lovelace'),
    ).toBeInTheDocument()
  })

  it('names a former member when the author’s account is gone', () => {
    const row = showRow({ user: null })
    expect(row.getByText('Started by a former member')).toBeInTheDocument()
  })

  it('links each tag to its search', () => {
    const row = showRow({ tags: ['help'] })
    expect(row.getByRole('link', { name: 'help' })).toHaveAttribute(
      'href',
      '/forum/search?q=tagged%3Ahelp',
    )
  })
})
