import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PROMOTION_MESSAGES } from '@worker/posts/promotions.schemas'
import { londonToday, oneMonthAfterDate } from '@/lib/london-time'
import { jsonResponse } from '../helpers/fetch-mock'
import { item, requestsTo } from '../helpers/post-resource'
import { promotionResource } from '../helpers/promotion-fixtures'
import { PromotionEditorModal } from '@/features/admin-promotions/components/promotion-editor-modal'
import { meFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { openEditor, promoter, promotionApi } from './helpers'

type Tier = {
  key: 'bronze' | 'silver' | 'gold' | 'platinum'
  enabled: boolean
  label: string
  price: number
  level: number
  default: boolean
}
const tier = (key: Tier['key'], level: number, enabled = true, isDefault = false): Tier => ({
  key,
  enabled,
  label: key[0]!.toUpperCase() + key.slice(1),
  price: 0,
  level,
  default: isDefault,
})

const optionsOf = async (user: UserEvent, field: HTMLElement) => {
  await user.click(field)
  const listbox = await screen.findByRole('listbox')
  const options = within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent)
  await user.keyboard('{Escape}')
  return options
}

/** Fills what a new promotion needs: title, company and type. */
const fillRequired = async (user: UserEvent, dialog: HTMLElement, title: HTMLElement) => {
  await user.type(title, 'Ten percent off')
  await user.type(within(dialog).getByRole('textbox', { name: /^Company name/ }), 'Corner Bakery')
  await user.click(within(dialog).getByLabelText(/^Promotion type/, { selector: 'input' }))
  await user.click(await screen.findByRole('option', { name: 'Offer' }))
}

const savedPromotion = promotionResource(9, { title: 'Ten percent off' })
const createsWith =
  (status = 201, body: unknown = { data: savedPromotion }) =>
  (request: { method: string; path: string }) =>
    request.method === 'POST' && request.path === '/api/promotions'
      ? jsonResponse(status, body)
      : undefined

describe('Promotion editor: fields', { timeout: 20_000 }, () => {
  it('offers exactly the four promotion types: offer, job, advert, event (M02-PROMO-04)', async () => {
    const { user, dialog } = await openEditor()
    const type = within(dialog).getByLabelText(/^Promotion type/, { selector: 'input' })
    expect(await optionsOf(user, type)).toEqual(['Offer', 'Job', 'Advert', 'Event'])
  })

  it('offers the enabled gold and platinum tiers, highest level first, starting on the default (M02-PROMO-06, 08)', async () => {
    const { user, dialog } = await openEditor({
      settings: {
        promotion_tiers: [
          tier('gold', 3, true, true),
          tier('bronze', 1),
          tier('platinum', 4),
          tier('silver', 2),
        ],
      },
    })
    const field = within(dialog).getByLabelText('Tier', { selector: 'input' })
    expect(field).toHaveValue('Gold')
    expect(await optionsOf(user, field)).toEqual(['Platinum', 'Gold'])
  })

  it('leaves a disabled tier out', async () => {
    const { user, dialog } = await openEditor({
      settings: { promotion_tiers: [tier('gold', 3, false, true), tier('platinum', 4)] },
    })
    const field = within(dialog).getByLabelText('Tier', { selector: 'input' })
    expect(field).toHaveValue('Platinum')
    expect(await optionsOf(user, field)).toEqual(['Platinum'])
  })

  it('crops a gold image to 1250 × 320 and a platinum one to 1250 × 640 (M02-PROMO-09, 10)', async () => {
    const { user, dialog } = await openEditor()
    expect(within(dialog).getByText(/Cropped to 1250 × 320 px/)).toBeInTheDocument()
    await user.click(within(dialog).getByLabelText('Tier', { selector: 'input' }))
    await user.click(await screen.findByRole('option', { name: 'Platinum' }))
    expect(within(dialog).getByText(/Cropped to 1250 × 640 px/)).toBeInTheDocument()
  })

  it('prefills the end one month after the start, and follows a new start (M02-PROMO-12)', async () => {
    const { user, dialog } = await openEditor()
    await user.click(within(dialog).getByRole('tab', { name: 'Dates' }))
    const start = within(dialog).getByLabelText(/^Start date/)
    const end = within(dialog).getByLabelText(/^End date/)
    const today = londonToday()
    expect(start).toHaveValue(today)
    expect(end).toHaveValue(oneMonthAfterDate(today))
    await user.clear(start)
    await user.type(start, '2026-01-31')
    expect(end).toHaveValue('2026-02-28')
  })

  it('gives a manager the Status tab, and a member none', async () => {
    const manager = await openEditor()
    expect(within(manager.dialog).getByRole('tab', { name: 'Status' })).toBeInTheDocument()
    manager.unmount()
    const member = await openEditor({ me: promoter() })
    expect(within(member.dialog).queryByRole('tab', { name: 'Status' })).not.toBeInTheDocument()
    expect(within(member.dialog).getByRole('tab', { name: 'Categories' })).toBeInTheDocument()
  })
})

describe('Promotion editor: saving', { timeout: 20_000 }, () => {
  it(`says '${PROMOTION_MESSAGES.saved}' to a manager, sending the London dates and the status (M02-PROMO-21)`, async () => {
    const { user, dialog, title, api, onSaved, onClose } = await openEditor({
      handler: createsWith(),
    })
    await fillRequired(user, dialog, title)
    await user.click(within(dialog).getByRole('tab', { name: 'Dates' }))
    const start = within(dialog).getByLabelText(/^Start date/)
    await user.clear(start)
    await user.type(start, '2026-07-10')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText(PROMOTION_MESSAGES.saved)).toBeInTheDocument()
    const [post] = requestsTo(api.requests, 'POST', '/api/promotions')
    expect(post?.body).toMatchObject({
      title: 'Ten percent off',
      settings: { company_name: 'Corner Bakery', promotion_type: 'offer' },
      tier: 'gold',
      starts_at: '2026-07-10',
      ends_at: '2026-08-10',
      status: 'approved',
    })
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it(`says '${PROMOTION_MESSAGES.submitted}' to a member, sending no status (M02-PROMO-22)`, async () => {
    const { user, dialog, title, api } = await openEditor({
      me: promoter(),
      handler: createsWith(201, { data: { ...savedPromotion, status: 'pending' } }),
    })
    await fillRequired(user, dialog, title)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(PROMOTION_MESSAGES.submitted)).toBeInTheDocument()
    const [post] = requestsTo(api.requests, 'POST', '/api/promotions')
    expect(post?.body).not.toHaveProperty('status')
    expect(post?.body).not.toHaveProperty('is_system')
    expect(screen.queryByText(PROMOTION_MESSAGES.saved)).not.toBeInTheDocument()
  })

  it('asks for the type of promotion before saving', async () => {
    const { user, dialog, title, api } = await openEditor()
    await user.type(title, 'Ten percent off')
    await user.type(within(dialog).getByRole('textbox', { name: /^Company name/ }), 'Bakery')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Choose the type of promotion')).toBeInTheDocument()
    expect(requestsTo(api.requests, 'POST', '/api/promotions')).toHaveLength(0)
  })

  it('joins a 422’s messages in one alert and puts each beside its field (M02-PROMO-19)', async () => {
    const { user, dialog, title } = await openEditor({
      handler: createsWith(422, {
        message: 'The given data was invalid.',
        errors: {
          title: ['Title is already used'],
          ends_at: ['The end date must be after the start date'],
        },
      }),
    })
    await fillRequired(user, dialog, title)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(PROMOTION_MESSAGES.saveFailed)
    expect(alert).toHaveTextContent('Title is already used')
    expect(alert).toHaveTextContent('The end date must be after the start date')
    const datesTab = within(dialog).getByRole('tab', { name: /Dates/ })
    expect(within(datesTab).getByLabelText('has errors')).toBeInTheDocument()
    // Beside the title, on the first tab holding an error.
    const beside = within(dialog).getByText('Title is already used')
    expect(alert).not.toContainElement(beside)
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(screen.queryByText(PROMOTION_MESSAGES.saved)).not.toBeInTheDocument()
  })

  it(`says '${PROMOTION_MESSAGES.saveFailed}' with the server’s message when the save fails (M02-PROMO-18)`, async () => {
    const { user, dialog, title } = await openEditor({
      handler: createsWith(500, { message: 'Database is busy' }),
    })
    await fillRequired(user, dialog, title)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(PROMOTION_MESSAGES.saveFailed)
    expect(alert).toHaveTextContent('Database is busy')
  })

  it('edits a saved promotion: its London dates, and a PUT', async () => {
    const existing = promotionResource(5, {
      title: 'Summer jobs',
      starts_at: '2026-06-30T23:00:00.000Z',
      ends_at: '2026-07-30T23:00:00.000Z',
      settings: { company_name: 'Corner Bakery', promotion_type: 'job' },
      tier: 'platinum',
    })
    const { user, dialog, api } = await openEditor({
      promotionId: 5,
      handler: (request) => {
        if (request.path !== '/api/promotions/5') return undefined
        return item(existing)
      },
    })
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Summer jobs')
    expect(within(dialog).getByLabelText('Tier', { selector: 'input' })).toHaveValue('Platinum')
    await user.click(within(dialog).getByRole('tab', { name: 'Dates' }))
    // 23:00 UTC on 30 June is 1 July in London.
    expect(within(dialog).getByLabelText(/^Start date/)).toHaveValue('2026-07-01')
    await user.click(within(dialog).getByRole('tab', { name: 'Promotion' }))
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), '!')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(PROMOTION_MESSAGES.saved)).toBeInTheDocument()
    const [put] = requestsTo(api.requests, 'PUT', '/api/promotions/5')
    expect(put?.body).toMatchObject({ title: 'Summer jobs!', starts_at: '2026-07-01' })
  })

  it('tells a member without promotions.create they may not create promotions', async () => {
    promotionApi({ me: meFixture() })
    renderScreen('/', <PromotionEditorModal opened onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'New promotion' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are not allowed to create promotions.',
    )
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })
})
