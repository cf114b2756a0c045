import * as gazetteerData from '../../worker/places/gazetteer.data.ts'
import { createGazetteer } from '../../worker/places/gazetteer.ts'
import { insert, json, q } from './sql.ts'

/**
 * The directory's demo data: every member placed in their real town from the gazetteer (the demo
 * member in Leeds with two members within ten miles: Bradford and Wakefield), custom attributes
 * to filter on, and contact details some members show.
 */

const gazetteer = createGazetteer(gazetteerData)

/** Members moved from their seeded city, so Leeds has neighbours within ten miles. */
const MOVED: Record<string, string> = { 'chloe.baker@example.com': 'Wakefield' }

const SECTORS = [
  'Professional services',
  'Creative',
  'Trades',
  'Health',
  'Technology',
  'Hospitality',
] as const
const LANGUAGES = ['English', 'Welsh', 'French', 'Spanish', 'Urdu', 'Polish', 'Mandarin'] as const
const LOOKING_FOR = [
  'New clients in the North',
  'A co-working space',
  'Suppliers and partners',
  'Speaking opportunities',
  'Mentors',
  'Investors',
]

const ATTRIBUTES = [
  { key: 'sector', label: 'Sector', type: 'select', options: [...SECTORS], private: 0 },
  { key: 'languages', label: 'Languages', type: 'checkboxes', options: [...LANGUAGES], private: 0 },
  { key: 'looking_for', label: 'Looking for', type: 'text', options: [], private: 0 },
  // A yes/no only signed-in members see (spec 01 §6 private attributes).
  { key: 'mentoring', label: 'Open to mentoring', type: 'checkboxes', options: [], private: 1 },
]

const placeFor = (town: string) => {
  const [place] = gazetteer.search(town, 1)
  if (!place) throw new Error(`seed: ${town} is not in the gazetteer`)
  return place
}

/** `emails` with the city each was seeded in (users.address.city). */
export const seedPeoplePlaces = (members: { email: string; city: string }[]): string[] => {
  const statements = ATTRIBUTES.map((a, i) =>
    insert('user_attributes', {
      key: a.key,
      label: a.label,
      custom: 1,
      visible: 1,
      private: a.private,
      editable: 1,
      required: 0,
      type: a.type,
      options: JSON.stringify(a.options),
      tab: 'profile',
      position: 20 + i,
    }),
  )
  members.forEach(({ email, city }, i) => {
    const place = placeFor(MOVED[email] ?? city)
    const attrs = {
      sector: SECTORS[i % SECTORS.length],
      languages: ['English', LANGUAGES[1 + (i % (LANGUAGES.length - 1))]],
      looking_for: LOOKING_FOR[i % LOOKING_FOR.length],
      mentoring: i % 3 === 0 ? 1 : 0,
    }
    statements.push(
      `UPDATE users SET place_id = ${q(place.id)}, place_name = ${q(place.name)}, lat = ${place.lat}, lng = ${place.lng}, custom_attrs = ${json(attrs)}, contactables = json_set(contactables, '$.visible', json(${q(JSON.stringify(i % 2 === 0 ? ['website'] : ['website', 'tel']))}), '$.tel', ${q(`0113 496 0${String(100 + i).padStart(3, '0')}`)}) WHERE email = ${q(email)};`,
    )
  })
  return statements
}
