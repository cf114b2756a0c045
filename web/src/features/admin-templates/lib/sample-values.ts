import { fillPlaceholders } from '@worker/templates/templates.schemas'

/**
 * What the editor's preview puts in each placeholder: believable examples, the site's real name,
 * and, for a placeholder it has no example of, its name in brackets ("[thread title]").
 */
const SAMPLES: Record<string, string> = {
  name: 'Alex',
  full_name: 'Alex Morgan',
  email: 'alex.morgan@example.com',
  title: 'Sam Taylor mentioned you in "Summer picnic ideas"',
  body: 'Sam Taylor mentioned you in a reply.',
  actor_name: 'Sam Taylor',
  author_name: 'Sam Taylor',
  reported_name: 'Jo Bloggs',
  event_title: 'Summer picnic',
  thread_title: 'Summer picnic ideas',
  group_title: 'Book club',
  item_title: 'Autumn newsletter',
  item_type: 'news post',
  promotion_title: '10% off at the Corner Café',
  poll_title: 'Where should we meet next?',
  message: 'Would you like to grab a coffee before the talk?',
  comment: 'Great idea, count me in!',
  excerpt: 'Highlights from the autumn meet-up, and what is coming next.',
  description: 'Help us choose the venue for the spring social.',
  tickets: '2 tickets',
  starts_at: 'Sat 13 June 2026, 18:00',
  hold_until: 'Fri 12 June 2026, 12:00',
}

export const sampleValues = (placeholders: readonly string[], siteName: string, origin: string) =>
  Object.fromEntries(
    placeholders.map((p) => {
      const name = p.replace(/^:/, '')
      if (name === 'site_name') return [name, siteName]
      if (name === 'link') return [name, `${origin}/notifications`]
      return [name, SAMPLES[name] ?? `[${name.replaceAll('_', ' ')}]`]
    }),
  )

/** The text as a member would read it, with the sample values filled in. */
export const previewOf = (text: string, values: Record<string, string>) =>
  fillPlaceholders(text, values)
