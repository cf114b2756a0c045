import type { Deps } from '../lib/deps'

/** .ics for one event and the member's private calendar feed (one secret per member, revocable). */

export type CalendarFeed = { url: string | null; created_at: string | null }

export const eventIcs = async (_deps: Deps, _eventId: number): Promise<{ filename: string; ics: string }> => {
  throw new Error('not implemented')
}

export const getCalendarFeed = async (_deps: Deps): Promise<CalendarFeed> => {
  throw new Error('not implemented')
}

export const rotateCalendarFeed = async (_deps: Deps): Promise<CalendarFeed> => {
  throw new Error('not implemented')
}

export const revokeCalendarFeed = async (_deps: Deps): Promise<CalendarFeed> => {
  throw new Error('not implemented')
}

export const calendarFeedIcs = async (_deps: Deps, _token: string): Promise<string> => {
  throw new Error('not implemented')
}
