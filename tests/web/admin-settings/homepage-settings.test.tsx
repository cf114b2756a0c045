import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { HomepageSettingsScreen } from '@/features/admin-settings/components/homepage-settings-screen'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'

const user = (id: number) => ({
  id,
  full_name: `Person ${id}`,
  email: `person${id}@example.test`,
  created_at: '2026-01-02T10:00:00.000Z',
  last_signin_at: null,
})
const titled = (id: number) => ({
  id,
  title: `Item ${id}`,
  created_at: '2026-01-02T10:00:00.000Z',
  starts_at: '2026-12-01T18:00:00.000Z',
})

const pageOf = <T,>(rows: T[], total: number, page: number) => ({
  data: rows,
  meta: {
    pagination: {
      total,
      count: rows.length,
      per_page: 15,
      current_page: page,
      total_pages: Math.ceil(total / 15) || 1,
    },
  },
})

const LIST_PATHS: Record<string, (id: number) => unknown> = {
  '/api/users': user,
  '/api/events': titled,
  '/api/news': titled,
  '/api/resources': titled,
}

const serve = (saveStatus = 200) => {
  const lookups: ApiRequest[] = []
  const saves: ApiRequest[] = []
  const tileSaves: ApiRequest[] = []
  mockFetch((r) => {
    if (r.path === '/api/featured-tiles' && r.method === 'PUT') {
      tileSaves.push(r)
      return jsonResponse(200, { data: r.body })
    }
    if (r.path === '/api/me') return jsonResponse(200, { data: meFixture({ role: 'admin' }) })
    if (r.path === '/api/settings' && r.method === 'GET')
      return jsonResponse(200, { data: settingsFixture({ featured_news_id: 5 }) })
    if (r.path === '/api/settings' && r.method === 'PUT') {
      saves.push(r)
      return saveStatus === 200
        ? jsonResponse(200, { data: settingsFixture((r.body as { settings: object }).settings) })
        : jsonResponse(saveStatus, {
            message: "Request couldn't be processed",
            errors: { homepage_route_name: ['Bad route'] },
          })
    }
    const make = LIST_PATHS[r.path]
    if (make) {
      lookups.push(r)
      const filter = r.query.get('full_name') ?? r.query.get('q') ?? ''
      if (filter === 'zzz') return jsonResponse(200, pageOf([], 0, 1))
      const page = Number(r.query.get('page'))
      const rows = Array.from({ length: 15 }, (_, i) => make((page - 1) * 15 + i + 1))
      return jsonResponse(200, pageOf(rows, 40, page))
    }
    return undefined
  })
  return { lookups, saves, tileSaves }
}

const open = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name }))
  return screen.findByRole('dialog')
}

describe('/admin/settings/homepage pickers', { timeout: 20_000 }, () => {
  it('the member picker: 15 a page, a name filter, page 2, four columns, Select stores the member', async () => {
    const { lookups, saves } = serve()
    renderScreen('/admin/settings/homepage', <HomepageSettingsScreen />)
    const dialog = await open('Choose featured member')
    await within(dialog).findByText('Person 1')
    expect(lookups[0]!.path).toBe('/api/users')
    expect(lookups[0]!.query.get('page_size')).toBe('15')
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Registered', 'Last sign-in', 'Select'])
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Name' }), 'Per')
    await waitFor(() => expect(lookups.at(-1)!.query.get('full_name')).toBe('Per'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }))
    await within(dialog).findByText('Person 16')
    expect(lookups.at(-1)!.query.get('page')).toBe('2')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select Person 16' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByText('Person 16')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved')
    expect(saves[0]!.body).toMatchObject({
      settings: { featured_member_id: 16, featured_news_id: 5 },
    })
  })

  it.each([
    ['Choose featured member', 'No users found'],
    ['Choose featured event', 'No events found'],
    ['Choose featured news post', 'No posts found'],
    ['Choose featured resource', 'No resources found'],
  ])('%s says "%s" when nothing matches', async (button, empty) => {
    serve()
    renderScreen('/admin/settings/homepage', <HomepageSettingsScreen />)
    const dialog = await open(button)
    await userEvent.type(within(dialog).getByRole('searchbox'), 'zzz')
    expect(await within(dialog).findByText(empty)).toBeTruthy()
  })

  it('clears a featured item, saving null, and saves the tiles through their own resource', async () => {
    const { saves, tileSaves } = serve()
    renderScreen('/admin/settings/homepage', <HomepageSettingsScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Clear featured news post' }))
    await userEvent.click(screen.getByRole('switch', { name: 'Show featured tiles' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved')
    expect(saves[0]!.body).toMatchObject({ settings: { featured_news_id: null } })
    expect(saves[0]!.body).not.toHaveProperty('settings.featured_tiles')
    expect(tileSaves.map((r) => r.body)).toEqual([{ enabled: false }])
  })

  it('says "Error saving" with the server’s words when the save is refused', async () => {
    serve(422)
    renderScreen('/admin/settings/homepage', <HomepageSettingsScreen />)
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Error saving')).toBeTruthy()
    expect(screen.getByText(/Bad route/)).toBeTruthy()
  })
})
