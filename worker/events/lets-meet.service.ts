import type { Deps } from '../lib/deps'
import type { LetsMeetInput } from './events.schemas'

/** Let's meet: one attendee asks another to meet at an event; the other is notified. */
export const sendLetsMeet = async (_deps: Deps, _eventId: number, _input: LetsMeetInput): Promise<{ id: number; event_id: number; user_to: number; created_at: string }> => {
  throw new Error('not implemented')
}
