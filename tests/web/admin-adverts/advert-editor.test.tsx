import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { londonToday, oneWeekAfterDate } from '@/lib/london-time'
import { jsonResponse } from '../helpers/fetch-mock'
import { requestsTo } from '../helpers/post-resource'
import { admin, advertResource, member, openAdvertEditor, tabsOf } from './helpers'

describe('Advert editor: tabs', { timeout: 20_000 }, () => {
  it('shows a new advert the Advert and Dates tabs only (M02-ADVERT-02, 03, 04)', async () => {
    const { dialog } = await openAdvertEditor()
    await within(dialog).findByRole('textbox', { name: /^Name/ })
    expect(tabsOf(dialog)).toEqual(['Advert', 'Dates'])
  })

  it('adds Clicks & Impressions and Delete for an admin editing a saved advert', async () => {
    const { dialog } = await openAdvertEditor({ advertId: 7 })
    await within(dialog).findByDisplayValue('Riverside Florist')
    expect(tabsOf(dialog)).toEqual(['Advert', 'Dates', 'Clicks & Impressions', 'Delete'])
  })

  it('shows the API totals on the Clicks & Impressions tab (M02-ADVERT-06)', async () => {
    const { dialog, user } = await openAdvertEditor({ advertId: 7 })
    await user.click(await within(dialog).findByRole('tab', { name: 'Clicks & Impressions' }))
    const panel = within(dialog).getByRole('tabpanel')
    expect(within(panel).getByText('42')).toBeVisible()
    expect(within(panel).getByText('1,200')).toBeVisible()
    expect(within(panel).getByText('3.5%')).toBeVisible()
  })

  it('tells a member they may not create adverts, with no form', async () => {
    const { dialog } = await openAdvertEditor({ me: member() })
    expect(
      await within(dialog).findByText('You are not allowed to create adverts.'),
    ).toBeInTheDocument()
    expect(within(dialog).queryByRole('tab')).toBeNull()
  })
})

describe('Advert editor: fields and dates', { timeout: 20_000 }, () => {
  it('starts today and ends a week later, following the start until the end is changed (M02-ADVERT-08)', async () => {
    const { dialog, user } = await openAdvertEditor()
    await user.click(await within(dialog).findByRole('tab', { name: 'Dates' }))
    const start = within(dialog).getByLabelText(/^Start date/)
    const end = within(dialog).getByLabelText(/^End date/)
    expect(start).toHaveValue(londonToday())
    expect(end).toHaveValue(oneWeekAfterDate(londonToday()))
    await user.clear(start)
    await user.type(start, '2027-03-01')
    expect(end).toHaveValue('2027-03-08')
    await user.clear(end)
    await user.type(end, '2027-04-01')
    await user.clear(start)
    await user.type(start, '2027-03-05')
    expect(end).toHaveValue('2027-04-01')
  })

  it('hints the recommended image width of 300 (M02-ADVERT-07)', async () => {
    const { dialog } = await openAdvertEditor()
    expect(
      await within(dialog).findByText(/Recommended width 300px\. Cropped to 300 × 250 px/),
    ).toBeInTheDocument()
  })

  it('saves a new advert without a cost, approved by the admin, and says so', async () => {
    const saved = advertResource({ id: 12 })
    const { dialog, user, api } = await openAdvertEditor({
      handler: (r) =>
        r.method === 'POST' && r.path === '/api/adverts'
          ? jsonResponse(201, { data: saved })
          : undefined,
    })
    await user.type(
      await within(dialog).findByRole('textbox', { name: /^Name/ }),
      'Riverside Florist',
    )
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Link/ }),
      'https://florist.example.com/',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Advert saved')).toBeInTheDocument()
    const [post] = requestsTo(api.requests, 'POST', '/api/adverts')
    expect(post?.body).toMatchObject({
      name: 'Riverside Florist',
      href: 'https://florist.example.com/',
      cost: null,
      position: 'sidebar',
      status: 'approved',
      starts_at: londonToday(),
      ends_at: oneWeekAfterDate(londonToday()),
    })
  })

  it('refuses a link that is not a web address before sending anything', async () => {
    const { dialog, user, api } = await openAdvertEditor()
    await user.type(await within(dialog).findByRole('textbox', { name: /^Name/ }), 'Florist')
    await user.type(within(dialog).getByRole('textbox', { name: /^Link/ }), 'javascript:alert(1)')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText('Must be a web address starting with http:// or https://'),
    ).toBeInTheDocument()
    expect(requestsTo(api.requests, 'POST', '/api/adverts')).toEqual([])
  })

  it('deletes a saved advert from the Delete tab after asking', async () => {
    const { dialog, user, api, onClose } = await openAdvertEditor({
      advertId: 7,
      me: admin(),
      handler: (r) =>
        r.method === 'DELETE' && r.path === '/api/adverts/7'
          ? new Response(null, { status: 204 })
          : undefined,
    })
    await user.click(await within(dialog).findByRole('tab', { name: 'Delete' }))
    await user.click(within(dialog).getByRole('button', { name: 'Delete advert' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete advert' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(requestsTo(api.requests, 'DELETE', '/api/adverts/7')).toHaveLength(1)
    expect(await screen.findByText('Advert deleted')).toBeInTheDocument()
  })
})
