import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { POST_MESSAGES, type ResourceResource } from '@worker/posts/posts.schemas'
import { AdminResourcesScreen } from '@/features/admin-resources/components/admin-resources-screen'
import { page, postApi, requestsTo, resourceFixture } from '../helpers/post-resource'
import { renderScreen } from '../helpers/render'

const minutes = resourceFixture({ id: 6, title: 'Meeting minutes', recently_approved: true })
const maps = resourceFixture({ id: 7, title: 'Route maps', status: 'rejected' })

const adminApi = () => {
  let rows: ResourceResource[] = [minutes, maps]
  return postApi({}, (request) => {
    if (request.method === 'GET' && request.path === '/api/resources') {
      const status = request.query.get('status')
      return page(status && status !== 'all' ? rows.filter((r) => r.status === status) : rows)
    }
    if (request.method === 'DELETE' && request.path === '/api/resources/7') {
      rows = rows.filter((r) => r.id !== 7)
      return new Response(null, { status: 204 })
    }
    return undefined
  })
}

describe('Admin resources screen', { timeout: 20_000 }, () => {
  it('lists resources with the recently-approved mark and filters by status through the API', async () => {
    const api = adminApi()
    const { user } = renderScreen('/admin/resources', <AdminResourcesScreen />)
    const row = (await screen.findByText('Meeting minutes')).closest('tr')!
    expect(within(row).getByText('Recently approved')).toBeInTheDocument()
    expect(
      within(screen.getByText('Route maps').closest('tr')!).getByText('Rejected'),
    ).toBeVisible()
    await user.click(screen.getByRole('radio', { name: 'Rejected' }))
    await waitFor(() => expect(screen.queryByText('Meeting minutes')).not.toBeInTheDocument())
    expect(requestsTo(api.requests, 'GET', '/api/resources').at(-1)?.query.get('status')).toBe(
      'rejected',
    )
    expect(screen.getByTestId('location')).toHaveTextContent('status=rejected')
  })

  it(`deletes after confirming and says '${POST_MESSAGES.resourceDeleted}'`, async () => {
    const api = adminApi()
    const { user } = renderScreen('/admin/resources', <AdminResourcesScreen />)
    await user.click(await screen.findByRole('button', { name: 'Actions for Route maps' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete resource' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(POST_MESSAGES.resourceDeleted)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Route maps')).not.toBeInTheDocument())
    expect(requestsTo(api.requests, 'DELETE', '/api/resources/7')).toHaveLength(1)
  })
})
