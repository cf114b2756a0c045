import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PROMOTION_MESSAGES } from '@worker/posts/promotions.schemas'
import { ClaimedPromotionsRoute } from '@/app/routes/public/claimed-promotions-route'
import { MyPromotionsRoute } from '@/app/routes/public/my-promotions-route'
import { PromotionRoute } from '@/app/routes/public/promotion-route'
import { PromotionsRoute } from '@/app/routes/public/promotions-route'
import type { Me } from '@/lib/session'
import { jsonResponse, mockFetch, type ApiRequest } from '../helpers/fetch-mock'
import { meFixture, settingsFixture } from '../helpers/fixtures'
import { ids, pageOf } from '../helpers/post-fixtures'
import { promotionResource, promotionSummary } from '../helpers/promotion-fixtures'
import { renderScreen } from '../helpers/render'

/** The API as the promotions screens see it; `promotions` answers /api/promotions…. */
const api = (
  promotions: (req: ApiRequest) => Response | undefined,
  me: Me | null = meFixture(),
) => {
  const calls: ApiRequest[] = []
  mockFetch((req) => {
    if (req.path === '/api/me') return jsonResponse(200, { data: me })
    if (req.path === '/api/settings') return jsonResponse(200, { data: settingsFixture() })
    if (req.path.startsWith('/api/promotions')) {
      calls.push(req)
      return promotions(req)
    }
    return undefined
  })
  return calls
}

const cards = () => screen.getAllByRole('article')

describe('/promotions (spec 01 §2 promotions list)', { timeout: 20_000 }, () => {
  it('shows 6 promotions, and "Load more" adds 6 more until there are none', async () => {
    const calls = api((req) =>
      req.query.get('page') === '2'
        ? pageOf(
            ids(7, 6).map((id) => promotionSummary(id)),
            12,
            2,
            6,
          )
        : pageOf(
            ids(1, 6).map((id) => promotionSummary(id)),
            12,
            1,
            6,
          ),
    )
    const { user } = renderScreen('/promotions', <PromotionsRoute />)
    expect(await screen.findByRole('link', { name: 'Promotion 6' })).toBeInTheDocument()
    expect(cards()).toHaveLength(6)
    expect(calls[0]!.query.get('per_page')).toBe('6')
    expect(calls[0]!.query.get('claimed')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('link', { name: 'Promotion 12' })).toBeInTheDocument()
    expect(cards()).toHaveLength(12)
    expect(calls[1]!.query.get('page')).toBe('2')
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  it('shows each card’s type, title, "Provided by" company, excerpt and "View Details"', async () => {
    api(() =>
      pageOf(
        [
          promotionSummary(1, {
            slug: 'ten-percent-off',
            title: 'Ten percent off',
            settings: { company_name: 'Corner Bakery', promotion_type: 'job' },
          }),
        ],
        1,
        1,
        6,
      ),
    )
    renderScreen('/promotions', <PromotionsRoute />)
    const card = await screen.findByRole('article', { name: 'Ten percent off' })
    expect(within(card).getByText('Job')).toBeInTheDocument()
    expect(within(card).getByText('Provided by Corner Bakery')).toBeInTheDocument()
    expect(within(card).getByText('Excerpt of promotion 1')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Ten percent off' })).toHaveAttribute(
      'href',
      '/promotions/ten-percent-off',
    )
    expect(
      within(card).getByRole('link', { name: 'View Details: Ten percent off' }),
    ).toHaveAttribute('href', '/promotions/ten-percent-off')
  })

  it(`says "${PROMOTION_MESSAGES.noPromotions}" when there are none`, async () => {
    api(() => pageOf([], 0, 1, 6))
    renderScreen('/promotions', <PromotionsRoute />)
    expect(await screen.findByText('No promotions found')).toBeInTheDocument()
  })

  it('offers to try again when the list fails', async () => {
    let fail = true
    api(() =>
      fail
        ? jsonResponse(500, { message: 'Server Error' })
        : pageOf([promotionSummary(1)], 1, 1, 6),
    )
    const { user } = renderScreen('/promotions', <PromotionsRoute />)
    expect(await screen.findByText('The promotions could not be loaded.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Promotion 1' })).toBeInTheDocument()
  })

  it('tells a member without promotions.view they may not, without asking the API (M01-ROLES-07)', async () => {
    const calls = api(() => pageOf([], 0, 1), meFixture({ permissions: ['events.view'] }))
    renderScreen('/promotions', <PromotionsRoute />)
    expect(
      await screen.findByText('You are not authorised to access "Promotions".'),
    ).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })
})

describe('/my-promotions and /claimed-promotions', { timeout: 20_000 }, () => {
  it('lists the member’s own promotions in every status, linking only the approved ones (M01-PROMO-04)', async () => {
    const calls = api(() =>
      pageOf(
        [
          promotionSummary(1, { title: 'Live offer', status: 'approved' }),
          promotionSummary(2, { title: 'Waiting offer', status: 'pending' }),
          promotionSummary(3, { title: 'Refused offer', status: 'rejected' }),
        ],
        3,
        1,
        6,
      ),
    )
    renderScreen('/my-promotions', <MyPromotionsRoute />)
    const live = await screen.findByRole('article', { name: 'Live offer' })
    expect(within(live).getByRole('link', { name: 'Live offer' })).toBeInTheDocument()
    expect(within(live).getByText('Approved')).toBeInTheDocument()
    for (const [title, status] of [
      ['Waiting offer', 'Pending'],
      ['Refused offer', 'Rejected'],
    ] as const) {
      const card = screen.getByRole('article', { name: title })
      expect(within(card).queryByRole('link')).not.toBeInTheDocument()
      expect(within(card).queryByText('View Details')).not.toBeInTheDocument()
      expect(within(card).getByText(status)).toBeInTheDocument()
    }
    expect(calls[0]!.query.get('user_id')).toBe('7')
    expect(calls[0]!.query.get('status')).toBe('all')
  })

  it('lists the promotions the member claimed, with when', async () => {
    const calls = api(() =>
      pageOf(
        [
          promotionSummary(1, {
            title: 'Free coffee',
            told: true,
            claimed_at: '2025-07-02T08:15:00.000Z',
          }),
        ],
        1,
        1,
        6,
      ),
    )
    renderScreen('/claimed-promotions', <ClaimedPromotionsRoute />)
    const card = await screen.findByRole('article', { name: 'Free coffee' })
    expect(within(card).getByText(/Claimed/)).toHaveTextContent('Claimed Wed 2nd Jul 2025')
    expect(calls[0]!.query.get('claimed')).toBe('1')
    expect(screen.getByRole('heading', { level: 1, name: 'Claimed promotions' })).toBeVisible()
  })
})

describe(
  '/promotions/:slug (spec 01 §2 single promotion and the claim)',
  { timeout: 20_000 },
  () => {
    const bakery = promotionResource(4, {
      slug: 'ten-percent-off',
      title: 'Ten percent off',
      settings: { company_name: 'Corner Bakery', promotion_type: 'offer' },
    })

    it('shows the title, company, type, window and body', async () => {
      api((req) =>
        req.path === '/api/promotions/ten-percent-off'
          ? jsonResponse(200, { data: bakery })
          : undefined,
      )
      renderScreen('/promotions/:slug', <PromotionRoute />, {
        route: '/promotions/ten-percent-off',
      })
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Ten percent off' }),
      ).toBeInTheDocument()
      expect(screen.getByText('Provided by Corner Bakery')).toBeInTheDocument()
      expect(screen.getByText('Offer')).toBeInTheDocument()
      expect(screen.getByText(/Expires in/)).toBeInTheDocument()
      expect(screen.getByText('Body of promotion 4')).toBeInTheDocument()
    })

    it('claims it: "Offer Claimed", the promotion claimed modal, then the button stays "Offer claimed"', async () => {
      const calls = api((req) => {
        if (req.method === 'POST' && req.path === '/api/promotions/4/tell-me-more')
          return jsonResponse(201, {
            data: {
              ...bakery,
              told: true,
              claimed_at: '2025-07-02T08:15:00.000Z',
              total_claimed: 1,
            },
          })
        if (req.path === '/api/promotions/ten-percent-off')
          return jsonResponse(200, { data: bakery })
        return undefined
      })
      const { user } = renderScreen('/promotions/:slug', <PromotionRoute />, {
        route: '/promotions/ten-percent-off',
      })
      await user.click(await screen.findByRole('button', { name: 'Claim offer' }))
      expect(await screen.findByText(PROMOTION_MESSAGES.claimed)).toBeInTheDocument()
      const modal = await screen.findByRole('dialog', { name: 'Promotion claimed' })
      expect(modal).toHaveTextContent('Corner Bakery will be in touch')
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ id: 4 })
      await user.click(within(modal).getByRole('button', { name: 'Close' }))
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Promotion claimed' })).not.toBeInTheDocument(),
      )
      expect(screen.getByRole('button', { name: 'Offer claimed' })).toBeDisabled()
    })

    it('says the claim failed and leaves the button to try again', async () => {
      api((req) => {
        if (req.method === 'POST') return jsonResponse(500, { message: 'Server Error' })
        if (req.path === '/api/promotions/ten-percent-off')
          return jsonResponse(200, { data: bakery })
        return undefined
      })
      const { user } = renderScreen('/promotions/:slug', <PromotionRoute />, {
        route: '/promotions/ten-percent-off',
      })
      await user.click(await screen.findByRole('button', { name: 'Claim offer' }))
      expect(await screen.findByText(PROMOTION_MESSAGES.claimFailed)).toBeInTheDocument()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Claim offer' })).toBeEnabled()
      expect(screen.queryByText(PROMOTION_MESSAGES.claimed)).not.toBeInTheDocument()
    })

    it('shows "Offer claimed", disabled, for a promotion the reader has claimed', async () => {
      api((req) =>
        req.path === '/api/promotions/ten-percent-off'
          ? jsonResponse(200, { data: { ...bakery, told: true } })
          : undefined,
      )
      renderScreen('/promotions/:slug', <PromotionRoute />, {
        route: '/promotions/ten-percent-off',
      })
      expect(await screen.findByRole('button', { name: 'Offer claimed' })).toBeDisabled()
    })

    it('asks a visitor to sign in to claim', async () => {
      api(
        (req) =>
          req.path === '/api/promotions/ten-percent-off'
            ? jsonResponse(200, { data: bakery })
            : undefined,
        null,
      )
      renderScreen('/promotions/:slug', <PromotionRoute />, {
        route: '/promotions/ten-percent-off',
      })
      const signIn = await screen.findByRole('link', { name: 'Sign in to claim' })
      expect(signIn.getAttribute('href')).toMatch(/^\/signin\?message=unauthorised&next=/)
      expect(screen.queryByRole('button', { name: 'Claim offer' })).not.toBeInTheDocument()
    })

    it('calls a job, advert or event "Tell me more"', async () => {
      api((req) =>
        req.path === '/api/promotions/ten-percent-off'
          ? jsonResponse(200, {
              data: {
                ...bakery,
                settings: { company_name: 'Corner Bakery', promotion_type: 'job' },
              },
            })
          : undefined,
      )
      renderScreen('/promotions/:slug', <PromotionRoute />, {
        route: '/promotions/ten-percent-off',
      })
      expect(await screen.findByRole('button', { name: 'Tell me more' })).toBeEnabled()
    })

    it('is the "page not found" page for a promotion that does not exist', async () => {
      api(() => jsonResponse(404, { message: 'Not found' }))
      renderScreen('/promotions/:slug', <PromotionRoute />, { route: '/promotions/nope' })
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/not found/i)
    })
  },
)
