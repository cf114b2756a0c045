import { daysAgo, q } from './sql.ts'

/**
 * Conversations for the demo member (member@example.com, Sam Patel): three 1:1 threads and two
 * groups, some with unread messages, so the messages screen and the header's count show at once.
 * Messaging needs a connection (spec 01 §6): the connections are inserted both ways here, INSERT
 * OR IGNORE, so this does not depend on the connections seed.
 */

const userId = (who: string) => `(SELECT id FROM users WHERE email = ${q(`${who}@example.com`)})`

type Line = [who: string, body: string, hoursAgo: number]
type SeedThread = {
  /** Everyone in it; the first started it. */
  members: string[]
  isGroup: boolean
  lines: Line[]
  /** Messages the demo member has not read (the newest ones, never their own). */
  unreadForMember: number
}

const ME = 'member'

const THREADS: SeedThread[] = [
  {
    members: ['priya.shah', ME],
    isGroup: false,
    unreadForMember: 1,
    lines: [
      ['priya.shah', 'Hi Sam, lovely to meet you at the breakfast briefing last week.', 70],
      [ME, 'Likewise, Priya! Your talk on retrofitting old offices was excellent.', 69],
      [
        'priya.shah',
        'Thank you. We are looking for an accountant who knows R&D tax credits — is that something your firm does?',
        50,
      ],
      [ME, 'It is, we file a dozen claims a year. Happy to have a call.', 49],
      ['priya.shah', 'Perfect. Does Thursday at 10 work? I can send an invite.', 2],
    ],
  },
  {
    members: [ME, 'aisha.bello'],
    isGroup: false,
    unreadForMember: 0,
    lines: [
      [ME, 'Aisha, could you recommend someone for a commercial lease review in Leeds?', 120],
      [
        'aisha.bello',
        'Yes — my colleague Marcus covers Leeds. I will ask him to get in touch.',
        118,
      ],
      [ME, 'Thank you, that would be a great help.', 117],
      ['aisha.bello', 'He says he can look at it next week. Send the draft over whenever.', 96],
      [ME, 'Sent this morning. Much appreciated!', 30],
    ],
  },
  {
    members: ['daniel.kowalski', ME],
    isGroup: false,
    unreadForMember: 2,
    lines: [
      ['daniel.kowalski', 'Sam, are you going to the Sheffield manufacturing evening?', 26],
      ['daniel.kowalski', 'I have a spare ticket if you fancy it.', 25.5],
    ],
  },
  {
    members: ['zara.ahmed', ME, 'chloe.baker', 'daniel.kowalski'],
    isGroup: true,
    unreadForMember: 2,
    lines: [
      ['zara.ahmed', 'Northern members — shall we do a meet-up before Christmas?', 48],
      [ME, 'Count me in. Leeds is central for most of us.', 47],
      ['chloe.baker', 'York works too, but Leeds is fine by me.', 46],
      ['daniel.kowalski', 'I can do any evening in the week of the 8th.', 30],
      ['zara.ahmed', 'Let us say Wednesday the 10th, 6:30pm. I will look for a venue.', 5],
      ['chloe.baker', 'Lovely. I will bring my camera for the newsletter.', 4],
    ],
  },
  {
    members: ['admin', ME, 'contributor'],
    isGroup: true,
    unreadForMember: 0,
    lines: [
      ['admin', 'Chris, Sam — thanks for offering to help with the spring conference.', 200],
      ['contributor', 'Happy to. I can take the venue and catering.', 199],
      [ME, 'I will put together the budget and the ticket prices.', 198],
      ['admin', 'Brilliant. Let us review it all at the next committee meeting.', 190],
    ],
  },
]

const hoursAgo = (hours: number) => daysAgo(hours / 24)

const excerpt = (body: string) =>
  body.length <= 140 ? body : `${body.slice(0, body.lastIndexOf(' ', 139))}…`

/** SQL: the thread's id, by its pair key (1:1) or by who started it and when (a group). */
const threadIdOf = (t: SeedThread) => {
  if (!t.isGroup) {
    const [a, b] = t.members.map(userId)
    return `(SELECT id FROM message_threads WHERE pair_key = min(${a}, ${b}) || ':' || max(${a}, ${b}))`
  }
  return `(SELECT id FROM message_threads WHERE is_group = 1 AND created_by_id = ${userId(t.members[0]!)} AND created_at = ${q(hoursAgo(t.lines[0]![2]))})`
}

export const seedMessages = (): string[] => {
  const statements: string[] = []
  const contacts = new Set(THREADS.flatMap((t) => t.members).filter((m) => m !== ME))
  // A group's members who are not the demo member need not be connected to each other.
  for (const who of contacts)
    for (const [from, to] of [
      [ME, who],
      [who, ME],
    ])
      statements.push(
        `INSERT OR IGNORE INTO connections (user_from_id, user_to_id, created_at) VALUES (${userId(from!)}, ${userId(to!)}, ${q(daysAgo(150))});`,
      )
  for (const who of [ME, ...contacts])
    statements.push(
      `UPDATE users SET total_connects = (SELECT count(*) FROM connections WHERE user_from_id = users.id) WHERE id = ${userId(who)};`,
    )

  for (const t of THREADS) {
    const first = t.lines[0]!
    const last = t.lines.at(-1)!
    const lastAt = hoursAgo(last[2])
    const [a, b] = t.members.map(userId)
    statements.push(
      `INSERT INTO message_threads (is_group, pair_key, created_by_id, last_post_user_id, last_post_excerpt, last_post_at, total_posts, created_at, updated_at) VALUES (${t.isGroup ? 1 : 0}, ${t.isGroup ? 'NULL' : `min(${a}, ${b}) || ':' || max(${a}, ${b})`}, ${userId(t.members[0]!)}, ${userId(last[0])}, ${q(excerpt(last[1]))}, ${q(lastAt)}, ${t.lines.length}, ${q(hoursAgo(first[2]))}, ${q(lastAt)});`,
    )
    const thread = threadIdOf(t)
    for (const [who, body, hours] of t.lines)
      statements.push(
        `INSERT INTO message_posts (thread_id, user_id, body, created_at) VALUES (${thread}, ${userId(who)}, ${q(body)}, ${q(hoursAgo(hours))});`,
      )
    statements.push(
      `UPDATE message_threads SET last_post_id = (SELECT max(id) FROM message_posts WHERE thread_id = message_threads.id) WHERE id = ${thread};`,
    )
    for (const who of t.members) {
      // Everyone else has read up to their own last message; the demo member as the thread says.
      const unread =
        who === ME
          ? t.unreadForMember
          : t.lines.length - 1 - t.lines.findLastIndex(([author]) => author === who)
      const readThrough = t.lines[t.lines.length - 1 - unread]
      statements.push(
        `INSERT INTO message_thread_users (thread_id, user_id, read_at, unread_count, last_post_at, created_at) VALUES (${thread}, ${userId(who)}, ${q(readThrough ? hoursAgo(readThrough[2]) : null)}, ${unread}, ${q(lastAt)}, ${q(hoursAgo(first[2]))});`,
      )
    }
  }
  return statements
}
