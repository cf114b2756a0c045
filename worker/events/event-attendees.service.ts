import type { Deps } from '../lib/deps'
import type { CreateAttendeeInput, ListAttendeesQuery, UpdateAttendeeInput } from './event-orders.schemas'
import type { AttendeeResource } from './events.schemas'

/** Attendees of an event: the public list (unless hidden), admin add/edit/remove, CSV export. */

export const listAttendees = async (_deps: Deps, _query: ListAttendeesQuery): Promise<{ rows: AttendeeResource[]; total: number }> => {
  throw new Error('not implemented')
}

export const getAttendee = async (_deps: Deps, _id: number): Promise<AttendeeResource> => {
  throw new Error('not implemented')
}

export const createAttendee = async (_deps: Deps, _input: CreateAttendeeInput): Promise<AttendeeResource> => {
  throw new Error('not implemented')
}

export const updateAttendee = async (_deps: Deps, _id: number, _input: UpdateAttendeeInput): Promise<AttendeeResource> => {
  throw new Error('not implemented')
}

export const deleteAttendee = async (_deps: Deps, _id: number): Promise<AttendeeResource> => {
  throw new Error('not implemented')
}

export const exportAttendeesCsv = async (_deps: Deps, _eventId: number): Promise<{ filename: string; csv: string }> => {
  throw new Error('not implemented')
}
