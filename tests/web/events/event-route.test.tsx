import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EventRoute } from '@/app/routes/public/event-route'
import { meFixture } from '../helpers/fixtures'
import { renderScreen } from '../helpers/render'
import { baseTicket } from '../helpers/event-resource'
import { eventFixture, eventsServer } from './event-fixtures'

const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString()
const LATER = new Date(Date.now() + 7 * 86_400_000 + 7_200_000).toISOString()
const free = eventFixture({
  slug: 'quiz-night',
  title: 'Quiz night',
  starts_at: IN_A_WEEK,
  ends_at: LATER,
  tickets: [baseTicket({})],
})

const open = () => renderScreen('/events/:slug', <EventRoute />, { route: '/events/quiz-night' })

// The page loads its panel, attendees and settings: a few seconds on a busy machine.
describe('/events/:slug booking', { timeout: 20_000 }, () => {
  it('offers a signed-in member one-click Attend on a free event', async () => {
    eventsServer({ events: [free], me: meFixture({ id: 7 }) })
    open()
    expect(
      await screen.findByRole('button', { name: 'Attend' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })

  it('offers a visitor the order modal only (they give their details and a captcha)', async () => {
    eventsServer({ events: [free], me: null })
    open()
    expect(
      await screen.findByRole('button', { name: 'Order Tickets' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Attend' })).not.toBeInTheDocument()
  })
})
