import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ForumIndexPage } from '@/features/forum/components/forum-index-page'
import type { ForumViewer } from '@/features/forum/lib/forum-viewer'
import { jsonResponse } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { categoryFixture, forumServer } from './screens-fixtures'

const viewer: ForumViewer = { id: 7, canCreatePrivate: false, canManage: false }
const card = (name: string) => within(screen.getByRole('article', { name }))
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
const group = (id: number, privacy: 'private' | 'public') => ({
  id,
  title: `Group ${id}`,
  slug: `group-${id}`,
  privacy,
  user_requests: [],
})

describe('forum index', () => {
  it('shows each category with its thread count and last activity, linking to its page', async () => {
    forumServer({
      categories: [
        categoryFixture({
          id: 1,
          name: 'General',
          slug: 'general',
          total_threads: 12,
          last_activity_at: daysAgo(40),
        }),
        categoryFixture({
          id: 2,
          name: 'Jobs',
          slug: 'jobs',
          total_threads: 1,
          last_activity_at: daysAgo(2),
        }),
        categoryFixture({ id: 3, name: 'Quiet', slug: 'quiet' }),
      ],
    })
    renderScreen('/forum', <ForumIndexPage viewer={viewer} />)
    await screen.findByText('General')
    expect(card('General').getByText('12 threads')).toBeInTheDocument()
    expect(card('General').getByText('more than a month ago')).toBeInTheDocument()
    expect(card('General').getByRole('link', { name: 'General' })).toHaveAttribute(
      'href',
      '/forum/general',
    )
    expect(card('Jobs').getByText('1 thread')).toBeInTheDocument()
    expect(card('Jobs').getByText('2 days ago')).toBeInTheDocument()
    expect(card('Quiet').getByText('No activity yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Private threads' })).toHaveAttribute(
      'href',
      '/forum/private',
    )
  })

  it('asks to join a private group, thanks the member and shows "Requested to join"', async () => {
    const { requests } = forumServer({
      categories: [
        categoryFixture({
          id: 1,
          name: 'Board',
          group_id: 5,
          group: group(5, 'private'),
          can_access: false,
        }),
        categoryFixture({ id: 2, name: 'Open' }),
      ],
      extra: (r) =>
        r.method === 'POST' && r.path === '/api/group-user-requests'
          ? jsonResponse(201, {
              data: {
                status: 'requested',
                message: 'Request Sent',
                request: { id: 1, group_id: 5, user_id: 7 },
              },
            })
          : undefined,
    })
    const { user } = renderScreen('/forum', <ForumIndexPage viewer={viewer} />)
    await screen.findByText('Board')
    // A card the viewer cannot open is not a link; an open one offers no request.
    expect(card('Board').queryByRole('link', { name: 'Board' })).not.toBeInTheDocument()
    expect(
      card('Open').queryByRole('button', { name: 'Request to join this group' }),
    ).not.toBeInTheDocument()

    await user.click(card('Board').getByRole('button', { name: 'Request to join this group' }))
    const thanks = await screen.findByRole('dialog', { name: 'Thanks for Requesting to Join' })
    expect(within(thanks).getByText('An admin will review your request soon.')).toBeInTheDocument()
    expect(await screen.findByText('Request Sent')).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ group_id: 5, user_id: 7 })
    expect(card('Board').getByRole('button', { name: 'Requested to join' })).toBeDisabled()
  })

  it('shows "Requested to join" for a request already waiting', async () => {
    forumServer({
      categories: [
        categoryFixture({
          id: 1,
          name: 'Board',
          group_id: 5,
          group: group(5, 'private'),
          can_access: false,
          userRequested: true,
        }),
      ],
    })
    renderScreen('/forum', <ForumIndexPage viewer={viewer} />)
    expect(await screen.findByRole('button', { name: 'Requested to join' })).toBeDisabled()
    expect(
      screen.queryByRole('button', { name: 'Request to join this group' }),
    ).not.toBeInTheDocument()
  })

  it('says "Joined group" when the group is public, and the card opens', async () => {
    const categories = [
      categoryFixture({
        id: 1,
        name: 'Club',
        slug: 'club',
        group_id: 6,
        group: group(6, 'public'),
        can_access: false,
      }),
    ]
    forumServer({
      categories,
      extra: (r) => {
        if (r.method !== 'POST' || r.path !== '/api/group-user-requests') return undefined
        categories[0] = { ...categories[0]!, can_access: true }
        return jsonResponse(201, {
          data: { status: 'joined', message: 'Joined group', request: null },
        })
      },
    })
    const { user } = renderScreen('/forum', <ForumIndexPage viewer={viewer} />)
    await user.click(await screen.findByRole('button', { name: 'Request to join this group' }))
    expect(await screen.findByText('Joined group')).toBeInTheDocument()
    expect(await card('Club').findByRole('link', { name: 'Club' })).toHaveAttribute(
      'href',
      '/forum/club',
    )
    expect(
      screen.queryByRole('dialog', { name: 'Thanks for Requesting to Join' }),
    ).not.toBeInTheDocument()
    expect(card('Club').queryByRole('button')).not.toBeInTheDocument()
  })

  it('offers visitors sign-in instead of a request', async () => {
    forumServer({
      me: null,
      categories: [
        categoryFixture({
          id: 1,
          name: 'Board',
          group_id: 5,
          group: group(5, 'private'),
          can_access: false,
        }),
      ],
    })
    renderScreen('/forum', <ForumIndexPage viewer={null} />)
    const join = await screen.findByRole('link', { name: 'Request to join this group' })
    expect(join).toHaveAttribute('href', '/signin?message=unauthorised&next=%2Fforum')
    expect(screen.queryByRole('link', { name: 'Private threads' })).not.toBeInTheDocument()
  })

  it('searches the forum from the index', async () => {
    forumServer({ categories: [categoryFixture({ id: 1, name: 'General' })] })
    const { user } = renderScreen('/forum', <ForumIndexPage viewer={viewer} />)
    await user.type(screen.getByRole('searchbox', { name: 'Search the forum' }), 'budget{Enter}')
    expect(screen.getByTestId('location')).toHaveTextContent('/forum/search?q=budget')
  })
})
