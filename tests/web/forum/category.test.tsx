import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CategoryPage } from '@/features/forum/components/category-page'
import { PrivateThreadsPage } from '@/features/forum/components/private-threads-page'
import type { ForumViewer } from '@/features/forum/lib/forum-viewer'
import { jsonResponse } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { categoryFixture, forumServer, forumUserFixture, threadFixture } from './screens-fixtures'

const viewer: ForumViewer = { id: 7, canCreatePrivate: false, canManage: false }
const general = categoryFixture({ id: 1, name: 'General', slug: 'general' })
const inGeneral = { id: 1, name: 'General', slug: 'general' }
const many = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    threadFixture({ id: i + 1, title: `Thread ${i + 1}`, category: inGeneral }),
  )
const titles = () =>
  screen.getAllByRole('article').map((a) => within(a).getAllByRole('link')[0]?.textContent ?? null)
const countsSaid = (row: ReturnType<typeof within>) =>
  row
    .queryAllByText(/^(repl(y|ies)|likes?)$/)
    .map((words: HTMLElement) => words.parentElement?.textContent)
const openCategory = (who: ForumViewer = viewer) =>
  renderScreen('/forum/:category', <CategoryPage slug="general" viewer={who} />, {
    route: '/forum/general',
  })

describe('forum category', () => {
  it('behind a group the member is not in: says whose it is and offers to ask to join, not an empty list to write in', async () => {
    const group = {
      id: 3,
      title: "Founders' circle",
      slug: 'founders',
      privacy: 'private' as const,
      user_requests: [],
    }
    const gated = categoryFixture({
      id: 1,
      name: 'General',
      slug: 'general',
      group_id: 3,
      group,
      can_access: false,
    })
    const { requests } = forumServer({
      categories: [gated],
      extra: (r) => {
        if (r.path === '/api/group-user-requests' && r.method === 'POST') {
          gated.userRequested = true
          return jsonResponse(201, { data: { status: 'requested' } })
        }
        return undefined
      },
    })
    const { user } = openCategory()
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent("For members of Founders' circle")
    expect(screen.queryByRole('button', { name: 'New thread' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Start the first one/)).not.toBeInTheDocument()
    expect(requests.some((r) => r.path === '/api/forum/threads')).toBe(false)
    await user.click(within(notice).getByRole('button', { name: 'Request to join this group' }))
    expect(await screen.findByRole('button', { name: 'Requested to join' })).toBeDisabled()
    expect(
      requests.filter((r) => r.path === '/api/group-user-requests').map((r) => r.body),
    ).toEqual([{ group_id: 3, user_id: 7 }])
  })

  it('shows 9 threads, then 3 more per "Load more"', async () => {
    const { requests } = forumServer({ categories: [general], threads: many(14) })
    const { user } = openCategory()
    await screen.findByText('Thread 1')
    expect(titles()).toHaveLength(9)
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await screen.findByText('Thread 12')
    expect(titles()).toEqual(Array.from({ length: 12 }, (_, i) => `Thread ${i + 1}`))
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await screen.findByText('Thread 14')
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    const lists = requests.filter((r) => r.path === '/api/forum/threads')
    expect(lists.map((r) => `${r.query.get('page')}/${r.query.get('per_page')}`)).toEqual([
      '1/9',
      '4/3',
      '5/3',
    ])
    expect(lists[0]?.query.get('forum_category_id')).toBe('1')
  })

  it('shows a thread row: link, avatars, preview cut at 500, tags, replies, likes and Sticky', async () => {
    forumServer({
      categories: [general],
      threads: [
        threadFixture({
          id: 1,
          title: 'Pinned rules',
          slug: 'pinned-rules',
          category: inGeneral,
          is_sticky: true,
          body: 'r'.repeat(600),
          tags: ['rules', 'help'],
          total_replies: 3,
          total_likes: 1,
          user: forumUserFixture({ full_name: 'Grace Hopper', initials: 'GH', is_forum_mod: true }),
        }),
        threadFixture({
          id: 2,
          title: 'Hello',
          category: inGeneral,
          total_replies: 1,
          total_likes: 2,
        }),
      ],
    })
    openCategory()
    const pinned = within(await screen.findByRole('article', { name: 'Pinned rules' }))
    expect(pinned.getByRole('link', { name: 'Pinned rules' })).toHaveAttribute(
      'href',
      '/forum/general/pinned-rules',
    )
    expect(pinned.getByText('Sticky')).toBeInTheDocument()
    expect(pinned.getByText('GH')).toBeInTheDocument()
    expect(pinned.getByText('Started by Grace Hopper')).toBeInTheDocument()
    expect(pinned.getByText(`${'r'.repeat(500)}…`)).toBeInTheDocument()
    expect(pinned.getByRole('link', { name: 'rules' })).toHaveAttribute(
      'href',
      '/forum/search?q=tagged%3Arules',
    )
    // The numbers show beside icons; their words are for screen readers.
    expect(countsSaid(pinned)).toEqual(['3 replies', '1 like'])
    const hello = within(screen.getByRole('article', { name: 'Hello' }))
    expect(countsSaid(hello)).toEqual(['1 reply', '2 likes'])
    expect(hello.queryByText('Sticky')).not.toBeInTheDocument()
  })

  it('says so when a category has no threads', async () => {
    forumServer({ categories: [general], threads: [] })
    openCategory()
    expect(await screen.findByText('No threads yet. Start the first one!')).toBeInTheDocument()
  })

  it('offers "New thread" to members, which opens the editor for this category', async () => {
    forumServer({ categories: [general] })
    const { user } = openCategory()
    await user.click(await screen.findByRole('button', { name: 'New thread' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'New thread' }))
    expect(dialog.getByText('In General')).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled()
  })

  it('offers no "New thread" to visitors', async () => {
    forumServer({ me: null, categories: [general], threads: many(1) })
    openCategory(null)
    await screen.findByText('Thread 1')
    expect(screen.queryByRole('button', { name: 'New thread' })).not.toBeInTheDocument()
  })

  it('shows "Page not found" for a category that does not exist or is closed', async () => {
    forumServer({ categories: [] })
    openCategory()
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })
})

describe('forum private threads', () => {
  it('lists the viewer’s private threads', async () => {
    const { requests } = forumServer({
      threads: [
        threadFixture({ id: 1, title: 'Secret plan', private: true, category: inGeneral }),
        threadFixture({ id: 2, title: 'Open chat' }),
      ],
    })
    renderScreen('/forum/private', <PrivateThreadsPage />)
    const secret = within(await screen.findByRole('article', { name: 'Secret plan' }))
    expect(secret.getByText('Private')).toBeInTheDocument()
    expect(secret.getByRole('link', { name: 'Secret plan' })).toHaveAttribute(
      'href',
      '/forum/general/thread-1',
    )
    expect(screen.queryByText('Open chat')).not.toBeInTheDocument()
    expect(requests.find((r) => r.path === '/api/forum/threads')?.query.get('private')).toBe('1')
  })

  it('says so when there are none', async () => {
    forumServer({ threads: [] })
    renderScreen('/forum/private', <PrivateThreadsPage />)
    expect(await screen.findByText('You have no private threads')).toBeInTheDocument()
  })
})
