import type { Deps } from '../lib/deps'
import type { WaitlistEntry } from './events.schemas'

/**
 * The waitlist of a sold-out event: members queue; a cancelled order's seats are held for the
 * first in line (notification and email) until the offer expires, then pass to the next.
 */

export const joinWaitlist = async (_deps: Deps, _eventId: number): Promise<WaitlistEntry> => {
  throw new Error('not implemented')
}

export const leaveWaitlist = async (_deps: Deps, _eventId: number): Promise<{ event_id: number; left: true }> => {
  throw new Error('not implemented')
}
