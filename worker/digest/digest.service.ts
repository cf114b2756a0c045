import type { Db } from '../db/client'
import { isForumOn } from '../forum/forum.policy'
import { trustedJson } from '../lib/json'
import { templateQuery } from '../mail/mail.queries'
import { renderTemplate } from '../mail/render-template'
import { settingsRowsQuery } from '../settings/settings.queries'
import { settingsFromRows } from '../settings/settings.service'
import { fullName } from '../users/users.resources'
import type { ContentSwitches, DigestContentRow, DigestWindow } from './digest.queries'
import { DIGEST_KIND, digestEventsJson, digestThreadsJson } from './digest.schemas'
import type { DigestContent } from './digest-text'

const DAY_MS = 86_400_000

/** What every digest of one run shares: the settings it follows and the template it fills. */
export const digestSetupOf = async (db: Db) => {
  const [settingRows, [template]] = await db.batch([
    settingsRowsQuery(db),
    templateQuery(db, DIGEST_KIND),
  ])
  const settings = settingsFromRows(settingRows)
  const switches: ContentSwitches = {
    forum: isForumOn(settingRows),
    events: settings.features.events,
  }
  return { settings, template, switches }
}

export type DigestSetup = Awaited<ReturnType<typeof digestSetupOf>>

export const digestWindowAt = (at: Date): DigestWindow => ({
  now: at.toISOString(),
  dayAgo: new Date(at.getTime() - DAY_MS).toISOString(),
  weekAgo: new Date(at.getTime() - 7 * DAY_MS).toISOString(),
})

export const contentOf = (row: DigestContentRow): DigestContent => ({
  threads: trustedJson(digestThreadsJson, row.threads),
  threadCount: row.thread_count,
  events: trustedJson(digestEventsJson, row.events),
  eventCount: row.event_count,
  notifications: row.notifications,
  messages: row.messages,
})

/** One member's digest email through the template, with `summary` as its :summary. */
export const digestMail = (
  row: DigestContentRow,
  summary: string,
  setup: DigestSetup & { template: NonNullable<DigestSetup['template']> },
  siteUrl: string,
) => ({
  to: row.email,
  templateKey: DIGEST_KIND,
  ...renderTemplate(setup.template, {
    name: row.forename,
    full_name: fullName(row),
    summary,
    link: siteUrl,
    site_name: setup.settings.site_name,
  }),
})
