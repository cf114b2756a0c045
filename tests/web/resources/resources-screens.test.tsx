import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ResourceRoute } from '@/app/routes/public/resource-route'
import { ResourcesRoute } from '@/app/routes/public/resources-route'
import type { Me } from '@/lib/session'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { ids, noFiles, pageOf, resourceResource, resourceSummary } from '../helpers/post-fixtures'
import { renderScreen } from '../helpers/render'

type Handler = (req: ApiRequest) => Response | undefined

/** The API as the resources screens see it; every other call is recorded in `calls`. */
const api = (handler: Handler, me: Me | null = meFixture()) => {
  const calls: ApiRequest[] = []
  mockFetch((req) => {
    if (req.path === '/api/me') return jsonResponse(200, { data: me })
    if (req.path === '/api/settings') return jsonResponse(200, { data: settingsFixture() })
    calls.push(req)
    return handler(req)
  })
  return calls
}

const GROUP = { id: 9, title: 'Founders' }
const locked = (id: number, requested = false) =>
  resourceSummary(id, {
    title: `Locked ${id}`,
    locked: true,
    group_id: GROUP.id,
    group: GROUP,
    group_requested: requested,
    total_files: 2,
  })

describe('/resources (spec 01 §2)', { timeout: 20_000 }, () => {
  it('shows 12 resources, and "Load more" adds 12 more until there are none', async () => {
    const calls = api((req) =>
      req.path !== '/api/resources'
        ? undefined
        : req.query.get('page') === '2'
          ? pageOf(
              ids(13, 12).map((id) => resourceSummary(id)),
              24,
              2,
            )
          : pageOf(
              ids(1, 12).map((id) => resourceSummary(id)),
              24,
              1,
            ),
    )
    const { user } = renderScreen('/resources', <ResourcesRoute />)
    expect(await screen.findByRole('link', { name: 'Resource 12' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(12)
    expect(calls[0]!.query.get('per_page')).toBe('12')
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('link', { name: 'Resource 24' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(24)
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('shows a card’s title, excerpt, category and number of files', async () => {
    api((req) =>
      req.path === '/api/resources'
        ? pageOf(
            [
              resourceSummary(1, {
                slug: 'starter-pack',
                title: 'Starter pack',
                total_files: 3,
                categories: [
                  {
                    id: 2,
                    name: 'Guides',
                    slug: 'guides',
                    parent_id: null,
                    type_id: null,
                    position: 0,
                    img: null,
                    group_id: null,
                  },
                ],
              }),
              resourceSummary(2, { title: 'One file', total_files: 1 }),
            ],
            2,
            1,
          )
        : undefined,
    )
    renderScreen('/resources', <ResourcesRoute />)
    const card = await screen.findByRole('article', { name: 'Starter pack' })
    expect(within(card).getByRole('link', { name: 'Starter pack' })).toHaveAttribute(
      'href',
      '/resources/starter-pack',
    )
    expect(within(card).getByText('Excerpt of post 1')).toBeInTheDocument()
    expect(within(card).getByText('Guides')).toBeInTheDocument()
    expect(within(card).getByText('3 files')).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: 'One file' })).getByText('1 file'),
    ).toBeInTheDocument()
  })

  it('says "No resources found" when there are none', async () => {
    api((req) => (req.path === '/api/resources' ? pageOf([], 0, 1) : undefined))
    renderScreen('/resources', <ResourcesRoute />)
    expect(await screen.findByText('No resources found')).toBeInTheDocument()
  })

  it('offers to join a locked resource’s group, then shows "Requested to join"', async () => {
    const calls = api((req) => {
      if (req.path === '/api/resources') return pageOf([locked(1)], 1, 1)
      if (req.method === 'POST' && req.path === '/api/group-user-requests')
        return jsonResponse(201, {
          data: { status: 'requested', message: 'Request Sent', request: null },
        })
      return undefined
    })
    const { user } = renderScreen('/resources', <ResourcesRoute />)
    const card = await screen.findByRole('article', { name: 'Locked 1' })
    expect(within(card).getByText(/For members of Founders/)).toBeInTheDocument()
    // Its page would only show the same card: the title is not a link.
    expect(within(card).queryByRole('link', { name: 'Locked 1' })).not.toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Request to join this group' }))
    const requested = await within(card).findByRole('button', { name: 'Requested to join' })
    expect(requested).toBeDisabled()
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.body).toEqual({ group_id: 9, user_id: 7 })
    expect(await screen.findByText('Request Sent')).toBeInTheDocument()
  })

  it('shows "Requested to join" at once when the member has asked already', async () => {
    api((req) => (req.path === '/api/resources' ? pageOf([locked(1, true)], 1, 1) : undefined))
    renderScreen('/resources', <ResourcesRoute />)
    expect(await screen.findByRole('button', { name: 'Requested to join' })).toBeDisabled()
    expect(
      screen.queryByRole('button', { name: 'Request to join this group' }),
    ).not.toBeInTheDocument()
  })

  it('sends a visitor to sign in to ask to join', async () => {
    api((req) => (req.path === '/api/resources' ? pageOf([locked(1)], 1, 1) : undefined), null)
    const { user } = renderScreen('/resources', <ResourcesRoute />)
    await user.click(await screen.findByRole('link', { name: 'Request to join this group' }))
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/signin?message=unauthorised&next=${encodeURIComponent('/resources')}`,
      ),
    )
  })

  it('tells a member without resources.view they may not, without asking the API', async () => {
    const calls = api(() => pageOf([], 0, 1), meFixture({ permissions: ['news.view:directory'] }))
    renderScreen('/resources', <ResourcesRoute />)
    expect(
      await screen.findByText('You are not authorised to access "Resources".'),
    ).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })
})

describe('/resources/:slug (spec 01 §2 single resource)', { timeout: 20_000 }, () => {
  it('shows the body and the files under "Downloads" as download links with size and type', async () => {
    const files = {
      ...noFiles(),
      documents: [
        {
          id: 1,
          client_filename: 'handbook.pdf',
          filesize_formatted: '1.2 MB',
          src: '/api/files/handbook.pdf',
          mime: 'application/pdf',
        },
      ],
      images: [
        {
          id: 2,
          client_filename: 'map.png',
          filesize_formatted: '300 KB',
          src: '/api/files/map.png',
          mime: 'image/png',
        },
      ],
    }
    api((req) =>
      req.path === '/api/resources/starter-pack'
        ? jsonResponse(200, {
            data: resourceResource(1, { title: 'Starter pack', upload_files: files }),
          })
        : undefined,
    )
    renderScreen('/resources/:slug', <ResourceRoute />, { route: '/resources/starter-pack' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Starter pack' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Body of resource 1')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument()
    const downloads = screen.getByRole('region', { name: 'Downloads' })
    const links = within(downloads).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual(['handbook.pdf', 'map.png'])
    expect(links[0]).toHaveAttribute('href', '/api/files/handbook.pdf')
    expect(links[0]).toHaveAttribute('download', 'handbook.pdf')
    expect(within(downloads).getByText('Document · 1.2 MB')).toBeInTheDocument()
    expect(within(downloads).getByText('Image · 300 KB')).toBeInTheDocument()
  })

  it('shows no Downloads for a resource without files', async () => {
    api((req) =>
      req.path === '/api/resources/plain'
        ? jsonResponse(200, { data: resourceResource(1, { title: 'Plain' }) })
        : undefined,
    )
    renderScreen('/resources/:slug', <ResourceRoute />, { route: '/resources/plain' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Plain' })).toBeInTheDocument()
    expect(screen.queryByText('Downloads')).not.toBeInTheDocument()
  })

  it('reads the preview when the resource answers 403, and offers to join its group', async () => {
    const calls = api((req) => {
      if (req.path === '/api/resources/secret')
        return jsonResponse(403, { message: 'This action is unauthorized.' })
      if (req.path === '/api/resources/secret/preview')
        return jsonResponse(200, { data: locked(1) })
      if (req.method === 'POST' && req.path === '/api/group-user-requests')
        return jsonResponse(201, {
          data: { status: 'requested', message: 'Request Sent', request: null },
        })
      return undefined
    })
    const { user } = renderScreen('/resources/:slug', <ResourceRoute />, {
      route: '/resources/secret',
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Locked 1' })).toBeInTheDocument()
    expect(screen.getByText(/For members of Founders/)).toBeInTheDocument()
    expect(screen.queryByText('Downloads')).not.toBeInTheDocument()
    // The 403 is the page's to explain, not an alert.
    expect(screen.queryByText('This action is unauthorized.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Request to join this group' }))
    expect(await screen.findByRole('button', { name: 'Requested to join' })).toBeDisabled()
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/resources/secret',
        'GET /api/resources/secret/preview',
        'POST /api/group-user-requests',
      ]),
    )
  })

  it('says "Could not load resource." when loading fails', async () => {
    let fail = true
    api((req) =>
      req.path !== '/api/resources/guide'
        ? undefined
        : fail
          ? jsonResponse(500, { message: 'Server Error' })
          : jsonResponse(200, { data: resourceResource(1, { title: 'Guide' }) }),
    )
    const { user } = renderScreen('/resources/:slug', <ResourceRoute />, {
      route: '/resources/guide',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load resource.')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide' })).toBeInTheDocument()
  })

  it('is the "page not found" page for a resource that does not exist', async () => {
    api(() => jsonResponse(404, { message: 'Not Found' }))
    renderScreen('/resources/:slug', <ResourceRoute />, { route: '/resources/gone' })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })
})
