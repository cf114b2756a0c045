import { slugBase } from '../../worker/lib/slug-text.ts'
import type { SeedFile } from './forum-files.ts'
import { png } from './png.ts'
import { coverPicture, PICTURE_PALETTES } from './pictures.ts'
import { daysAgo, insert, json, q } from './sql.ts'
import { FOUNDERS_GROUP_SLUG } from './groups.ts'

/**
 * News and resources: fourteen approved news posts over the last three months with pictures, one
 * pending post by the demo member, ten resources with small files (a PDF or a PNG drawn here),
 * one of them open only to the Founders' circle (which the demo member is not in), topics on
 * some, and the featured news post and resource.
 */

const email = (who: string) => `${who}@example.com`
const userId = (who: string) => `(SELECT id FROM users WHERE email = ${q(email(who))})`

const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
})

type SeedPost = {
  title: string
  excerpt: string
  body: string[]
  days: number
  by: string
  palette?: keyof typeof PICTURE_PALETTES
  topics?: string[]
  status?: 'pending' | 'approved'
}

const NEWS: SeedPost[] = [
  {
    title: 'Record turnout at the spring members breakfast',
    excerpt:
      'More than sixty members came to Gresham Street for coffee, pastries and introductions.',
    body: [
      'Thank you to everyone who joined us for the spring breakfast: it was our busiest yet, with more than sixty members and a dozen first-timers.',
      'Photos are up in the gallery, and the next breakfast is already on the events calendar.',
    ],
    days: 4,
    by: 'admin',
    palette: 'Social',
    topics: ['Community'],
  },
  {
    title: 'New co-working desks at the Guildhall Rooms',
    excerpt: 'Members can now book one of twelve hot desks on the first floor, free on weekdays.',
    body: [
      'From next Monday twelve hot desks on the first floor are open to members, free of charge on weekdays between 8am and 6pm.',
      'Book a desk at the front desk or by email; the meeting room can be booked by the hour.',
    ],
    days: 9,
    by: 'admin',
    palette: 'Networking',
    topics: ['Community'],
  },
  {
    title: 'Making Tax Digital: what changes in April',
    excerpt:
      'Sole traders and landlords over the threshold must keep digital records and file quarterly.',
    body: [
      'From April, sole traders and landlords with income over the threshold must keep digital records and send quarterly updates.',
      'Our resources section has a one-page guide, and Priya Shah will answer questions at next month’s talk.',
    ],
    days: 13,
    by: 'priya.shah',
    palette: 'Talks',
    topics: ['Business'],
  },
  {
    title: 'Mentoring scheme opens for its second year',
    excerpt: 'Twenty experienced members have offered an hour a month to those starting out.',
    body: [
      'After a first year that paired thirty-four members, the mentoring scheme opens again with twenty mentors from law, design, finance and hospitality.',
      'Apply through the form on the mentoring page before the end of the month.',
    ],
    days: 18,
    by: 'contributor',
    palette: 'Workshops',
    topics: ['Community'],
  },
  {
    title: 'Members win three regional business awards',
    excerpt: 'Congratulations to Okafor Events, Rossi Interiors and Campbell Energy.',
    body: [
      'Three members were recognised at the regional business awards last week: Okafor Events for hospitality, Rossi Interiors for design and Campbell Energy for sustainability.',
    ],
    days: 24,
    by: 'admin',
    palette: 'Social',
  },
  {
    title: 'Summer social moves to the riverside terrace',
    excerpt: 'The annual summer social has a new home with room for two hundred.',
    body: [
      'This year’s summer social moves to the riverside terrace, which holds twice as many guests as last year’s venue.',
      'Tickets go on sale next week; members may bring one guest each.',
    ],
    days: 31,
    by: 'admin',
    palette: 'Outdoors',
    topics: ['Community'],
  },
  {
    title: 'A new forum category for hiring and jobs',
    excerpt:
      'Post roles, ask about contracts and share what has worked when hiring your first employee.',
    body: [
      'Members asked for a place to talk about hiring, so the forum now has a Hiring and jobs category.',
      'Please keep job posts to roles at members’ own firms.',
    ],
    days: 38,
    by: 'contributor',
    palette: 'Forum',
  },
  {
    title: 'Energy bills: the group buying scheme returns',
    excerpt: 'Last winter forty members saved an average of 18% by switching together.',
    body: [
      'The sustainability network is running its group energy switch again. Last winter forty members saved an average of 18%.',
      'Register your interest by the end of the month; there is no obligation to switch.',
    ],
    days: 45,
    by: 'lewis.campbell',
    palette: 'Outdoors',
    topics: ['Business'],
  },
  {
    title: 'Welcome to our newest members',
    excerpt: 'Fifteen firms joined in the last quarter, from architects to a craft brewery.',
    body: [
      'Please say hello to the fifteen firms that joined us in the last quarter, among them two architects, a translation agency and a craft brewery in Leeds.',
    ],
    days: 52,
    by: 'admin',
    palette: 'Networking',
    topics: ['Community'],
  },
  {
    title: 'Late payment: know your rights',
    excerpt:
      'You can claim statutory interest and fixed compensation on overdue business invoices.',
    body: [
      'Small firms are owed billions in late payments. The law lets you claim statutory interest and fixed compensation on overdue invoices to other businesses.',
      'Our resources section has a template letter.',
    ],
    days: 58,
    by: 'priya.shah',
    palette: 'Talks',
    topics: ['Business'],
  },
  {
    title: 'Volunteers wanted for the careers fair',
    excerpt: 'Spend an afternoon telling sixth-formers what running a business is really like.',
    body: [
      'The local sixth-form college holds its careers fair next month and would love members to staff a stand for an afternoon.',
    ],
    days: 66,
    by: 'contributor',
    palette: 'Workshops',
  },
  {
    title: 'Annual general meeting: minutes published',
    excerpt: 'The minutes, the accounts and the new committee are now online.',
    body: [
      'The minutes of the annual general meeting and the accounts for the year are now in the resources section.',
      'Thank you to the outgoing committee for their work.',
    ],
    days: 73,
    by: 'admin',
    palette: 'Talks',
  },
  {
    title: 'Our first members survey: the results',
    excerpt: 'Networking and workshops top the list; you asked for more evening events.',
    body: [
      'Two hundred members answered our first survey. Networking and practical workshops came top, and many of you asked for more evening events, which we will add from next season.',
    ],
    days: 80,
    by: 'admin',
    palette: 'Networking',
    topics: ['Community'],
  },
  {
    title: 'The Guildhall Rooms get step-free access',
    excerpt: 'A new lift and ramp make every floor reachable for all members.',
    body: [
      'Building work finished last week: a new lift and an entrance ramp make every floor of the Guildhall Rooms step-free.',
    ],
    days: 88,
    by: 'admin',
    palette: 'Networking',
  },
  {
    title: 'Northern members meet-up in Leeds',
    excerpt: 'An evening of introductions and referrals for members north of the Trent.',
    body: [
      'I would like to organise an evening meet-up in Leeds for northern members next month. Reply here if you would come.',
    ],
    days: 1,
    by: 'member',
    status: 'pending',
  },
]

type SeedResource = SeedPost & { file: 'pdf' | 'png'; group?: boolean }

const RESOURCES: SeedResource[] = [
  {
    title: 'Making Tax Digital checklist',
    excerpt: 'A one-page list of what to do before your first quarterly update.',
    body: ['Print it, tick it off, and keep it with your records.'],
    days: 12,
    by: 'priya.shah',
    file: 'pdf',
    topics: ['Business'],
  },
  {
    title: 'Late payment letter template',
    excerpt: 'A polite but firm letter claiming statutory interest on an overdue invoice.',
    body: ['Fill in the invoice details and the interest, then send it by email and post.'],
    days: 20,
    by: 'priya.shah',
    file: 'pdf',
    topics: ['Business'],
  },
  {
    title: 'Guildhall Rooms floor plan',
    excerpt: 'Where to find the desks, the meeting rooms and the kitchen.',
    body: ['The first floor has the hot desks; the meeting room is at the back.'],
    days: 27,
    by: 'admin',
    file: 'png',
  },
  {
    title: 'Annual accounts summary',
    excerpt: 'The association’s income and spending for the year, on one page.',
    body: ['Presented at the annual general meeting and approved by members.'],
    days: 35,
    by: 'admin',
    file: 'pdf',
  },
  {
    title: 'Brand kit for member events',
    excerpt: 'Our logo and colours for posters and slides at events you host for members.',
    body: ['Please use the logo on a white or pale background.'],
    days: 42,
    by: 'contributor',
    file: 'png',
    topics: ['Community'],
  },
  {
    title: 'Energy switching guide',
    excerpt: 'How the group buying scheme works and what you need to register.',
    body: ['Have a recent bill and your meter numbers ready.'],
    days: 47,
    by: 'lewis.campbell',
    file: 'pdf',
  },
  {
    title: 'Mentoring agreement template',
    excerpt: 'A simple agreement for mentor and mentee to fill in at the first meeting.',
    body: ['Agree how often you will meet and what you would like to achieve.'],
    days: 55,
    by: 'contributor',
    file: 'pdf',
    topics: ['Community'],
  },
  {
    title: 'Hiring your first employee: a checklist',
    excerpt: 'Contracts, payroll, pensions and insurance, in the order you need them.',
    body: ['Start with the right to work check and employer’s liability insurance.'],
    days: 63,
    by: 'priya.shah',
    file: 'pdf',
    topics: ['Business'],
  },
  {
    title: 'Events calendar poster',
    excerpt: 'This season’s events on one poster for your office wall.',
    body: ['Updated every season.'],
    days: 70,
    by: 'admin',
    file: 'png',
  },
  {
    title: 'Founders’ circle: fundraising notes',
    excerpt: 'Notes from the circle’s session on raising a first round, for its members.',
    body: ['What investors asked, what we wish we had known, and the term sheet clauses to watch.'],
    days: 16,
    by: 'priya.shah',
    file: 'pdf',
    group: true,
  },
]

const TOPICS = ['Community', 'Business']

const newsSlug = (title: string) => slugBase(title, 'news')
const resourceSlug = (title: string) => slugBase(title, 'resource')

/** A one-page PDF whose lines are the title and excerpt. */
const pdfOf = (title: string, excerpt: string) => {
  const clean = (text: string) => text.replace(/[^\x20-\x7e]/g, "'").replace(/[()\\]/g, '')
  const lines = [clean(title), clean(excerpt)]
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 72 ${720 - i * 28} Td (${line}) Tj ET`)
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(pdf.length)
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

/** A small 160×100 PNG: a pale page with a coloured band and blocks. */
const pngOf = (seed: number) =>
  png(160, 100, (x, y) => {
    if (y < 18) return [28, 100, 171]
    if (x > 12 + (seed % 5) * 4 && x < 70 && y > 30 && y < 85) return [181, 136, 99]
    if (x > 86 && x < 148 && (y - 30) % 14 < 6 && y < 88) return [134, 142, 150]
    return [244, 241, 234]
  })

const newsPicture = (post: SeedPost): SeedFile | null => {
  if (!post.palette) return null
  const name = newsSlug(post.title)
  return {
    kind: 'png',
    path: `images/news/seed/${name}.png`,
    mime: 'image/png',
    clientFilename: `${name}.png`,
    bytes: coverPicture(`news-${name}`, PICTURE_PALETTES[post.palette]!),
  }
}

const resourceFile = (resource: SeedResource, index: number): SeedFile => {
  const name = resourceSlug(resource.title)
  return resource.file === 'pdf'
    ? {
        kind: 'pdf',
        path: `documents/resource/seed/${name}.pdf`,
        mime: 'application/pdf',
        clientFilename: `${resource.title}.pdf`,
        bytes: pdfOf(resource.title, resource.excerpt),
      }
    : {
        kind: 'png',
        path: `images/resource/seed/${name}.png`,
        mime: 'image/png',
        clientFilename: `${name}.png`,
        bytes: pngOf(index),
      }
}

/** The bytes the news pictures' and resources' upload rows promise, for the local R2 bucket. */
export const postFiles = (): SeedFile[] => [
  ...NEWS.flatMap((post) => newsPicture(post) ?? []),
  ...RESOURCES.map(resourceFile),
]

const uploadRow = (file: SeedFile, by: string, kind: 'news' | 'resource-file', created: string) =>
  `INSERT INTO uploads (user_id, path, kind, category, mime, filesize, client_filename, created_at) VALUES (${userId(by)}, ${q(file.path)}, ${q(kind)}, ${q(file.kind === 'pdf' ? 'documents' : 'images')}, ${q(file.mime)}, ${file.bytes.length}, ${q(file.clientFilename)}, ${q(created)});`

const postRow = (type: 'news' | 'resource', slug: string, post: SeedPost, extra: string) => {
  const created = daysAgo(post.days)
  const status = post.status ?? 'approved'
  const text = post.body.join('\n\n')
  return `INSERT INTO posts (type, slug, user_id, title, excerpt, body, body_text, img, group_id, settings, status, approved_at, created_at, updated_at) VALUES (${q(type)}, ${q(slug)}, ${userId(post.by)}, ${q(post.title)}, ${q(post.excerpt)}, ${json(doc(...post.body))}, ${q(text)}, ${extra}, ${q(status)}, ${post.status === 'pending' ? 'NULL' : q(created)}, ${q(created)}, ${q(created)});`
}

const topicRows = (type: 'news' | 'resource', slug: string, topics: string[] | undefined) =>
  (topics ?? []).map(
    (topic) =>
      `INSERT INTO post_categories (post_id, category_id) SELECT p.id, c.id FROM posts p, categories c WHERE p.type = ${q(type)} AND p.slug = ${q(slug)} AND c.slug = ${q(slugBase(`${topic} topic`, 'topic'))};`,
  )

export const seedPosts = (): string[] => {
  const statements: string[] = [
    insert('category_types', {
      name: 'News and resource topics',
      categorizables: JSON.stringify(['news', 'resources']),
      created_at: daysAgo(200),
      updated_at: daysAgo(200),
    }),
    ...TOPICS.map(
      (name, position) =>
        `INSERT INTO categories (name, slug, type_id, position, created_at, updated_at) SELECT ${q(name)}, ${q(slugBase(`${name} topic`, 'topic'))}, id, ${position}, ${q(daysAgo(200))}, ${q(daysAgo(200))} FROM category_types WHERE name = 'News and resource topics';`,
    ),
  ]
  for (const post of NEWS) {
    const slug = newsSlug(post.title)
    const picture = newsPicture(post)
    if (picture) statements.push(uploadRow(picture, post.by, 'news', daysAgo(post.days)))
    statements.push(
      postRow('news', slug, post, `${picture ? q(picture.path) : 'NULL'}, NULL, ${json({})}`),
      ...topicRows('news', slug, post.topics),
    )
  }
  RESOURCES.forEach((resource, index) => {
    const slug = resourceSlug(resource.title)
    const file = resourceFile(resource, index)
    const group = resource.group
      ? `(SELECT id FROM groups WHERE slug = ${q(FOUNDERS_GROUP_SLUG)})`
      : 'NULL'
    statements.push(
      uploadRow(file, resource.by, 'resource-file', daysAgo(resource.days)),
      postRow('resource', slug, resource, `NULL, ${group}, ${json({})}`),
      `INSERT INTO post_uploads (post_id, upload_id, position) SELECT p.id, u.id, 0 FROM posts p, uploads u WHERE p.type = 'resource' AND p.slug = ${q(slug)} AND u.path = ${q(file.path)};`,
      ...topicRows('resource', slug, resource.topics),
    )
  })
  const featured = (key: string, type: 'news' | 'resource', slug: string) =>
    `INSERT OR REPLACE INTO site_settings (key, value, updated_at) SELECT ${q(key)}, CAST(id AS TEXT), ${q(daysAgo(0))} FROM posts WHERE type = ${q(type)} AND slug = ${q(slug)};`
  statements.push(
    featured('featured_news_id', 'news', newsSlug(NEWS[0]!.title)),
    featured('featured_resource_id', 'resource', resourceSlug(RESOURCES[0]!.title)),
  )
  return statements
}
