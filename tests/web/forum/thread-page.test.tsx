import { screen, waitFor, within } from '@testing-library/react'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ForumRoomEvent } from '@durable-objects/room-protocol'
import { meFixture } from '../helpers/fixtures'
import { forumUserFixture, threadFixture } from './screens-fixtures'
import { FIRST_REPLIES } from '@/features/forum/components/reply-list'
import { moderator, renderThreadPage, replyFixture, threadServer } from './thread-fixtures'

// The socket itself is the live helper's; here we hold the page's event handler and feed it events.
const live = vi.hoisted(() => ({
  threadId: null as number | null,
  onEvent: (_event: unknown) => undefined as void,
}))
vi.mock('@/features/forum/live/use-thread-live', () => ({
  useThreadLive: (threadId: number | null, onEvent: (event: unknown) => void) => {
    live.threadId = threadId
    live.onEvent = onEvent
    return { mode: 'live' }
  },
}))
// Query observers are told on the next tick, so the act waits for it.
const emit = (event: ForumRoomEvent) =>
  act(async () => {
    live.onEvent(event)
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

const file = (id: number, name: string, mime: string) => ({
  id,
  path: `x/${name}`,
  src: `/api/files/x/${name}`,
  mime,
  client_filename: name,
  filesize: 2048,
  filesize_formatted: '2 KB',
})

const thread = threadFixture({
  id: 1,
  title: 'Where do we meet?',
  body: 'Somewhere warm',
  tags: ['venues', 'winter'],
  total_replies: 2,
  total_likes: 1,
  upload_files: {
    images: [file(1, 'hall.png', 'image/png')],
    audio: [],
    documents: [file(2, 'map.pdf', 'application/pdf')],
    videos: [],
  },
})
const replies = [
  replyFixture({ id: 100, body: 'The guildhall' }),
  replyFixture({ id: 101, body: 'The pub' }),
]

describe('thread page', () => {
  it('shows the thread card with tags, grouped attachments, likes and reply count, and its replies', async () => {
    threadServer({ thread, replies })
    renderThreadPage()
    expect(
      await screen.findByRole('heading', { name: 'Where do we meet?', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByText('Somewhere warm')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'venues' })).toHaveAttribute(
      'href',
      '/forum/search?q=tagged%3Avenues',
    )
    const images = screen.getByRole('region', { name: 'Images' })
    expect(within(images).getByRole('img', { name: 'hall.png' })).toHaveAttribute(
      'src',
      '/api/files/x/hall.png',
    )
    const documents = screen.getByRole('region', { name: 'Documents' })
    expect(within(documents).getByRole('link', { name: 'map.pdf' })).toHaveAttribute(
      'href',
      '/api/files/x/map.pdf',
    )
    expect(within(documents).getByText('(2 KB)')).toBeInTheDocument()
    expect(screen.getByText('2 replies')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: '1 like' })).toHaveLength(1)
    expect(await screen.findByText('The guildhall')).toBeInTheDocument()
    expect(screen.getByText('The pub')).toBeInTheDocument()
    expect(live.threadId).toBe(1)
  })

  it('shows the not-found state for a thread the viewer cannot read', async () => {
    threadServer({ thread, missing: true })
    renderThreadPage()
    expect(await screen.findByRole('heading', { name: 'Discussion not found' })).toBeInTheDocument()
    expect(screen.queryByText('Somewhere warm')).not.toBeInTheDocument()
  })

  it('gives signed-in members a reply box; a posted reply appears at once', async () => {
    const { requests } = threadServer({ thread, replies })
    const { user } = renderThreadPage()
    const box = await screen.findByRole('combobox', { name: 'Write a reply' })
    const post = screen.getByRole('button', { name: 'Post' })
    expect(post).toBeDisabled()
    await user.type(box, 'Count me in')
    await user.click(post)
    const replyList = screen.getByRole('region', { name: 'Replies' })
    expect(await within(replyList).findByText('Count me in')).toBeInTheDocument()
    expect(
      requests.find((r) => r.method === 'POST' && r.path === '/api/forum/replies')?.body,
    ).toMatchObject({
      forum_thread_id: 1,
      parent_id: null,
      body: 'Count me in',
      entities: [],
      uploads: [],
    })
    expect(screen.getByText('3 replies')).toBeInTheDocument()
    expect(box).toHaveValue('')
  })

  it('shows no reply box, Reply link or Edit to visitors', async () => {
    threadServer({ me: null, thread, replies })
    renderThreadPage()
    await screen.findByText('The guildhall')
    expect(screen.queryByRole('combobox', { name: 'Write a reply' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument()
    // Instead, the way in, back to this thread afterwards.
    expect(await screen.findByRole('link', { name: 'Sign in to reply' })).toHaveAttribute(
      'href',
      `/signin?next=${encodeURIComponent('/forum/category-1/thread-1')}`,
    )
  })

  it('asks before deleting the discussion: No keeps it, Yes deletes it and goes to the category', async () => {
    const { requests } = threadServer({
      me: meFixture({ id: 20 }),
      thread,
      extra: (r) =>
        r.method === 'DELETE' && r.path === '/api/forum/threads/1'
          ? new Response(JSON.stringify({ data: { id: 1 } }), { status: 200 })
          : undefined,
    })
    const { user } = renderThreadPage()
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Do you want to delete this discussion?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'No' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Category page')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/forum/category-1')
  })

  it('offers Edit and Delete to the owner but not to other members, and sticky only to moderators', async () => {
    threadServer({ me: meFixture({ id: 7 }), thread })
    renderThreadPage()
    await screen.findByRole('heading', { name: 'Where do we meet?' })
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Make sticky' })).not.toBeInTheDocument()
  })

  it('lets a moderator stick the thread', async () => {
    const { requests } = threadServer({
      me: moderator(),
      thread,
      extra: (r) =>
        r.method === 'PUT' && r.path === '/api/forum/threads/1'
          ? new Response(JSON.stringify({ data: { ...thread, is_sticky: true } }), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            })
          : undefined,
    })
    const { user } = renderThreadPage()
    await user.click(await screen.findByRole('button', { name: 'Make sticky' }))
    expect(await screen.findByRole('button', { name: 'Unstick' })).toBeInTheDocument()
    expect(screen.getByText('Sticky')).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ is_sticky: true })
  })

  it('opens the thread editor from Edit', async () => {
    threadServer({ me: meFixture({ id: 20 }), thread })
    const { user } = renderThreadPage()
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    expect(await screen.findByRole('dialog', { name: 'Edit thread' })).toBeInTheDocument()
  })

  it('likes the thread and shows the new count', async () => {
    const { requests } = threadServer({ thread: { ...thread, total_likes: 0 } })
    const { user } = renderThreadPage()
    const card = within(await screen.findByRole('article', { name: 'Where do we meet?' }))
    // Nothing liked yet: the heart alone, no "0 likes".
    expect(card.queryByText(/likes?$/)).not.toBeInTheDocument()
    await user.click(card.getByRole('button', { name: 'Like' }))
    expect(await card.findByRole('button', { name: '3 likes' })).toBeInTheDocument()
    expect(card.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true')
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      forum_object_id: 1,
      forum_object_type: 'thread',
    })
  })

  it('prints no "0 replies" on a thread nobody has answered yet', async () => {
    threadServer({ thread: { ...thread, total_replies: 0 }, replies: [] })
    renderThreadPage()
    const card = within(await screen.findByRole('article', { name: 'Where do we meet?' }))
    expect(card.getByRole('button', { name: 'Hide comments' })).toBeInTheDocument()
    expect(card.queryByText(/repl(y|ies)$/)).not.toBeInTheDocument()
  })

  it('hides and shows the comments', async () => {
    threadServer({ thread, replies })
    const { user } = renderThreadPage()
    await screen.findByText('The guildhall')
    await user.click(screen.getByRole('button', { name: 'Hide comments' }))
    expect(screen.queryByText('The guildhall')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show comments' }))
    expect(screen.getByText('The guildhall')).toBeInTheDocument()
  })

  it('says how many replies are hidden and loads them on request', async () => {
    const many = Array.from({ length: 5 }, (_, i) =>
      replyFixture({ id: 200 + i, body: `Reply number ${i + 1}` }),
    )
    const { requests } = threadServer({
      thread: { ...thread, total_replies: 5 },
      replies: many,
      perPage: 3,
    })
    const { user } = renderThreadPage()
    await screen.findByText('Reply number 3')
    expect(screen.queryByText('Reply number 4')).not.toBeInTheDocument()
    // The first page came with the thread: no second request for it.
    expect(requests.some((r) => r.path === '/api/forum/replies')).toBe(false)
    // The link follows the first replies once the browser is idle (reply-list.tsx).
    await user.click(await screen.findByRole('button', { name: '2 hidden replies' }))
    expect(await screen.findByText('Reply number 5')).toBeInTheDocument()
    expect(requests.find((r) => r.path === '/api/forum/replies')?.query.get('page')).toBe('2')
    expect(screen.queryByRole('button', { name: /hidden repl/ })).not.toBeInTheDocument()
  })

  it('draws the first replies with the page and the others once the browser is idle', async () => {
    const many = Array.from({ length: FIRST_REPLIES + 2 }, (_, i) =>
      replyFixture({ id: 300 + i, body: `Reply number ${i + 1}` }),
    )
    threadServer({ thread: { ...thread, total_replies: many.length }, replies: many })
    renderThreadPage()
    await screen.findByText(`Reply number ${FIRST_REPLIES}`)
    expect(screen.queryByText(`Reply number ${FIRST_REPLIES + 1}`)).not.toBeInTheDocument()
    expect(await screen.findByText(`Reply number ${FIRST_REPLIES + 2}`)).toBeInTheDocument()
  })

  it('draws every reply at once when the address names one, gives each its anchor and scrolls to it once it arrives', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {})
    const many = Array.from({ length: FIRST_REPLIES + 2 }, (_, i) =>
      replyFixture({ id: 300 + i, body: `Reply number ${i + 1}` }),
    )
    threadServer({ thread: { ...thread, total_replies: many.length }, replies: many })
    const last = many.at(-1)!
    // The replies arrive after the page's first render, as after an in-app navigation (route
    // loaders never wait): the scroll follows them, once.
    renderThreadPage(`/forum/category-1/thread-1#reply-${last.id}`)
    await screen.findByText('Reply number 1')
    const reply = screen.getByText(`Reply number ${many.length}`).closest('article')
    expect(reply).toHaveAttribute('id', `reply-${last.id}`)
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1))
    expect(scrolled.mock.contexts[0]).toBe(reply)
    scrolled.mockRestore()
  })

  it('shows a reply from another member as it arrives live, without asking the server again', async () => {
    const { requests } = threadServer({ thread, replies })
    renderThreadPage()
    await screen.findByText('The guildhall')
    const before = requests.length
    await emit({
      type: 'reply.created',
      reply: replyFixture({
        id: 300,
        body: 'Live from elsewhere',
        user: forumUserFixture({ full_name: 'Alan Turing', initials: 'AT' }),
      }),
    })
    expect(await screen.findByText('Live from elsewhere')).toBeInTheDocument()
    expect(screen.getByText('3 replies')).toBeInTheDocument()
    await emit({
      type: 'reply.created',
      reply: replyFixture({ id: 301, parent_id: 100, body: 'A nested live answer' }),
    })
    const parent = screen.getByText('The guildhall').closest('article')
    if (!parent) throw new Error('the reply is not an article')
    expect(within(parent).getByText('A nested live answer')).toBeInTheDocument()
    await emit({ type: 'reply.deleted', forum_thread_id: 1, reply_id: 101, parent_id: null })
    await waitFor(() => expect(screen.queryByText('The pub')).not.toBeInTheDocument())
    await emit({ type: 'reply.liked', forum_thread_id: 1, reply_id: 100, total_likes: 2 })
    expect(within(parent).getByRole('button', { name: '2 likes' })).toBeInTheDocument()
    // An event for another thread changes nothing.
    await emit({
      type: 'reply.created',
      reply: replyFixture({ id: 302, forum_thread_id: 2, body: 'Elsewhere entirely' }),
    })
    expect(screen.queryByText('Elsewhere entirely')).not.toBeInTheDocument()
    expect(requests.length).toBe(before)
  })

  it('says the thread is gone when it is deleted while open', async () => {
    threadServer({ thread, replies })
    renderThreadPage()
    await screen.findByText('The guildhall')
    await emit({ type: 'thread.deleted', forum_thread_id: 1 })
    expect(await screen.findByRole('heading', { name: 'Discussion deleted' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Category 1' })).toHaveAttribute(
      'href',
      '/forum/category-1',
    )
  })
})
