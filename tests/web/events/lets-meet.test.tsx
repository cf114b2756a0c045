import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EventPage } from '@/features/events/components/event-page'
import { jsonResponse } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { attendeeFixture, eventFixture, eventsServer } from './event-fixtures'

const server = () =>
  eventsServer({
    events: [eventFixture({ id: 4, slug: 'quiz-night' })],
    attendees: [attendeeFixture(1)],
    extra: (r) =>
      r.method === 'POST' && r.path === '/api/events/4/lets-meet'
        ? jsonResponse(201, {
            data: { id: 1, event_id: 4, user_to: 101, created_at: '2025-07-01T00:00:00.000Z' },
          })
        : undefined,
  })

const openLetsMeet = async () => {
  const { user } = renderScreen('/events/:slug', <EventPage slug="quiz-night" />, {
    route: '/events/quiz-night',
  })
  await user.click(await screen.findByRole('button', { name: "Let's meet" }))
  const dialog = await screen.findByRole('dialog', { name: "Let's meet Attendee 1" })
  return { user, dialog: within(dialog) }
}

describe("let's meet", () => {
  it('closes at once when nothing was typed', async () => {
    server()
    const { user, dialog } = await openLetsMeet()
    await user.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByText('Are you sure?')).not.toBeInTheDocument()
  })

  it('asks "Are you sure?" before throwing away a typed message', async () => {
    server()
    const { user, dialog } = await openLetsMeet()
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Coffee at the break?')
    await user.click(dialog.getByRole('button', { name: "Close let's meet" }))
    const confirm = within(await screen.findByRole('dialog', { name: 'Are you sure?' }))
    await user.click(confirm.getByRole('button', { name: 'No' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Coffee at the break?')

    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('sends user_to, message and event_id, and confirms about 400 ms later', async () => {
    const { requests } = server()
    const { user, dialog } = await openLetsMeet()
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Coffee at the break?')
    await user.click(dialog.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    const sentAt = performance.now()
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      user_to: 101,
      message: 'Coffee at the break?',
      event_id: 4,
    })
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument()

    expect(await screen.findByText('Message sent')).toBeInTheDocument()
    expect(performance.now() - sentAt).toBeGreaterThanOrEqual(300)
    // Sent: closing now asks nothing.
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('refuses an empty message beside the field', async () => {
    const { requests } = server()
    const { user, dialog } = await openLetsMeet()
    await user.click(dialog.getByRole('button', { name: 'Send' }))
    expect(await dialog.findByText('Write a message')).toBeInTheDocument()
    expect(requests.some((r) => r.method === 'POST')).toBe(false)
  })
})
