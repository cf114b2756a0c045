import type { SeedFile } from './forum-files.ts'
import { coverPicture, PICTURE_PALETTES } from './pictures.ts'
import { daysAgo, json, q } from './sql.ts'

/**
 * Pages: "About us" and "Code of conduct" with covers, the FAQ page's settings with five
 * questions, three questions visitors asked (one answered), and a few newsletter subscribers
 * (confirmed, pending and one who left).
 */

const userId = (email: string) => `(SELECT id FROM users WHERE email = ${q(email)})`
const ADMIN = 'admin@example.com'

const doc = (...blocks: ({ h: string } | string)[]) => ({
  type: 'doc',
  content: blocks.map((block) =>
    typeof block === 'string'
      ? { type: 'paragraph', content: [{ type: 'text', text: block }] }
      : { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: block.h }] },
  ),
})

type SeedPage = {
  slug: string
  title: string
  body: ReturnType<typeof doc>
  palette: keyof typeof PICTURE_PALETTES
  days: number
}

const PAGES: SeedPage[] = [
  {
    slug: 'about-us',
    title: 'About us',
    palette: 'Networking',
    days: 120,
    body: doc(
      'Guildhall is a community of people who live and work around the City: makers, small business owners, volunteers and neighbours.',
      { h: 'What we do' },
      'We run talks, workshops and socials every month, keep a forum for questions and advice, and share offers from local businesses.',
      { h: 'Who runs it' },
      'A small team of volunteers looks after the site and the events. Write to us through the FAQ page if you would like to help.',
    ),
  },
  {
    slug: 'code-of-conduct',
    title: 'Code of conduct',
    palette: 'Forum',
    days: 90,
    body: doc(
      'Everyone is welcome here. We expect members to be kind, patient and respectful, online and at our events.',
      { h: 'In the forum' },
      'Keep to the topic, credit other people’s work, and do not post anything you would not say to someone’s face.',
      { h: 'At events' },
      'Harassment of any kind is not tolerated. Speak to a host, or report a member from their profile, and we will act.',
    ),
  },
]

const FAQ_QUESTIONS = [
  'How do I become a member?',
  'Are events free for members?',
  'Can I bring a guest to an event?',
  'How do I offer a promotion for my business?',
  'Who do I contact about my account?',
]

const ASKED = [
  {
    name: 'Harriet Cole',
    email: 'harriet.cole@example.net',
    question: 'Is the summer social step-free? I use a wheelchair.',
    days: 1,
    answered: false,
  },
  {
    name: 'Tom Okafor',
    email: 'tom.okafor@example.net',
    question: 'Do you offer student membership rates?',
    days: 3,
    answered: false,
  },
  {
    name: 'Mei Lin',
    email: 'mei.lin@example.net',
    question: 'Can I pay for event tickets in cash on the door?',
    days: 8,
    answered: true,
  },
]

const SUBSCRIBERS = [
  { email: 'member@example.com', status: 'confirmed', days: 40 },
  { email: 'priya.shah@example.com', status: 'confirmed', days: 25 },
  { email: 'newsletter.reader@example.net', status: 'confirmed', days: 12 },
  { email: 'local.cafe@example.net', status: 'confirmed', days: 6 },
  { email: 'waiting.reader@example.net', status: 'pending', days: 1 },
  { email: 'former.reader@example.net', status: 'unsubscribed', days: 60 },
] as const

const picture = (page: SeedPage): SeedFile => ({
  kind: 'png',
  path: `images/page/seed/${page.slug}.png`,
  mime: 'image/png',
  clientFilename: `${page.slug}.png`,
  bytes: coverPicture(`page-${page.slug}`, PICTURE_PALETTES[page.palette]!),
})

/** The bytes the pages' cover rows promise, for the local R2 bucket. */
export const pageFiles = (): SeedFile[] => PAGES.map(picture)

const plain = (body: ReturnType<typeof doc>) =>
  body.content.map((block) => block.content[0]!.text).join('\n\n')

export const seedPages = (): string[] => {
  const statements: string[] = []
  for (const page of PAGES) {
    const file = picture(page)
    const at = daysAgo(page.days)
    statements.push(
      `INSERT INTO uploads (user_id, path, kind, category, mime, filesize, client_filename, created_at) VALUES (${userId(ADMIN)}, ${q(file.path)}, 'page', 'images', ${q(file.mime)}, ${file.bytes.length}, ${q(file.clientFilename)}, ${q(at)});`,
      `INSERT INTO posts (type, slug, user_id, title, body, body_text, img, settings, status, total_impressions, approved_at, created_at, updated_at) VALUES ('page', ${q(page.slug)}, ${userId(ADMIN)}, ${q(page.title)}, ${json(page.body)}, ${q(plain(page.body))}, ${q(file.path)}, '{}', 'approved', ${page.days * 7}, ${q(at)}, ${q(at)}, ${q(at)});`,
    )
  }
  const faq = {
    faq_settings: {
      faq_title: 'Questions & answers',
      faq_logo: null,
      faq_colour: '#1F4E79',
      faq_sub_heading: 'Can’t find what you need? Ask us below and we will write back.',
      faq_default_questions: FAQ_QUESTIONS,
    },
  }
  statements.push(
    `UPDATE posts SET settings = ${json(faq)}, body = ${json(doc('Answers to what members ask us most. Pick a question to ask it, or write your own.'))}, updated_at = ${q(daysAgo(2))} WHERE type = 'page' AND slug = 'faq';`,
  )
  for (const asked of ASKED) {
    const at = daysAgo(asked.days)
    statements.push(
      `INSERT INTO faq_questions (name, email, question, answered_at, created_at) VALUES (${q(asked.name)}, ${q(asked.email)}, ${q(asked.question)}, ${asked.answered ? q(daysAgo(asked.days - 1)) : 'NULL'}, ${q(at)});`,
    )
  }
  for (const s of SUBSCRIBERS) {
    const at = daysAgo(s.days)
    statements.push(
      `INSERT INTO newsletter_subscribers (email, user_id, status, token_hash, confirmed_at, created_at, updated_at) VALUES (${q(s.email)}, ${userId(s.email)}, ${q(s.status)}, NULL, ${s.status === 'confirmed' ? q(daysAgo(s.days - 0.1)) : 'NULL'}, ${q(at)}, ${q(at)});`,
    )
  }
  // The newsletter box shows in the footer (spec 01 §2, when enabled in settings).
  statements.push(
    `INSERT OR REPLACE INTO site_settings (key, value, updated_at) VALUES ('newsletter_signup_enabled', 'true', ${q(daysAgo(0))});`,
  )
  return statements
}
