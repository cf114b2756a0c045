import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { api, apiFetch, DEFAULT_TIMEOUT_MS, markSignOut, withTimeout } from '@/lib/api-client'
import { ApiError } from '@/lib/api-errors'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'

/** A screen that makes one API call when asked, as a page would. */
function LoadButton({ call }: { call: () => Promise<unknown> }) {
  return (
    <button type="button" onClick={() => void call().catch(() => undefined)}>
      Load
    </button>
  )
}

describe('API client: 401', () => {
  it('sends the user to sign-in with the address they were on as next', async () => {
    mockFetch((r) =>
      r.path === '/api/notifications' ? jsonResponse(401, { message: 'Unauthorised' }) : undefined,
    )
    const { user } = renderScreen(
      '/my-events',
      <LoadButton call={() => api.notifications.$get({ query: {} })} />,
      {
        route: '/my-events?view=calendar',
        browserHistory: true,
      },
    )
    await user.click(screen.getByRole('button', { name: 'Load' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/signin?message=unauthorised&next=${encodeURIComponent('/my-events?view=calendar')}`,
      ),
    )
    // A 401 is a redirect, never an alert.
    expect(screen.queryByText('Unauthorised')).not.toBeInTheDocument()
  })

  it('stays put for a 401 just after this tab signed out: the sign-out refused it', async () => {
    let answer: (response: Response) => void = () => undefined
    mockFetch((r) =>
      r.path === '/api/notifications'
        ? new Promise<Response>((resolve) => {
            answer = resolve
          })
        : undefined,
    )
    const { user } = renderScreen(
      '/',
      <LoadButton call={() => api.notifications.$get({ query: {} })} />,
      { route: '/', browserHistory: true },
    )
    await user.click(screen.getByRole('button', { name: 'Load' }))
    // The member signs out while their notifications are on their way.
    markSignOut()
    answer(jsonResponse(401, { message: 'Unauthorised' }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/)
    expect(screen.queryByText('Unauthorised')).not.toBeInTheDocument()
  })

  it('sends the user to sign in again once the sign-out is seconds old', async () => {
    markSignOut(performance.now() - 6_000)
    mockFetch((r) =>
      r.path === '/api/notifications' ? jsonResponse(401, { message: 'Unauthorised' }) : undefined,
    )
    const { user } = renderScreen(
      '/my-events',
      <LoadButton call={() => api.notifications.$get({ query: {} })} />,
      { route: '/my-events', browserHistory: true },
    )
    await user.click(screen.getByRole('button', { name: 'Load' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/signin?message=unauthorised&next=${encodeURIComponent('/my-events')}`,
      ),
    )
  })
})

describe('API client: alerts by status', () => {
  it.each([
    [404, "Couldn't find what you asked for"],
    [403, 'Not allowed to do that'],
    [409, 'Conflicting request'],
    [429, 'Too many requests in a short period of time'],
    [500, 'There was an error on the server'],
  ])('a %i shows an alert titled "%s" listing the messages', async (status, title) => {
    mockFetch(() => jsonResponse(status, { message: 'The server said no' }))
    const { user } = renderScreen('/', <LoadButton call={() => api.me.$get()} />)
    await user.click(screen.getByRole('button', { name: 'Load' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(title)
    expect(within(alert).getByRole('listitem')).toHaveTextContent('The server said no')
  })

  it('says "Unknown error" when the body has no message', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    const { user } = renderScreen('/', <LoadButton call={() => api.me.$get()} />)
    await user.click(screen.getByRole('button', { name: 'Load' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("Request couldn't be completed.")
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Unknown error')
  })

  it('shows no alert for a 428 (3-D Secure is handled by the caller)', async () => {
    const { requests } = mockFetch(() => jsonResponse(428, { message: 'Authentication required' }))
    const caught: unknown[] = []
    const { user } = renderScreen(
      '/',
      <LoadButton call={() => api.me.$get().catch((e: unknown) => caught.push(e))} />,
    )
    await user.click(screen.getByRole('button', { name: 'Load' }))
    await waitFor(() => expect(caught).toHaveLength(1))
    expect(requests).toHaveLength(1)
    expect(caught[0]).toBeInstanceOf(ApiError)
    // Give a would-be alert time to appear before asserting it did not.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText('Authentication required')).not.toBeInTheDocument()
  })
})

/** A fetch that only ends when its signal aborts, like a server that never answers. */
const hangingFetch = () =>
  mockFetch(
    (r) =>
      new Promise<Response>((_, reject) => {
        r.signal?.addEventListener('abort', () => reject(r.signal?.reason))
      }),
  )

describe('API client: timeout', () => {
  it('gives up after the timeout with "Request took too long"', async () => {
    hangingFetch()
    const { user } = renderScreen(
      '/',
      <LoadButton call={() => apiFetch('/api/me', { headers: withTimeout(30) })} />,
    )
    await user.click(screen.getByRole('button', { name: 'Load' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Request took too long')
  })

  it('waits 30 seconds by default, then fails with a 408', async () => {
    // AbortSignal.timeout ignores fake timers, so its clock is replaced by one the test controls.
    const clocks: { ms: number; controller: AbortController }[] = []
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
      const controller = new AbortController()
      clocks.push({ ms, controller })
      return controller.signal
    })
    hangingFetch()
    const pending = apiFetch('/api/me', { headers: { 'x-no-alert': 'all' } })
    expect(clocks.map((c) => c.ms)).toEqual([DEFAULT_TIMEOUT_MS])
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000)
    clocks[0]?.controller.abort(new DOMException('The operation timed out.', 'TimeoutError'))
    await expect(pending).rejects.toMatchObject({ status: 408, message: 'Request took too long' })
  })
})

describe('API client: error bodies', () => {
  it('keeps field messages it can show and drops the rest', async () => {
    mockFetch(() =>
      jsonResponse(422, {
        message: ['First problem', 'Second problem'],
        errors: {
          email: 'Enter a valid email address',
          tags: [3, 'Too many tags'],
          nested: { a: 1 },
          list: [1, 2],
        },
      }),
    )
    const failure = await apiFetch('/api/x', { headers: { 'x-no-alert': 'all' } }).catch(
      (e: unknown) => e,
    )
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({
      status: 422,
      message: 'First problem',
      fields: { email: ['Enter a valid email address'], tags: ['Too many tags'] },
    })
  })
})
