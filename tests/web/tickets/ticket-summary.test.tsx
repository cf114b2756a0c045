import { render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { TicketSummary } from '@/features/tickets/components/ticket-summary'

const event = {
  title: 'Summer social',
  starts_at: '2030-06-01T17:00:00.000Z',
  ends_at: '2030-06-01T20:00:00.000Z',
  address: { line_1: '1 High Street', town_city: 'York', postcode: 'YO1 1AA' },
}

const show = (subevent_ids: number[]) =>
  render(
    <MantineProvider env="test">
      <TicketSummary event={event} order={{ price_formatted: '£12.50', subevent_ids }} />
    </MantineProvider>,
  )

describe('TicketSummary', () => {
  it('says "Only" for a ticket without sub-events, with dates in London time and the address', () => {
    show([])
    expect(screen.getByText('Summer social')).toBeInTheDocument()
    expect(screen.getByText('£12.50').parentElement).toHaveTextContent('£12.50 Only')
    // One London evening: the end as a time only.
    expect(screen.getByText('Sat 1st Jun 2030 06:00pm')).toBeInTheDocument()
    expect(screen.getByText('09:00pm')).toHaveAttribute('dateTime', '2030-06-01T20:00:00.000Z')
    expect(screen.getByText('1 High Street, York, YO1 1AA')).toBeInTheDocument()
  })

  it('says "and admission to N subevents" when the order takes in sub-events', () => {
    show([21, 22])
    expect(screen.getByText('£12.50').parentElement).toHaveTextContent(
      '£12.50 and admission to 2 subevents',
    )
    expect(screen.queryByText(/Only/)).not.toBeInTheDocument()
  })
})
