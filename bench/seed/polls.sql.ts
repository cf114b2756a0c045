import { MEMBER } from '../fixtures'
import { isoAt, pick, sequence } from './sql'
import type { SeedDomain } from './types'
import { MEMBERS } from './users.sql'

/**
 * 1,000 polls (one in twenty pending, the rest open: started n hours ago, ending in a month),
 * three options each, and 100,000 votes (100 members on each of the newest 1,000… spread over
 * the polls, a quarter pending), so the list's options, counters and the reader's vote join real
 * rows. Ids start at POLL_BASE so the app's seed (ids from 1) never meets them. The bench member
 * has voted in the newest poll, so the vote endpoint is refused by the unique index each time.
 */
export const POLLS = 1_000
export const POLL_VOTES = 100_000
export const POLL_BASE = 1_000_000
const OPTIONS_PER_POLL = 3
/** The poll the vote endpoint votes in (the newest, approved; the bench member voted already). */
export const VOTED_POLL_ID = POLL_BASE + 1
/** Its first option. */
export const VOTED_OPTION_ID = POLL_BASE * 10 + 1

const TITLES = [
  'Best day for the social',
  'Next talk topic',
  'Venue for the dinner',
  'New desk hours',
]

export const pollsDomain: SeedDomain = {
  name: 'polls',
  tables: ['polls', 'poll_options', 'poll_votes'],
  statements: ({ nowIso }) => [
    // Poll n started n hours ago: POLL_BASE + 1 is the newest.
    `INSERT INTO polls (id, type, user_id, title, description, status, starts_at, ends_at, approved_at, created_at, updated_at)
     ${sequence(POLLS)}
     SELECT ${POLL_BASE} + n, 'poll', 1 + (n % 50), ${pick(TITLES, 'n')} || ' ' || n, 'A poll the bench made.',
       CASE WHEN n % 20 = 0 AND n > 1 THEN 'pending' ELSE 'approved' END,
       ${isoAt(nowIso, `'-' || n || ' hours'`)}, ${isoAt(nowIso, `'+30 days'`)},
       ${isoAt(nowIso, `'-' || n || ' hours'`)}, ${isoAt(nowIso, `'-' || n || ' hours'`)}, ${isoAt(nowIso, `'-' || n || ' hours'`)}
     FROM seq`,
    // Option k of poll n has id POLL_BASE * 10 + (n - 1) * 3 + k.
    `INSERT INTO poll_options (id, poll_id, value, position)
     ${sequence(POLLS * OPTIONS_PER_POLL)}
     SELECT ${POLL_BASE * 10} + n, ${POLL_BASE} + 1 + (n - 1) / ${OPTIONS_PER_POLL},
       'Option ' || ((n - 1) % ${OPTIONS_PER_POLL} + 1), (n - 1) % ${OPTIONS_PER_POLL}
     FROM seq`,
    // 100 voters on each poll (members 3…), a quarter of the votes pending; counters by trigger.
    `INSERT INTO poll_votes (poll_id, poll_option_id, user_id, status, approved_at, created_at)
     ${sequence(POLL_VOTES)}
     SELECT ${POLL_BASE} + 1 + (n - 1) / 100,
       ${POLL_BASE * 10} + ((n - 1) / 100) * ${OPTIONS_PER_POLL} + 1 + (n % ${OPTIONS_PER_POLL}),
       3 + ((n - 1) % 100) * ((${MEMBERS} - 3) / 100),
       CASE WHEN n % 4 = 0 THEN 'pending' ELSE 'approved' END,
       CASE WHEN n % 4 = 0 THEN NULL ELSE ${isoAt(nowIso, `'-1 hours'`)} END, ${isoAt(nowIso, `'-1 hours'`)}
     FROM seq`,
    `INSERT INTO poll_votes (poll_id, poll_option_id, user_id, status, created_at)
     VALUES (${VOTED_POLL_ID}, ${VOTED_OPTION_ID}, ${MEMBER.id}, 'pending', ${isoAt(nowIso, `'-1 hours'`)})`,
  ],
  checks: [
    {
      name: 'approved polls, newest start first',
      sql: `SELECT id FROM polls WHERE type = 'poll' AND status = 'approved' ORDER BY starts_at DESC, id DESC LIMIT 9`,
      params: [],
      index: 'polls_type_status_starts',
      ordered: true,
    },
  ],
}
