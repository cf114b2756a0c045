import { eventsDomain } from './events.sql'
import { feedDomain } from './feed.sql'
import { forumDomain } from './forum.sql'
import { messagesDomain } from './messages.sql'
import { postsDomain } from './posts.sql'
import { pollsDomain } from './polls.sql'
import { notificationsDomain } from './notifications.sql'
import { sessionsDomain } from './sessions.sql'
import type { SeedContext, SeedDomain } from './types'
import { usersDomain } from './users.sql'

/** Every domain's seed, in foreign-key order. A new domain adds its file and one line here. */
export const DOMAINS: SeedDomain[] = [
  usersDomain,
  sessionsDomain,
  notificationsDomain,
  eventsDomain,
  forumDomain,
  messagesDomain,
  postsDomain,
  pollsDomain,
  feedDomain,
]

/** Same separator as drizzle-kit's migrations, so one splitter reads both. */
export const BREAKPOINT = '--> statement-breakpoint'

/** The whole seed as ONE SQL file: each domain's INSERT … SELECT statements, separated by breakpoints. */
export const buildSeedSql = (ctx: SeedContext) =>
  DOMAINS.flatMap((domain) => [
    `-- ${domain.name}`,
    ...domain.statements(ctx).map((s) => `${s.trim()};\n${BREAKPOINT}`),
  ]).join('\n') + '\n'
