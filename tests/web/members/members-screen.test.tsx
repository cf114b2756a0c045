import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MembersScreen } from '@/features/members/components/members-screen'
import { cardSizeFor, MemberCard } from '@/features/members/components/member-card'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'

const member = (id: number) => ({
  id,
  site_id: 1,
  is_connected: false,
  connect_requested: false,
  full_name: `Member ${id}`,
  forename: 'Member',
  surname: String(id),
  initials: 'M' + String(id).charAt(0),
  img: null,
  slug: `member-${id}`,
  company: `Company ${id}`,
  industry: null,
  place_name: null,
  last_active_at: '2026-11-20T10:00:00.000Z',
  distance: null,
})

const page = (ids: number[], total: number, current: number) => ({
  data: ids.map(member),
  meta: {
    pagination: {
      total,
      count: ids.length,
      per_page: 12,
      current_page: current,
      total_pages: Math.ceil(total / 12),
    },
  },
})

const api = (directory: (req: ApiRequest) => Response) => {
  const calls: ApiRequest[] = []
  mockFetch((req) => {
    if (req.path === '/api/users/directory') {
      calls.push(req)
      return directory(req)
    }
    if (req.path === '/api/user-attributes') return jsonResponse(200, { data: [] })
    if (req.path === '/api/me') return jsonResponse(200, { data: meFixture })
    if (req.path === '/api/settings') return jsonResponse(200, { data: settingsFixture })
    if (req.path === '/api/places') return jsonResponse(200, { data: [] })
    return undefined
  })
  return calls
}

describe('member card sizes (spec 01 §2)', () => {
  it.each([
    [590, 'small'],
    [690, 'medium'],
    [800, 'large'],
  ])('a card %i px wide is %s', (width, size) => {
    expect(cardSizeFor(width)).toBe(size)
  })

  it('shows avatar initials, name, company and last-active time, with the actions slot', async () => {
    api(() => jsonResponse(200, page([], 0, 1)))
    renderScreen(
      '/',
      <MemberCard
        member={member(7)}
        width={800}
        actions={<button type="button">Connect</button>}
      />,
    )
    const card = (await screen.findByText('Member 7')).closest('[data-card-size]')!
    expect(card.getAttribute('data-card-size')).toBe('large')
    expect(within(card as HTMLElement).getByText('M7')).toBeTruthy()
    expect(within(card as HTMLElement).getByText('Company 7')).toBeTruthy()
    expect(within(card as HTMLElement).getByText(/^Active/)).toBeTruthy()
    expect(within(card as HTMLElement).getByRole('button', { name: 'Connect' })).toBeTruthy()
  })
})

describe('/members', () => {
  it('sends the filters from the address, shows 12 and loads 12 more', async () => {
    const calls = api((req) =>
      req.query.get('page') === '2'
        ? jsonResponse(200, page([13, 14], 14, 2))
        : jsonResponse(
            200,
            page(
              [...Array(12).keys()].map((i) => i + 1),
              14,
              1,
            ),
          ),
    )
    const { user } = renderScreen('/members', <MembersScreen />, {
      route: '/members?name=Ada&near=gb-leeds&near_name=Leeds&distance=5',
    })
    expect(await screen.findByText('Member 12')).toBeTruthy()
    expect(calls[0]!.query.get('name')).toBe('Ada')
    expect(calls[0]!.query.get('near')).toBe('gb-leeds')
    expect(calls[0]!.query.get('near_distance')).toBe('5')
    expect(calls[0]!.query.get('per_page')).toBe('12')
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Ada')
    expect(screen.getByText('Distance: 5 miles')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Member 14')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  }, 20_000)

  it('puts a search in the address and Reset clears it', async () => {
    api(() => jsonResponse(200, page([], 0, 1)))
    const { user } = renderScreen('/members', <MembersScreen />)
    expect(await screen.findByText('No users found')).toBeTruthy()
    await user.type(screen.getByLabelText('Company'), 'Acme')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/members?company=Acme'),
    )
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/members'))
    expect(screen.getByLabelText('Company')).toHaveProperty('value', '')
  }, 20_000)
})

// The toggle shows only below Mantine's sm breakpoint (48em); happy-dom's window is wider, so it is
// found by its text, not its role. The folding itself is CSS on data-open (member-filter.module.css).
describe('the member filter on a phone', () => {
  const toggleOf = async (text: string) => (await screen.findByText(text)).closest('button')!

  it('folds the filters past Name behind "More filters" and opens them', async () => {
    api(() => jsonResponse(200, page([1], 1, 1)))
    const { user } = renderScreen('/members', <MembersScreen />)
    const toggle = await toggleOf('More filters')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById('member-filter-more')).toHaveAttribute('data-open', 'false')
    await user.click(toggle)
    expect(await toggleOf('Fewer filters')).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById('member-filter-place')).toHaveAttribute('data-open', 'true')
  }, 20_000)

  it('starts open when a filter past Name is in the address', async () => {
    api(() => jsonResponse(200, page([1], 1, 1)))
    renderScreen('/members', <MembersScreen />, { route: '/members?company=Acme' })
    expect(await toggleOf('Fewer filters')).toHaveAttribute('aria-expanded', 'true')
  }, 20_000)
})
