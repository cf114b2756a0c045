import { daysAgo, q } from './sql.ts'

/**
 * The demo member's network (member@example.com, Sam Patel): nine connections (so "Show more"
 * has something to show), ten requests waiting for their answer (8 shown, then more), three they
 * sent, a few connections among the others, and one open report for the admins. Written the way
 * the API leaves them: both rows of each connection, accepted requests, counters recounted.
 */
const userId = (who: string) => `(SELECT id FROM users WHERE email = ${q(`${who}@example.com`)})`

const CONNECTED = [
  'aisha.bello',
  'zara.ahmed',
  'chloe.baker',
  'daniel.kowalski',
  'priya.shah',
  'oliver.grant',
  'ravi.kumar',
  'ben.thompson',
  'admin',
]
const ASKING_ME: [string, string | null][] = [
  ['grace.lin', 'We met at the Leeds breakfast: would be good to stay in touch.'],
  ['tom.hughes', 'Looking for an accountant who knows construction. Can we connect?'],
  ['mohammed.rahman', null],
  ['ella.fitzgerald', 'Loved your talk on cash flow.'],
  ['jack.evans', null],
  ['sofia.rossi', 'Hello Sam, I think we have a few clients in common.'],
  ['hannah.murphy', null],
  ['lewis.campbell', 'Connecting with everyone from the sustainability evening.'],
  ['isla.macdonald', null],
  ['noah.williams', 'Would value your view on a property partnership.'],
]
const I_ASKED = ['mei.chen', 'kwame.mensah', 'contributor']
const OTHERS: [string, string][] = [
  ['aisha.bello', 'zara.ahmed'],
  ['priya.shah', 'oliver.grant'],
  ['ravi.kumar', 'mei.chen'],
  ['grace.lin', 'tom.hughes'],
]

const connect = (a: string, b: string, days: number) => [
  `INSERT INTO connect_requests (user_from_id, user_to_id, message, status, created_at, updated_at) VALUES (${userId(a)}, ${userId(b)}, NULL, 'accepted', ${q(daysAgo(days + 1))}, ${q(daysAgo(days))});`,
  `INSERT INTO connections (user_from_id, user_to_id, created_at) VALUES (${userId(a)}, ${userId(b)}, ${q(daysAgo(days))}), (${userId(b)}, ${userId(a)}, ${q(daysAgo(days))});`,
]

const ask = (from: string, to: string, message: string | null, days: number) =>
  `INSERT INTO connect_requests (user_from_id, user_to_id, message, status, created_at, updated_at) VALUES (${userId(from)}, ${userId(to)}, ${q(message)}, 'pending', ${q(daysAgo(days))}, ${q(daysAgo(days))});`

export const seedConnections = (): string[] => [
  ...CONNECTED.flatMap((who, i) => connect(who, 'member', 120 - i * 11)),
  ...OTHERS.flatMap(([a, b], i) => connect(a, b, 80 - i * 9)),
  ...ASKING_ME.map(([who, message], i) => ask(who, 'member', message, 0.2 + i * 1.5)),
  ...I_ASKED.map((who, i) => ask('member', who, 'Good to meet you at the last event.', 2 + i * 3)),
  'UPDATE users SET total_connects = (SELECT count(*) FROM connections c WHERE c.user_from_id = users.id);',
  `INSERT INTO member_reports (reporter_id, reported_id, reason, status, created_at) VALUES (${userId('chloe.baker')}, ${userId('jack.evans')}, ${q('Sent me the same sales message three times after I said no.')}, 'open', ${q(daysAgo(1))});`,
]
