import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DELETE_COMMENT_CONFIRM } from '@worker/comments/comments.schemas'
import { jsonResponse } from '../helpers/fetch-mock'
import { meFixture } from '../helpers/fixtures'
import {
  authorFixture,
  commentFixture,
  engagementServer,
  renderEngagement,
} from './engagement-fixtures'

const article = (name: string) =>
  within(screen.getByRole('article', { name: `Comment by ${name}` }))
const me = meFixture()
const mine = commentFixture({
  id: 2,
  body: 'My own thoughts',
  user_id: me.id,
  user: authorFixture(me.id, 'Ada Lovelace'),
  can_edit: true,
  can_delete: true,
})
const theirs = commentFixture({
  id: 1,
  body: 'Looking forward to it',
  replies: [
    commentFixture({
      id: 3,
      parent_id: 1,
      body: 'Me too',
      user_id: 21,
      user: authorFixture(21, 'Alan Turing'),
      replies: undefined,
    }),
  ],
})

const renderUser = () => userEvent.setup()

describe('the comments section', () => {
  it('lists comments with author, body, how long ago, and Edit / Delete only on one’s own', async () => {
    engagementServer({ comments: [mine, theirs] })
    renderEngagement()
    expect(await screen.findByText('My own thoughts')).toBeInTheDocument()
    const own = article('Ada Lovelace')
    expect(own.getByRole('button', { name: 'Edit' })).toBeInTheDocument()
    expect(own.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    const other = article('Grace Hopper')
    expect(other.getByText('Looking forward to it')).toBeInTheDocument()
    expect(other.getAllByText('3 hours ago')[0]).toBeInTheDocument()
    expect(other.getAllByText('Grace Hopper')[0]!.closest('a')).toHaveAttribute(
      'href',
      '/members/grace-hopper',
    )
    expect(other.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    // The nested reply is under its comment; Hide Replies folds it away.
    expect(other.getByText('Me too')).toBeInTheDocument()
    await renderUser().click(other.getByRole('button', { name: 'Hide Replies' }))
    expect(screen.queryByText('Me too')).not.toBeInTheDocument()
    await renderUser().click(other.getByRole('button', { name: 'Show Replies (1)' }))
    expect(screen.getByText('Me too')).toBeInTheDocument()
  })

  it('keeps Post Comment disabled while empty or spaces, says "Posting..." while sending, then shows the comment', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const comments = [theirs]
    const { requests } = engagementServer({
      comments,
      write: (r) => {
        if (r.method !== 'POST' || r.path !== '/api/comments') return undefined
        return held.then(() => {
          const created = commentFixture({ id: 9, body: 'Count me in', user_id: me.id })
          // The list the server answers from now starts with it.
          comments.unshift(created)
          return jsonResponse(201, { data: created })
        })
      },
    })
    const { user } = renderEngagement()
    const box = await screen.findByRole('textbox', { name: 'Write a comment' })
    const button = screen.getByRole('button', { name: 'Post Comment' })
    expect(button).toBeDisabled()
    await user.type(box, '   ')
    expect(button).toBeDisabled()
    await user.clear(box)
    await user.type(box, 'Count me in')
    expect(button).toBeEnabled()
    await user.click(button)
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled()
    release()
    await waitFor(() => expect(box).toHaveValue(''))
    expect(await screen.findByText('Count me in')).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      item_type: 'event',
      item_id: 5,
      body: 'Count me in',
    })
  })

  it('asks exactly "Are you sure you want to delete this?" before deleting, and Cancel keeps it', async () => {
    const { requests } = engagementServer({
      comments: [mine],
      write: (r) =>
        r.method === 'DELETE' && r.path === '/api/comments/2'
          ? jsonResponse(200, { data: { id: 2 } })
          : undefined,
    })
    const { user } = renderEngagement()
    await screen.findByText('My own thoughts')
    await user.click(article('Ada Lovelace').getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(DELETE_COMMENT_CONFIRM)).toBeInTheDocument()
    expect(DELETE_COMMENT_CONFIRM).toBe('Are you sure you want to delete this?')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false)
    await user.click(article('Ada Lovelace').getByRole('button', { name: 'Delete' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    )
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true))
  })

  it('opens a reply box with Cancel and Save (disabled while empty) and posts the reply under its comment', async () => {
    const { requests } = engagementServer({
      comments: [theirs],
      write: (r) =>
        r.method === 'POST'
          ? jsonResponse(201, { data: commentFixture({ id: 10, parent_id: 1 }) })
          : undefined,
    })
    const { user } = renderEngagement()
    await screen.findByText('Looking forward to it')
    await user.click(article('Grace Hopper').getByRole('button', { name: 'Reply' }))
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument()
    await user.click(article('Grace Hopper').getByRole('button', { name: 'Reply' }))
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'See you there')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        item_type: 'event',
        item_id: 5,
        body: 'See you there',
        parent_id: 1,
      }),
    )
  })

  it('edits one’s own comment', async () => {
    const { requests } = engagementServer({
      comments: [mine],
      write: (r) =>
        r.method === 'PUT' ? jsonResponse(200, { data: { ...mine, body: 'Changed' } }) : undefined,
    })
    const { user } = renderEngagement()
    await screen.findByText('My own thoughts')
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    const box = screen.getByRole('textbox', { name: 'Edit your comment' })
    await user.clear(box)
    await user.type(box, 'Changed')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
        path: '/api/comments/2',
        body: { body: 'Changed' },
      }),
    )
  })

  it('offers visitors "Sign in to comment", back to where they were, and says when there are none', async () => {
    engagementServer({ me: null })
    renderEngagement()
    expect(await screen.findByText('No comments yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      '/signin?message=unauthorised&next=%2Fevents%2Fquiz',
    )
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument()
  })

  it('hides comments and likes when display_likes_and_comments is off', async () => {
    const { requests } = engagementServer({
      comments: [theirs],
      settings: { display_likes_and_comments: false },
    })
    renderEngagement()
    await waitFor(() => expect(requests.some((r) => r.path === '/api/settings')).toBe(true))
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByText('Looking forward to it')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /like/i })).not.toBeInTheDocument()
    expect(requests.some((r) => r.path === '/api/comments')).toBe(false)
  })
})
