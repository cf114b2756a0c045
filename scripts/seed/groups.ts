import { daysAgo, insert, json, q } from './sql.ts'

/**
 * Three groups: a private "Founders' circle" that gates a forum category, with two requests
 * waiting for an admin; a public group the demo member can join at once; and one they belong to.
 * member@example.com is kept out of the private group so "Request to join" can be tried.
 */
export const FOUNDERS_GROUP_SLUG = 'founders-circle'

const email = (who: string) => `${who}@example.com`
const userId = (who: string) => `(SELECT id FROM users WHERE email = ${q(email(who))})`

const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
})

type SeedGroup = {
  title: string
  slug: string
  description: string[]
  privacy: 'private' | 'public'
  days: number
  members: string[]
  requests?: string[]
}

const GROUPS: SeedGroup[] = [
  {
    title: "Founders' circle",
    slug: FOUNDERS_GROUP_SLUG,
    description: [
      'A closed group for members who founded and run their own firm.',
      'We compare notes on funding, hiring and the lonelier decisions. Ask to join and an admin will reply within a few days.',
    ],
    privacy: 'private',
    days: 90,
    members: ['admin', 'priya.shah', 'oliver.grant', 'ravi.kumar', 'kwame.mensah', 'mei.chen'],
    requests: ['tom.hughes', 'grace.lin'],
  },
  {
    title: 'Sustainability network',
    slug: 'sustainability-network',
    description: [
      'For members cutting energy use, waste and travel in their businesses.',
      'Open to everyone: join and share what has worked for you.',
    ],
    privacy: 'public',
    days: 70,
    members: ['lewis.campbell', 'sofia.rossi', 'ella.fitzgerald', 'daniel.kowalski', 'contributor'],
  },
  {
    title: 'Northern members',
    slug: 'northern-members',
    description: ['Members from Yorkshire to the Tyne: meet-ups, referrals and local news.'],
    privacy: 'public',
    days: 60,
    members: ['member', 'aisha.bello', 'zara.ahmed', 'chloe.baker', 'daniel.kowalski'],
  },
]

export const seedGroups = (now = Date.now()): string[] => {
  const statements: string[] = []
  GROUPS.forEach((group, i) => {
    const created = daysAgo(group.days, now)
    statements.push(
      insert('groups', {
        id: i + 1,
        title: group.title,
        slug: group.slug,
        description: JSON.stringify(doc(...group.description)),
        img: null,
        status: 'approved',
        privacy: group.privacy,
        show_members: 1,
        hide_attendees: 0,
        total_users: group.members.length,
        created_at: created,
        updated_at: created,
      }),
    )
    statements.push(`UPDATE groups SET user_id = ${userId('admin')} WHERE id = ${i + 1};`)
    group.members.forEach((who, k) => {
      statements.push(
        `INSERT INTO group_users (group_id, user_id, created_at) VALUES (${i + 1}, ${userId(who)}, ${q(daysAgo(group.days - 1 - k * 3, now))});`,
      )
    })
    group.requests?.forEach((who, k) => {
      statements.push(
        `INSERT INTO group_user_requests (group_id, user_id, created_at) VALUES (${i + 1}, ${userId(who)}, ${q(daysAgo(2 + k * 3, now))});`,
      )
    })
  })
  // The admins hear about each waiting request, as a member's request would have told them.
  for (const who of GROUPS[0]?.requests ?? []) {
    statements.push(
      `INSERT INTO notifications (user_id, kind, title, body, link, data, created_at) SELECT a.id, 'group.join_request', r.forename || ' ' || r.surname || ${q(" asked to join Founders' circle")}, 'Accept or decline the request in the group member manager.', '/admin/groups', ${json({ group_id: 1 })}, ${q(daysAgo(2, now))} FROM users a, users r WHERE a.email = 'admin@example.com' AND r.email = ${q(email(who))};`,
    )
  }
  return statements
}
