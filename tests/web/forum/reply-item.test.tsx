import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { meFixture } from '../helpers/fixtures'
import { forumUserFixture } from './screens-fixtures'
import {
  likerFixture,
  moderator,
  noFiles,
  renderThreadPage,
  replyFixture,
  threadServer,
} from './thread-fixtures'

vi.mock('@/features/forum/live/use-thread-live', () => ({
  useThreadLive: () => ({ mode: 'live' }),
}))

beforeEach(() => window.localStorage.clear())

const articleOf = (text: string) => {
  const article = screen.getByText(text).closest('article')
  if (!article) throw new Error(`${text} is not in a reply`)
  return within(article)
}

/** A nested reply carries no children of its own. */
const nested = ({ children: _none, ...reply }: ReturnType<typeof replyFixture>) => reply

const mine = replyFixture({
  id: 100,
  body: 'My own words',
  user_id: 7,
  user: forumUserFixture({ id: 7, full_name: 'Ada Lovelace', initials: 'AL', company: null }),
})
const theirs = replyFixture({
  id: 101,
  body: 'Someone else',
  total_likes: 1,
  last_edited_at: '2025-11-22T08:00:00.000Z',
  children: [
    nested(replyFixture({ id: 102, parent_id: 101, body: 'A nested answer', total_likes: 2 })),
  ],
})

describe('a forum reply', () => {
  it('shows initials, name, company, the London date, the edited mark and the like count', async () => {
    threadServer({ replies: [theirs] })
    renderThreadPage()
    await screen.findByText('Someone else')
    const reply = articleOf('Someone else')
    expect(reply.getAllByText('GH')[0]).toBeInTheDocument()
    // The author's name opens their profile.
    expect(reply.getAllByText('Grace Hopper')[0]!.closest('a')?.getAttribute('href')).toMatch(
      /^\/members\//,
    )
    expect(reply.getAllByText('Navy')[0]).toBeInTheDocument()
    expect(reply.getAllByText('Friday 21st Nov 2025')[0]).toBeInTheDocument()
    expect(reply.getByText(/edited/)).toBeInTheDocument()
    expect(reply.getByRole('button', { name: '1 like' })).toBeInTheDocument()
    expect(
      articleOf('A nested answer').getByRole('button', { name: '2 likes' }),
    ).toBeInTheDocument()
    expect(articleOf('A nested answer').queryByText(/edited/)).not.toBeInTheDocument()
  })

  it('offers Reply on top-level replies only: a nested reply has no reply control', async () => {
    const { requests } = threadServer({ replies: [theirs] })
    const { user } = renderThreadPage()
    await screen.findByText('A nested answer')
    expect(
      articleOf('A nested answer').queryByRole('button', { name: 'Reply' }),
    ).not.toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Reply' }))
    await user.type(screen.getByRole('combobox', { name: 'Your reply' }), 'Me too')
    const box = screen.getByRole('combobox', { name: 'Your reply' }).closest('form')
    if (!box) throw new Error('no form')
    await user.click(within(box).getByRole('button', { name: 'Post' }))
    expect(await articleOf('Someone else').findByText('Me too')).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      parent_id: 101,
      body: 'Me too',
    })
  })

  it('shows Edit and Remove to the owner only', async () => {
    threadServer({ me: meFixture({ id: 7 }), replies: [mine, theirs] })
    renderThreadPage()
    await screen.findByText('My own words')
    expect(articleOf('My own words').getByRole('button', { name: 'Edit' })).toBeInTheDocument()
    expect(articleOf('My own words').getByRole('button', { name: 'Remove' })).toBeInTheDocument()
    expect(
      articleOf('A nested answer').queryByRole('button', { name: 'Edit' }),
    ).not.toBeInTheDocument()
    expect(
      articleOf('A nested answer').queryByRole('button', { name: 'Remove' }),
    ).not.toBeInTheDocument()
  })

  it('shows Edit and Remove on every reply to a moderator', async () => {
    threadServer({ me: moderator(), replies: [mine, theirs] })
    renderThreadPage()
    await screen.findByText('A nested answer')
    expect(articleOf('A nested answer').getByRole('button', { name: 'Remove' })).toBeInTheDocument()
    expect(articleOf('My own words').getByRole('button', { name: 'Edit' })).toBeInTheDocument()
  })

  it('asks before removing: No keeps the reply, Yes removes it', async () => {
    const { requests } = threadServer({ me: meFixture({ id: 7 }), replies: [mine, theirs] })
    const { user } = renderThreadPage()
    await screen.findByText('My own words')
    await user.click(articleOf('My own words').getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Do you want to delete this response?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'No' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByText('My own words')).toBeInTheDocument()

    await user.click(articleOf('My own words').getByRole('button', { name: 'Remove' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(screen.queryByText('My own words')).not.toBeInTheDocument())
    expect(requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/forum/replies/100')
  })

  it('likes and unlikes a reply', async () => {
    const { requests } = threadServer({ replies: [theirs] })
    const { user } = renderThreadPage()
    await screen.findByText('Someone else')
    const reply = articleOf('Someone else')
    await user.click(reply.getAllByRole('button', { name: 'Like' })[0]!)
    expect(await reply.findByRole('button', { name: '3 likes' })).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      forum_object_id: 101,
      forum_object_type: 'reply',
    })
    await user.click(reply.getByRole('button', { name: 'Unlike' }))
    // Back to nothing liked: the heart alone, no "0 likes".
    await waitFor(() =>
      expect(reply.queryByRole('button', { name: 'Unlike' })).not.toBeInTheDocument(),
    )
    expect(reply.queryByRole('button', { name: '3 likes' })).not.toBeInTheDocument()
    expect(reply.queryByText('0 likes')).not.toBeInTheDocument()
    expect(requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/forum/likes/77')
  })

  it('lists the latest 5 likers under "N members liked this"', async () => {
    const likers = Array.from({ length: 7 }, (_, i) => likerFixture(i + 1))
    const { requests } = threadServer({
      replies: [{ ...theirs, total_likes: 7, children: [] }],
      likers,
    })
    const { user } = renderThreadPage()
    await user.click(await screen.findByRole('button', { name: '7 likes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Likes' })
    expect(await within(dialog).findByText('7 members liked this')).toBeInTheDocument()
    expect(within(dialog).getAllByText(/^Liker \d/)).toHaveLength(5)
    const call = requests.find((r) => r.path === '/api/forum/likes' && r.method === 'GET')
    expect(call?.query.get('forum_object_id')).toBe('101')
    expect(call?.query.get('forum_object_type')).toBe('reply')
    expect(call?.query.get('per_page')).toBe('5')
  })

  it('groups its attachments: an image and an audio file', async () => {
    const files = {
      ...noFiles(),
      images: [
        {
          id: 1,
          path: 'p/a.png',
          src: '/api/files/p/a.png',
          mime: 'image/png',
          client_filename: 'a.png',
          filesize: 10,
          filesize_formatted: '10 B',
        },
      ],
      audio: [
        {
          id: 2,
          path: 'p/b.mp3',
          src: '/api/files/p/b.mp3',
          mime: 'audio/mpeg',
          client_filename: 'b.mp3',
          filesize: 10,
          filesize_formatted: '10 B',
        },
      ],
    }
    threadServer({
      replies: [
        replyFixture({ id: 100, body: 'With files', upload_files: files, uploads: [1, 2] }),
      ],
    })
    renderThreadPage()
    await screen.findByText('With files')
    const reply = articleOf('With files')
    expect(reply.getByRole('region', { name: 'Images' })).toBeInTheDocument()
    const audio = reply.getByRole('region', { name: 'Audio' }).querySelector('audio')
    expect(audio).toHaveAttribute('src', '/api/files/p/b.mp3')
    expect(audio).toHaveAttribute('controls')
    expect(reply.queryByRole('region', { name: 'Documents' })).not.toBeInTheDocument()
  })

  it('keeps an edit as a draft across a reload for the same member only, and clears it on save', async () => {
    threadServer({ me: meFixture({ id: 7 }), replies: [mine] })
    const first = renderThreadPage()
    await screen.findByText('My own words')
    await first.user.click(articleOf('My own words').getByRole('button', { name: 'Edit' }))
    const editor = screen.getByRole('combobox', { name: 'Edit your reply' })
    await first.user.clear(editor)
    await first.user.type(editor, 'Half-written change')
    cleanup()

    // Reload: the draft is back.
    threadServer({ me: meFixture({ id: 7 }), replies: [mine] })
    renderThreadPage()
    expect(await screen.findByRole('combobox', { name: 'Edit your reply' })).toHaveValue(
      'Half-written change',
    )
    cleanup()

    // Another member on the same browser does not see it (a moderator could edit this reply too).
    threadServer({ me: moderator(), replies: [mine] })
    renderThreadPage()
    await screen.findByText('My own words')
    expect(screen.queryByRole('combobox', { name: 'Edit your reply' })).not.toBeInTheDocument()
    cleanup()

    const { requests } = threadServer({ me: meFixture({ id: 7 }), replies: [mine] })
    const third = renderThreadPage()
    await screen.findByRole('combobox', { name: 'Edit your reply' })
    await third.user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Half-written change')).toBeInTheDocument()
    expect(articleOf('Half-written change').getByText(/edited/)).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      body: 'Half-written change',
      entities: [],
    })
    cleanup()

    threadServer({ me: meFixture({ id: 7 }), replies: [mine] })
    renderThreadPage()
    await screen.findByText('My own words')
    expect(screen.queryByRole('combobox', { name: 'Edit your reply' })).not.toBeInTheDocument()
  })
})
