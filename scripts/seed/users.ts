import { hashPassword } from '../../worker/auth/password.ts'
import { slugText } from '../../worker/lib/slug-text.ts'
import { seedPeoplePlaces } from './people-places.ts'
import { daysAgo, insert, json, q } from './sql.ts'

export const DEMO_PASSWORD = 'guildhall-demo'

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@example.com',
    role: 'admin',
    forename: 'Alex',
    surname: 'Morgan',
    company: 'Guildhall',
    industry: 'Membership organisations',
    city: 'London',
  },
  {
    email: 'contributor@example.com',
    role: 'contributor',
    forename: 'Chris',
    surname: 'Okafor',
    company: 'Okafor Events',
    industry: 'Events',
    city: 'Manchester',
  },
  {
    email: 'member@example.com',
    role: 'member',
    forename: 'Sam',
    surname: 'Patel',
    company: 'Patel & Co Accountants',
    industry: 'Accountancy',
    city: 'Leeds',
  },
] as const

/** 20 members from across the country and its trades, so the directory and lists look lived in. */
const MEMBERS: [string, string, string, string, string][] = [
  ['Priya', 'Shah', 'Brightwater Architects', 'Architecture', 'Bristol'],
  ['Tom', 'Hughes', 'Hughes Joinery', 'Construction', 'Cardiff'],
  ['Aisha', 'Bello', 'Northern Legal LLP', 'Law', 'Newcastle'],
  ['Oliver', 'Grant', 'Grant Digital', 'Software', 'Edinburgh'],
  ['Grace', 'Lin', 'Lin Physiotherapy', 'Healthcare', 'Glasgow'],
  ['Mohammed', 'Rahman', 'Rahman Foods', 'Food and drink', 'Birmingham'],
  ['Ella', 'Fitzgerald', 'Harbour Marketing', 'Marketing', 'Plymouth'],
  ['Jack', 'Evans', 'Evans Logistics', 'Logistics', 'Swansea'],
  ['Sofia', 'Rossi', 'Rossi Interiors', 'Interior design', 'Brighton'],
  ['Daniel', 'Kowalski', 'Kowalski Engineering', 'Engineering', 'Sheffield'],
  ['Hannah', 'Murphy', 'Murphy Recruitment', 'Recruitment', 'Belfast'],
  ['Ravi', 'Kumar', 'Kumar Wealth', 'Financial services', 'Leicester'],
  ['Chloe', 'Baker', 'The Baker Studio', 'Photography', 'York'],
  ['Lewis', 'Campbell', 'Campbell Energy', 'Renewable energy', 'Aberdeen'],
  ['Zara', 'Ahmed', 'Ahmed Pharmacy', 'Pharmacy', 'Bradford'],
  ['Ben', 'Thompson', 'Thompson Print', 'Printing', 'Nottingham'],
  ['Isla', 'MacDonald', 'Highland Tours', 'Tourism', 'Inverness'],
  ['Noah', 'Williams', 'Williams & Sons Estate Agents', 'Property', 'Cambridge'],
  ['Mei', 'Chen', 'Chen Translation', 'Translation', 'Oxford'],
  ['Kwame', 'Mensah', 'Mensah Consulting', 'Management consulting', 'Reading'],
]

/** People who asked to join and wait for an admin: something to approve on first sign-in. */
const APPLICANTS: [string, string, string, string][] = [
  ['Lucy', 'Walker', 'Walker Florists', 'Norwich'],
  ['Omar', 'Haddad', 'Haddad Dental', 'Coventry'],
  ['Freya', 'Jones', 'Jones Vets', 'Exeter'],
]

const slug = (forename: string, surname: string) =>
  slugText(`${forename} ${surname}`, 60) || 'member'

export const seedUsers = async (): Promise<string[]> => {
  const statements: string[] = []
  /** Everyone the directory lists, with their seeded city (applicants are not placed). */
  const placed: { email: string; city: string }[] = []
  const titles = ['Mr', 'Ms', 'Mrs', 'Dr', 'Mx'] as const
  const addUser = async (
    u: {
      email: string
      role: string
      forename: string
      surname: string
      company: string
      industry: string
      city: string
      isActive?: number
      created: number
      lastActive: number | null
    },
    i: number,
  ) => {
    if ((u.isActive ?? 1) === 1) placed.push({ email: u.email, city: u.city })
    statements.push(
      insert('users', {
        title: titles[i % titles.length],
        forename: u.forename,
        surname: u.surname,
        email: u.email,
        slug: slug(u.forename, u.surname),
        password_hash: await hashPassword(DEMO_PASSWORD),
        role: u.role,
        is_active: u.isActive ?? 1,
        company: u.company,
        industry: u.industry,
        gender: null,
        interests: JSON.stringify(['Networking', u.industry]),
        custom_attrs: '{}',
        contactables: JSON.stringify({
          website: `https://${slug(u.forename, u.surname)}.example.com`,
        }),
        address: JSON.stringify({ city: u.city }),
        bio: `${u.forename} runs ${u.company} in ${u.city}.`,
        agreed_to: 1,
        agreed_at: daysAgo(u.created),
        agreed_on: 'signup',
        total_signins: u.lastActive === null ? 0 : 3 + (i % 12),
        last_active_at: u.lastActive === null ? null : daysAgo(u.lastActive),
        last_signin_at: u.lastActive === null ? null : daysAgo(u.lastActive),
        created_at: daysAgo(u.created),
        updated_at: daysAgo(u.created),
      }),
    )
  }
  let i = 0
  // Last here three days ago: a demo account's first sign-in starts a new visit, and its home
  // page shows the forum's replies since then as new.
  for (const a of DEMO_ACCOUNTS) await addUser({ ...a, created: 400 - i * 30, lastActive: 3 }, i++)
  for (const [forename, surname, company, industry, city] of MEMBERS) {
    await addUser(
      {
        email: `${slug(forename, surname).replace(/-/g, '.')}@example.com`,
        role: 'member',
        forename,
        surname,
        company,
        industry,
        city,
        created: 360 - i * 12,
        lastActive: (i * 7) % 90,
      },
      i++,
    )
  }
  for (const [forename, surname, company, city] of APPLICANTS) {
    await addUser(
      {
        email: `${slug(forename, surname).replace(/-/g, '.')}@example.com`,
        role: 'member',
        forename,
        surname,
        company,
        industry: 'Small business',
        city,
        isActive: -1,
        created: 3 - (i % 3),
        lastActive: null,
      },
      i++,
    )
  }
  statements.push(...seedPeoplePlaces(placed))
  // One member is a forum moderator; one member was deactivated.
  statements.push(`UPDATE users SET is_forum_mod = 1 WHERE email = 'priya.shah@example.com';`)
  statements.push(`UPDATE users SET is_active = 0 WHERE email = 'ben.thompson@example.com';`)

  // A custom role to show on the Roles screen.
  statements.push(
    insert('roles', {
      key: 'custom-event-organiser',
      label: 'Event organiser',
      legacy_role: 'member',
      is_system: 0,
      created_at: daysAgo(200),
      updated_at: daysAgo(200),
    }),
  )
  for (const key of ['events.view', 'events.create', 'events.manage', 'users.view:directory']) {
    statements.push(
      `INSERT INTO role_permissions (role_id, permission_key) SELECT id, ${q(key)} FROM roles WHERE key = 'custom-event-organiser';`,
    )
  }
  statements.push(
    `UPDATE users SET role_id = (SELECT id FROM roles WHERE key = 'custom-event-organiser') WHERE email = 'kwame.mensah@example.com';`,
  )

  // The admin hears about each applicant, as sign-up would have told them.
  for (const [forename, surname] of APPLICANTS) {
    statements.push(
      `INSERT INTO notifications (user_id, kind, title, body, link, data, created_at) SELECT u.id, 'user.requested', ${q(`${forename} ${surname} asked to join`)}, ${q(`${forename} ${surname} is waiting for approval.`)}, '/admin/users?userStatus=-1', ${json({})}, ${q(daysAgo(1))} FROM users u WHERE u.email = 'admin@example.com';`,
    )
  }
  statements.push(
    `INSERT INTO notifications (user_id, kind, title, body, link, data, read_at, created_at) SELECT id, 'user.approved', 'Your membership is approved', 'Welcome! You can now sign in with the email address and password you chose.', '/', '{}', ${q(daysAgo(300))}, ${q(daysAgo(300))} FROM users WHERE email = 'member@example.com';`,
  )
  return statements
}
