import type { Deps } from '../lib/deps'
import type { CreateEventInput, EventRelation, EventResource, ListEventsQuery, UpdateEventInput } from './events.schemas'

/** Events: listing with derived counters from SQL, reading, and the create/update/delete rules. */

export const listEvents = async (_deps: Deps, _query: ListEventsQuery): Promise<{ rows: EventResource[]; total: number }> => {
  throw new Error('not implemented')
}

export const getEvent = async (_deps: Deps, _idOrSlug: string, _with: EventRelation[]): Promise<EventResource> => {
  throw new Error('not implemented')
}

export const createEvent = async (_deps: Deps, _input: CreateEventInput): Promise<EventResource> => {
  throw new Error('not implemented')
}

export const updateEvent = async (_deps: Deps, _id: number, _input: UpdateEventInput): Promise<EventResource> => {
  throw new Error('not implemented')
}

export const deleteEvent = async (_deps: Deps, _id: number): Promise<{ id: number }> => {
  throw new Error('not implemented')
}
