import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ForumIndexPage } from '@/features/forum/components/forum-index-page'
import { ThreadEditor } from '@/features/forum/components/thread-editor'
import { meFixture } from '../helpers/fixtures'
import { jsonResponse } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { categoryFixture, forumServer, threadFixture } from '../forum/screens-fixtures'
import {
  likerFixture,
  renderThreadPage,
  replyFixture,
  threadServer,
} from '../forum/thread-fixtures'
import { tryToDismiss } from './dismiss'

vi.mock('@/features/forum/live/use-thread-live', () => ({
  useThreadLive: () => ({ mode: 'live' }),
}))

beforeEach(() => window.localStorage.clear())

// Spec 01 §5 (M01-UI-04): a modal closes only from its own Close, Cancel or No.
describe('forum modals ignore Escape and the backdrop', { timeout: 15_000 }, () => {
  it('the thread editor keeps its draft; only Cancel closes it', async () => {
    forumServer({ members: [] })
    function Harness() {
      const [open, setOpen] = useState(true)
      return open ? (
        <ThreadEditor
          category={{ id: 4, name: 'General' }}
          permissions={{ canPost: true, canCreatePrivate: false, canStick: false }}
          onClose={() => setOpen(false)}
        />
      ) : (
        <p>Editor closed</p>
      )
    }
    const { user } = renderScreen('/forum/general', <Harness />)
    const dialog = within(screen.getByRole('dialog', { name: 'New thread' }))
    await user.type(dialog.getByRole('textbox', { name: /Title/ }), 'Winter venues')
    await user.type(dialog.getByRole('combobox', { name: /Message/ }), 'Somewhere warm, please')

    const after = within(await tryToDismiss(user, 'New thread'))
    expect(after.getByRole('textbox', { name: /Title/ })).toHaveValue('Winter venues')
    expect(after.getByRole('combobox', { name: /Message/ })).toHaveValue('Somewhere warm, please')

    expect(after.getByRole('button', { name: 'Close the thread editor' })).toBeInTheDocument()
    await user.click(after.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Editor closed')).toBeInTheDocument()
  })

  it('the delete-discussion confirm stays until Yes or No, and deletes nothing meanwhile', async () => {
    const { requests } = threadServer({
      me: meFixture({ id: 20 }),
      thread: threadFixture({ id: 1, user_id: 20 }),
    })
    const { user } = renderThreadPage()
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    await screen.findByRole('dialog', { name: 'Delete discussion' })

    const dialog = await tryToDismiss(user, 'Delete discussion')
    expect(within(dialog).getByText('Do you want to delete this discussion?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'No' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false)
  })

  it('the remove-response confirm stays until Yes or No', async () => {
    const me = meFixture({ id: 20 })
    const { requests } = threadServer({
      me,
      replies: [replyFixture({ id: 100, body: 'My words', user_id: 20 })],
    })
    const { user } = renderThreadPage()
    await user.click(await screen.findByRole('button', { name: 'Remove' }))
    await screen.findByRole('dialog', { name: 'Remove response' })

    const dialog = await tryToDismiss(user, 'Remove response')
    await user.click(within(dialog).getByRole('button', { name: 'No' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false)
    expect(screen.getByText('My words')).toBeInTheDocument()
  })

  it('the likes list stays until its close button', async () => {
    threadServer({
      replies: [replyFixture({ id: 100, body: 'Liked words', total_likes: 2 })],
      likers: [likerFixture(1), likerFixture(2)],
    })
    const { user } = renderThreadPage()
    await user.click(await screen.findByRole('button', { name: '2 likes' }))
    expect(
      await within(await screen.findByRole('dialog', { name: 'Likes' })).findByText(
        '2 members liked this',
      ),
    ).toBeInTheDocument()

    const dialog = await tryToDismiss(user, 'Likes')
    expect(within(dialog).getByText('2 members liked this')).toBeInTheDocument()
    // Its own close button, named for the keyboard and screen readers, closes it.
    await user.click(within(dialog).getByRole('button', { name: 'Close the likes list' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Likes' })).not.toBeInTheDocument(),
    )
  })

  it('the likes list still closes from the keyboard: Tab stays inside it and reaches its ×', async () => {
    threadServer({
      replies: [replyFixture({ id: 100, body: 'Liked words', total_likes: 2 })],
      likers: [likerFixture(1), likerFixture(2)],
    })
    const { user } = renderThreadPage()
    await user.click(await screen.findByRole('button', { name: '2 likes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Likes' })
    await within(dialog).findByText('2 members liked this')

    const close = within(dialog).getByRole('button', { name: 'Close the likes list' })
    for (let i = 0; i < 6 && document.activeElement !== close; i += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    expect(close).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Likes' })).not.toBeInTheDocument(),
    )
  })

  it('the requested-to-join thanks stays until Close', async () => {
    forumServer({
      categories: [
        categoryFixture({
          id: 1,
          name: 'Board',
          group_id: 5,
          group: { id: 5, title: 'G', slug: 'g', privacy: 'private', user_requests: [] },
          can_access: false,
        }),
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
    const { user } = renderScreen(
      '/forum',
      <ForumIndexPage viewer={{ id: 7, canCreatePrivate: false, canManage: false }} />,
    )
    await user.click(await screen.findByRole('button', { name: 'Request to join this group' }))
    await screen.findByRole('dialog', { name: 'Thanks for Requesting to Join' })

    const dialog = await tryToDismiss(user, 'Thanks for Requesting to Join')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
