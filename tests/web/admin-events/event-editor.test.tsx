import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CANNOT_CREATE_EVENT } from '@worker/events/events.schemas'
import { jsonResponse } from '../helpers/fetch-mock'
import {
  creator,
  dialogNamed,
  editorApi,
  eventFixture,
  fillNewEvent,
  item,
  manager,
  member,
  renderEditor,
  requestsTo,
} from './helpers'

// The calendars open on the current month: July 2026, so 15 July is one click away.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-07-01T12:00:00Z'))
})

const openNew = async (me = manager()) => {
  const api = editorApi({ me }, (request) =>
    request.method === 'POST' && request.path === '/api/events'
      ? jsonResponse(201, { data: eventFixture({ id: 9, title: 'Summer social' }) })
      : undefined,
  )
  const onClose = vi.fn<() => void>()
  const rendered = renderEditor({ onClose })
  const dialog = await dialogNamed('New Event')
  await within(dialog).findByRole('textbox', { name: /^Title/ })
  return { ...rendered, api, dialog, onClose }
}

describe('Event editor: who sees what', { timeout: 15_000 }, () => {
  it('shows the status select, with the four statuses, to managers; a new event starts pending (spec 02 §4)', async () => {
    const { user, dialog } = await openNew(manager())
    const status = within(dialog).getByLabelText('Status', { selector: 'input' })
    expect(status).toHaveValue('Pending')
    await user.click(status)
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Draft', 'Pending', 'Approved', 'Rejected'])
  })

  it('hides the status from a member who may only create events', async () => {
    const { dialog } = await openNew(creator())
    expect(within(dialog).queryByLabelText('Status', { selector: 'input' })).not.toBeInTheDocument()
  })

  it(`says '${CANNOT_CREATE_EVENT}' instead of the form to a member without events.create`, async () => {
    editorApi({ me: member() })
    renderEditor()
    const dialog = await dialogNamed('New Event')
    expect(await within(dialog).findByText(CANNOT_CREATE_EVENT)).toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })
})

describe('Event editor: fields', { timeout: 15_000 }, () => {
  it('offers exactly never, weekly and monthly, and refuses 101 and -1 repeat times', async () => {
    const { user, dialog } = await openNew()
    await user.click(within(dialog).getByRole('tab', { name: 'When' }))
    await user.click(within(dialog).getByLabelText('Repeat', { selector: 'input' }))
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Never', 'Weekly', 'Monthly'])
    await user.keyboard('{Escape}')

    const times = within(dialog).getByRole('textbox', { name: 'Repeat times' })
    await user.clear(times)
    await user.type(times, '101')
    expect(times).toHaveValue('10')
    await user.clear(times)
    await user.type(times, '-1')
    expect(times).not.toHaveDisplayValue(/-/)
    await user.clear(times)
    await user.type(times, '100')
    expect(times).toHaveValue('100')
  })

  it('starts a new event with one free ticket with no limit', async () => {
    const { user, dialog } = await openNew()
    await user.click(within(dialog).getByRole('tab', { name: 'Tickets' }))
    const tickets = within(dialog).getAllByRole('group', { name: /^Ticket \d/ })
    expect(tickets).toHaveLength(1)
    expect(within(tickets[0]!).getByRole('textbox', { name: 'Price' })).toHaveValue('£0.00')
    expect(within(tickets[0]!).getByRole('checkbox', { name: 'No limit' })).toBeChecked()
    expect(
      within(tickets[0]!).queryByRole('textbox', { name: /Number of tickets/ }),
    ).not.toBeInTheDocument()
  })

  it('counts the excerpt and refuses its 251st character', async () => {
    const { user, dialog } = await openNew()
    const excerpt = within(dialog).getByRole('textbox', { name: 'Excerpt' })
    await user.click(excerpt)
    await user.paste('x'.repeat(251))
    expect(excerpt).toHaveValue('x'.repeat(250))
    expect(within(dialog).getByText('250/250 characters')).toBeInTheDocument()
  })
})

// Picking dates through the calendars takes a few seconds on a busy machine.
describe('Event editor: saving a new event', { timeout: 30_000 }, () => {
  it('sends 10:00 London time on 15 July as 09:00 UTC, then says Event saved and closes', async () => {
    const { user, dialog, api, onClose } = await openNew()
    await fillNewEvent(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Event saved')).toBeInTheDocument()
    const [post] = requestsTo(api.requests, 'POST', '/api/events')
    expect(post?.body).toMatchObject({
      title: 'Summer social',
      starts_at: '2026-07-15T09:00:00.000Z',
      ends_at: '2026-07-15T11:00:00.000Z',
      repeat: 'never',
      repeat_times: 0,
      status: 'pending',
      tickets: [{ label: 'Standard', price: 0, no_limit: true, total_available_tickets: null }],
    })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('tells a member their event went for approval, without sending a status', async () => {
    const api = editorApi({ me: creator() }, (request) =>
      request.method === 'POST'
        ? jsonResponse(201, { data: eventFixture({ status: 'pending' }) })
        : undefined,
    )
    const { user } = renderEditor()
    const dialog = await dialogNamed('New Event')
    await fillNewEvent(user, dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Your event has been submitted for approval'),
    ).toBeInTheDocument()
    const [post] = requestsTo(api.requests, 'POST', '/api/events')
    expect(post?.body).not.toHaveProperty('status')
  })

  it('marks a ticket count of 0 as invalid and saves nothing', async () => {
    const { user, dialog, api } = await openNew()
    await fillNewEvent(user, dialog)
    await user.click(within(dialog).getByRole('tab', { name: 'Tickets' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'No limit' }))
    await user.type(within(dialog).getByRole('textbox', { name: /Number of tickets/ }), '0')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await within(dialog).findByText('Ticket count must be at least 1')).toBeVisible()
    expect(within(dialog).getByRole('tab', { name: /Tickets/ })).toContainElement(
      within(dialog).getByLabelText('has errors'),
    )
    expect(requestsTo(api.requests, 'POST', '/api/events')).toHaveLength(0)
  })

  it('requires the start and end, showing the When tab', async () => {
    const { user, dialog, api } = await openNew()
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Summer social')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Start date and time are required')).toBeVisible()
    expect(within(dialog).getByRole('tab', { name: /When/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(requestsTo(api.requests, 'POST', '/api/events')).toHaveLength(0)
  })
})

describe('Event editor: editing', { timeout: 15_000 }, () => {
  const openEdit = async (answer: (body: unknown) => Response) => {
    const api = editorApi({ me: manager() }, (request) =>
      request.method === 'PUT' && request.path === '/api/events/5'
        ? answer(request.body)
        : undefined,
    )
    const onClose = vi.fn<() => void>()
    const rendered = renderEditor({ eventId: 5, onClose })
    const dialog = await dialogNamed('Edit Event')
    const title = await within(dialog).findByRole('textbox', { name: /^Title/ })
    expect(title).toHaveValue('Summer social')
    return { ...rendered, api, dialog, title, onClose }
  }

  it('loads the event with its sub-events and sends only what changed', async () => {
    const { user, dialog, api, title } = await openEdit(() =>
      item(eventFixture({ title: 'Summer party' })),
    )
    const [get] = requestsTo(api.requests, 'GET', '/api/events/5')
    expect(get?.query.get('with')).toBe('children')
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()

    await user.clear(title)
    await user.type(title, 'Summer party')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Event saved')).toBeInTheDocument()
    const [put] = requestsTo(api.requests, 'PUT', '/api/events/5')
    expect(put?.body).toEqual({ title: 'Summer party' })
  })

  it('shows the saved start in London time', async () => {
    const { user, dialog } = await openEdit(() => item(eventFixture()))
    await user.click(within(dialog).getByRole('tab', { name: 'When' }))
    // 17:00 UTC in July is 18:00 in London.
    expect(within(dialog).getByRole('button', { name: /^Starts/ })).toHaveTextContent(
      'Wed 15th Jul 2026 06:00pm',
    )
  })

  it('puts a 422 beside the field, marks its tab and focuses it', async () => {
    const { user, dialog, title } = await openEdit(() =>
      jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: { 'address.postcode': ['Postcode is too long'] },
      }),
    )
    await user.type(title, '!')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await within(dialog).findByText('Postcode is too long')).toBeVisible()
    const where = within(dialog).getByRole('tab', { name: /Where/ })
    expect(where).toHaveAttribute('aria-selected', 'true')
    expect(where).toContainElement(within(dialog).getByLabelText('has errors'))
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Postcode' })).toHaveFocus(),
    )
  })

  it("alerts 'Error saving event' with the server's message on a 500 and stays open", async () => {
    const { user, dialog, title, onClose } = await openEdit(() =>
      jsonResponse(500, { message: 'The database is unavailable' }),
    )
    await user.type(title, '!')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Error saving event')).toBeInTheDocument()
    expect(screen.getByText('The database is unavailable')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('ignores Escape and closes only from its close buttons', async () => {
    const { user, dialog, onClose } = await openEdit(() => item(eventFixture()))
    await user.click(within(dialog).getByRole('textbox', { name: /^Title/ }))
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Edit Event' })).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Close the event editor' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('Sub-event editor', { timeout: 30_000 }, () => {
  it('opens from a saved parent and saves price and seats with the parent id', async () => {
    const api = editorApi({ me: manager() }, (request) =>
      request.method === 'POST'
        ? jsonResponse(201, { data: eventFixture({ id: 12, parent_id: 5, title: 'Workshop' }) })
        : undefined,
    )
    const { user } = renderEditor({ eventId: 5 })
    const parent = await dialogNamed('Edit Event')
    await user.click(await within(parent).findByRole('tab', { name: 'Sub-events' }))
    await user.click(within(parent).getByRole('button', { name: 'Add sub-event' }))

    const dialog = await dialogNamed('New Sub-event')
    expect(within(dialog).queryByRole('tab', { name: 'Contact' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox', { name: 'Excerpt' })).not.toBeInTheDocument()
    await fillNewEvent(user, dialog)
    await user.click(within(dialog).getByRole('tab', { name: 'Tickets' }))
    await user.type(within(dialog).getByRole('textbox', { name: /Total available tickets/ }), '30')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Event saved')).toBeInTheDocument()
    const [post] = requestsTo(api.requests, 'POST', '/api/events')
    expect(post?.body).toMatchObject({ parent_id: 5, price: 0, total_available_tickets: 30 })
    expect(post?.body).not.toHaveProperty('tickets')
  })
})
