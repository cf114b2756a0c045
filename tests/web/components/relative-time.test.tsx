import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RelativeTime } from '@/components/relative-time'

describe('RelativeTime', () => {
  it('reads relative in a list, with the full date in the app style on hover', () => {
    vi.useFakeTimers({ now: new Date('2027-01-08T21:00:00Z'), toFake: ['Date'] })
    render(<RelativeTime value="2027-01-08T18:00:00Z" />)
    const time = screen.getByText('3 hours ago')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('dateTime', '2027-01-08T18:00:00.000Z')
    expect(time).toHaveAttribute('title', 'Fri 8th Jan 2027 06:00pm')
  })

  it('says "more than a month ago" from one month on', () => {
    vi.useFakeTimers({ now: new Date('2027-03-08T18:00:00Z'), toFake: ['Date'] })
    render(<RelativeTime value="2027-01-08T18:00:00Z" />)
    expect(screen.getByText('more than a month ago')).toHaveAttribute(
      'title',
      'Fri 8th Jan 2027 06:00pm',
    )
  })
})
