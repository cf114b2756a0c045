import { events } from '../db/schema'

/** What an .ics entry needs of an event, and what decides whether the reader may see it. */
export const icsColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  excerpt: events.excerpt,
  description: events.description,
  address: events.address,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  status: events.status,
  private: events.private,
  userId: events.userId,
}
