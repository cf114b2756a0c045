import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../helpers/fetch-mock'
import { engagementServer, likerFixture, renderEngagement } from './engagement-fixtures'

describe('the like button', () => {
  it('toggles at once: liked and +1, then unliked and −1', async () => {
    const { requests } = engagementServer({
      write: (r) => {
        if (r.method === 'POST' && r.path === '/api/likes')
          return jsonResponse(201, {
            data: { id: 44, item_id: 5, item_type: 'event', user_id: 7, total_likes: 3 },
          })
        if (r.method === 'DELETE' && r.path === '/api/likes/44')
          return jsonResponse(200, {
            data: { id: 44, item_id: 5, item_type: 'event', user_id: 7, total_likes: 2 },
          })
        return undefined
      },
    })
    const { user } = renderEngagement({ totalLikes: 2, likedId: 0 })
    const like = await screen.findByRole('button', { name: 'Like' })
    expect(screen.getByRole('button', { name: '2 likes' })).toBeInTheDocument()
    expect(like).toHaveAttribute('aria-pressed', 'false')
    await user.click(like)
    expect(await screen.findByRole('button', { name: '3 likes' })).toBeInTheDocument()
    const unlike = screen.getByRole('button', { name: 'Unlike' })
    expect(unlike).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    await user.click(unlike)
    expect(await screen.findByRole('button', { name: '2 likes' })).toBeInTheDocument()
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/likes/44'),
    )
  })

  it('rolls back when the server refuses', async () => {
    engagementServer({
      write: (r) => (r.method === 'POST' ? jsonResponse(404, { message: 'Not found' }) : undefined),
    })
    const { user } = renderEngagement({ totalLikes: 1, likedId: 0 })
    await user.click(await screen.findByRole('button', { name: 'Like' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false'),
    )
    expect(screen.getByRole('button', { name: '1 like' })).toBeInTheDocument()
  })

  it('reads the count and the viewer’s like itself when the screen does not pass them', async () => {
    engagementServer({ likers: [likerFixture(1, 'Grace Hopper')], userLiked: 1 })
    renderEngagement()
    expect(await screen.findByRole('button', { name: '1 like' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('opens the likes list: avatars, names and "N member(s) liked this"', async () => {
    engagementServer({
      likers: [likerFixture(1, 'Grace Hopper'), likerFixture(2, 'Alan Turing')],
    })
    const { user } = renderEngagement({ totalLikes: 2, likedId: 0 })
    await user.click(await screen.findByRole('button', { name: '2 likes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Likes' })
    expect(await within(dialog).findByText('2 member(s) liked this')).toBeInTheDocument()
    expect(within(dialog).getByText('Grace Hopper')).toBeInTheDocument()
    expect(within(dialog).getByText('AT')).toBeInTheDocument()
  })

  it('is disabled for visitors, telling them to sign in', async () => {
    engagementServer({ me: null })
    renderEngagement({ totalLikes: 4, likedId: 0 })
    const like = await screen.findByRole('button', { name: 'Sign in to like this' })
    expect(like).toBeDisabled()
    expect(screen.getByRole('button', { name: '4 likes' })).toBeInTheDocument()
  })
})
