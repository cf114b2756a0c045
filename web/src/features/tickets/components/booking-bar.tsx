import { Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatDateTime, isoString } from '@/lib/dates'
import classes from './booking-bar.module.css'

type Props = {
  /** 'Free', '£12.00', 'From £8.00'; null when the organiser sells the tickets. */
  price: string | null
  startsAt: string
  /** The booking action: Order Tickets, Attend or Get tickets. */
  children: ReactNode
}

/**
 * The phone's booking bar: the price and the event's start beside the one booking action, fixed
 * to the bottom of the window. It sits in the page's order after the event's facts, so the
 * keyboard reaches it there; the page gets room below for it.
 */
export function BookingBar({ price, startsAt, children }: Props) {
  return (
    <div className={classes.bar} data-booking-bar="">
      <div className={classes.facts}>
        {price && (
          <Text fw={700} lh={1.3}>
            {price}
          </Text>
        )}
        <Text size="xs" c="dimmed" truncate>
          <time dateTime={isoString(startsAt)}>{formatDateTime(startsAt)}</time>
        </Text>
      </div>
      {children}
    </div>
  )
}
