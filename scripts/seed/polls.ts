import { daysAgo, insert, q } from './sql.ts'

/**
 * Polls and surveys: ten polls (the featured one open with approved and pending votes, an expired
 * one with results, a future one, a sponsored one, two that follow a parent, a contributor's
 * pending one), two surveys (one answered by several members, with votes in its polls), and the
 * demo member's pending vote on one poll and approved vote on another. Counters come from the
 * triggers of migration 0021.
 */

type SeedPoll = {
  title: string
  description: string
  options: string[]
  /** Start, days ago (negative: in the future); ends 30 days later unless told. */
  started: number
  lasts?: number
  by?: string
  status?: 'pending' | 'approved'
  sponsor?: [string, string]
  parent?: string
  /** Votes by seeded members: [option position, 'a'pproved or 'p'ending] each. */
  votes?: [number, 'a' | 'p'][]
}

const FEATURED = 'Where should the summer party be?'
const EXPIRED = 'Best month for the annual dinner?'
const PARENT = 'Which talks should we run this autumn?'

const POLLS: SeedPoll[] = [
  {
    title: FEATURED,
    description: 'Three venues have offered us the last Friday in July. Vote for your favourite.',
    options: ['The rooftop at Gresham Street', 'A riverside pub garden', 'The Guildhall Rooms'],
    started: 3,
    votes: [
      [0, 'a'],
      [0, 'a'],
      [1, 'a'],
      [2, 'a'],
      [0, 'p'],
      [1, 'p'],
    ],
  },
  {
    title: EXPIRED,
    description: 'The committee will book the venue for the month with the most votes.',
    options: ['October', 'November', 'December'],
    started: 60,
    lasts: 30,
    votes: [
      [1, 'a'],
      [1, 'a'],
      [1, 'a'],
      [0, 'a'],
      [2, 'a'],
    ],
  },
  {
    title: 'Should we start a members’ book club?',
    description: 'One book a month, meeting in the library on the first Thursday.',
    options: ['Yes, count me in', 'Maybe', 'Not for me'],
    started: -7,
  },
  {
    title: 'How do you get to our events?',
    description: 'Help us choose venues that are easy to reach.',
    options: ['Walk or cycle', 'Public transport', 'Drive', 'Taxi'],
    started: 5,
    sponsor: ['City Cycle Hire', 'https://example.com/cycle-hire'],
    votes: [
      [1, 'a'],
      [1, 'a'],
      [0, 'a'],
      [2, 'p'],
    ],
  },
  {
    title: PARENT,
    description: 'The first of three short polls about the autumn programme.',
    options: ['Tax and accounts', 'Marketing', 'Hiring your first employee'],
    started: 6,
    votes: [
      [0, 'a'],
      [2, 'a'],
    ],
  },
  {
    title: 'Which day suits the autumn talks?',
    description: 'Part two of the autumn programme.',
    options: ['Tuesday', 'Wednesday', 'Thursday'],
    started: 5,
    parent: PARENT,
    votes: [[2, 'a']],
  },
  {
    title: 'What time should the autumn talks start?',
    description: 'Part three of the autumn programme.',
    options: ['8am breakfast', '12:30 lunchtime', '6pm after work'],
    started: 4,
    parent: PARENT,
  },
  {
    title: 'Would you use a members’ job board?',
    description: 'A page where members can post vacancies and freelance work.',
    options: ['Yes', 'No'],
    started: 2,
    by: 'contributor',
    status: 'pending',
  },
  {
    title: 'Favourite networking format?',
    description: 'We are planning next year’s calendar.',
    options: ['Speed networking', 'Round tables', 'Drinks and mingling'],
    started: 10,
    votes: [
      [2, 'a'],
      [2, 'a'],
      [1, 'a'],
    ],
  },
  {
    title: 'Should the newsletter be weekly?',
    description: 'It is monthly today.',
    options: ['Weekly', 'Fortnightly', 'Keep it monthly'],
    started: 8,
    by: 'contributor',
    votes: [
      [2, 'a'],
      [0, 'p'],
    ],
  },
]

const byEmail = (who: string) => `(SELECT id FROM users WHERE email = ${q(`${who}@example.com`)})`
const pollId = (title: string) => `(SELECT id FROM polls WHERE title = ${q(title)})`
/** The n-th seeded member (not a demo account): distinct voters for each poll. */
const member = (n: number) =>
  `(SELECT id FROM users WHERE role = 'member' AND is_active = 1 AND email NOT IN ('member@example.com', 'contributor@example.com', 'admin@example.com') ORDER BY id LIMIT 1 OFFSET ${n})`

const vote = (title: string, position: number, user: string, status: 'a' | 'p', days: number) =>
  `INSERT INTO poll_votes (poll_id, poll_option_id, survey_id, user_id, status, approved_at, created_at)
  SELECT p.id, o.id, p.survey_id, ${user}, ${q(status === 'a' ? 'approved' : 'pending')}, ${q(status === 'a' ? daysAgo(days) : null)}, ${q(daysAgo(days))}
  FROM polls p JOIN poll_options o ON o.poll_id = p.id AND o.position = ${position} WHERE p.title = ${q(title)};`

const options = (title: string, values: string[]) =>
  values.map((value, position) =>
    insert('poll_options', { poll_id: null, value, position }).replace(
      'VALUES (NULL,',
      `VALUES (${pollId(title)},`,
    ),
  )

const pollStatements = (p: SeedPoll) => {
  const status = p.status ?? 'approved'
  const startsAt = daysAgo(p.started)
  return [
    insert('polls', {
      type: 'poll',
      user_id: null,
      title: p.title,
      description: p.description,
      sponsored_by: p.sponsor?.[0] ?? null,
      sponsored_by_link: p.sponsor?.[1] ?? null,
      status,
      starts_at: startsAt,
      ends_at: daysAgo(p.started - (p.lasts ?? 30)),
      approved_at: status === 'approved' ? startsAt : null,
      created_at: startsAt,
      updated_at: startsAt,
    }),
    `UPDATE polls SET user_id = ${byEmail(p.by ?? 'admin')}${p.parent ? `, parent_id = ${pollId(p.parent)}` : ''} WHERE title = ${q(p.title)};`,
    ...options(p.title, p.options),
    ...(p.votes ?? []).map(([position, s], i) => vote(p.title, position, member(i), s, 1)),
  ]
}

const SURVEY = 'Member survey 2025'
const SURVEY_QUESTIONS = ['What do you value most about the community?', 'What should we add?']
const SURVEY_POLLS: [string, string[]][] = [
  ['How often do you come to events?', ['Every month', 'A few times a year', 'Rarely']],
  ['Would you recommend us to a friend?', ['Yes', 'Not yet']],
]
const ANSWERS = [
  ['Meeting people from other trades.', 'More evening events.'],
  ['The breakfasts.', 'A mentoring lunch.'],
  ['Friendly, practical advice.', 'Workshops on selling online.'],
]

const surveyStatements = () => {
  const startsAt = daysAgo(4)
  const survey = (title: string, description: string, isPrivate: boolean) =>
    insert('polls', {
      type: 'survey',
      title,
      description,
      status: 'approved',
      is_private: isPrivate,
      starts_at: startsAt,
      ends_at: daysAgo(-26),
      approved_at: startsAt,
      created_at: startsAt,
      updated_at: startsAt,
    })
  const statements = [
    survey(SURVEY, 'Ten minutes to help us plan next year. Thank you!', false),
    `UPDATE polls SET user_id = ${byEmail('admin')} WHERE title = ${q(SURVEY)};`,
    ...SURVEY_QUESTIONS.map(
      (question, position) =>
        `INSERT INTO survey_questions (survey_id, question, position) VALUES (${pollId(SURVEY)}, ${q(question)}, ${position});`,
    ),
  ]
  for (const [title, values] of SURVEY_POLLS) {
    statements.push(
      `INSERT INTO polls (type, user_id, title, status, starts_at, ends_at, dont_show_on_polls, survey_id, approved_at, created_at, updated_at)
        VALUES ('poll', ${byEmail('admin')}, ${q(title)}, 'approved', ${q(startsAt)}, ${q(daysAgo(-26))}, 1, ${pollId(SURVEY)}, ${q(startsAt)}, ${q(startsAt)}, ${q(startsAt)});`,
      ...options(title, values),
    )
  }
  ANSWERS.forEach((answers, i) => {
    const user = member(10 + i)
    statements.push(
      `INSERT INTO survey_submissions (survey_id, user_id, created_at) VALUES (${pollId(SURVEY)}, ${user}, ${q(daysAgo(2))});`,
      ...answers.map(
        (answer, n) =>
          `INSERT INTO survey_answers (submission_id, question_id, answer) SELECT s.id, qu.id, ${q(answer)}
            FROM survey_submissions s JOIN survey_questions qu ON qu.survey_id = s.survey_id AND qu.position = ${n}
            WHERE s.survey_id = ${pollId(SURVEY)} AND s.user_id = ${user};`,
      ),
      vote(SURVEY_POLLS[0]![0], i % 3, user, 'a', 2),
      vote(SURVEY_POLLS[1]![0], 0, user, i === 2 ? 'p' : 'a', 2),
    )
  })
  const TEAM = 'Volunteer team check-in'
  statements.push(
    survey(TEAM, 'For members only: how can the volunteer team help?', true),
    `UPDATE polls SET user_id = ${byEmail('admin')} WHERE title = ${q(TEAM)};`,
    `INSERT INTO survey_questions (survey_id, question, position) VALUES (${pollId(TEAM)}, 'Which events would you help at?', 0);`,
  )
  return statements
}

export const seedPolls = () => [
  ...POLLS.flatMap(pollStatements),
  ...surveyStatements(),
  // The demo member: a pending vote on one poll and an approved vote on another.
  vote('Favourite networking format?', 0, byEmail('member'), 'p', 1),
  vote(EXPIRED, 0, byEmail('member'), 'a', 40),
  `INSERT OR REPLACE INTO site_settings (key, value, updated_at) SELECT 'featured_poll_id', CAST(id AS TEXT), ${q(daysAgo(0))} FROM polls WHERE title = ${q(FEATURED)};`,
]
