import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EventPage } from '@/features/events/components/event-page'
import { renderScreen } from '../helpers/render'
import { attendeeFixture, eventFixture, eventsServer } from '../events/event-fixtures'
import { tryToDismiss } from './dismiss'

const openLetsMeet = async () => {
  eventsServer({
    events: [eventFixture({ id: 4, slug: 'quiz-night' })],
    attendees: [attendeeFixture(1)],
  })
  const { user } = renderScreen('/events/:slug', <EventPage slug="quiz-night" />, {
    route: '/events/quiz-night',
  })
  await user.click(await screen.findByRole('button', { name: "Let's meet" }))
  await screen.findByRole('dialog', { name: "Let's meet Attendee 1" })
  return user
}

// Spec 01 §5: "Let's meet closing with text asks 'Are you sure?'. Modal closing generally needs
// explicit close or cancel."
describe("let's meet ignores Escape and the backdrop", { timeout: 15_000 }, () => {
  it('keeps a typed message without asking anything', async () => {
    const user = await openLetsMeet()
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Coffee at the break?')

    const dialog = within(await tryToDismiss(user, "Let's meet Attendee 1"))
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument()
    expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('Coffee at the break?')
  })

  it('stays open with nothing typed until Cancel', async () => {
    const user = await openLetsMeet()
    const dialog = within(await tryToDismiss(user, "Let's meet Attendee 1"))
    await user.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('asks "Are you sure?" from its × when text is typed, and that question ignores Escape too', async () => {
    const user = await openLetsMeet()
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Coffee at the break?')
    await user.click(screen.getByRole('button', { name: "Close let's meet" }))
    await screen.findByRole('dialog', { name: 'Are you sure?' })

    const confirm = within(await tryToDismiss(user, 'Are you sure?'))
    await user.click(confirm.getByRole('button', { name: 'No' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Coffee at the break?')
  })
})
