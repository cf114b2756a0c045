import { flushAdvertCounts } from '../adverts/adverts-counts.service'
import { createDb } from '../db/client'
import { sendDigests } from '../digest/use-cases/send-digests'
import { releaseExpiredBookings } from './event-bookings'
import { removeUnattachedForumFiles } from './forum-files'
import { housekeeping } from './housekeeping'

/**
 * Cron expression (wrangler.toml [triggers]) → job. Reservations last 15 minutes, so their seats
 * are released every 5; the email digest checks every 5 minutes whether its London send time has
 * come (worker/digest/), so an admin's new send_at needs no new trigger.
 */
export const JOBS: Record<string, (env: Env) => Promise<void>> = {
  '17 * * * *': async (env) => {
    const db = createDb(env.DB)
    await housekeeping({ db, env })
    await removeUnattachedForumFiles({ db, env })
  },
  '*/5 * * * *': async (env) => {
    await releaseExpiredBookings({ db: createDb(env.DB), env })
    await flushAdvertCounts(env)
    const digest = await sendDigests({ db: createDb(env.DB), env })
    if (digest.taken > 0)
      console.log(`email digest: took ${digest.taken} members, emailed ${digest.emailed}`)
  },
}

export const runScheduled = async (controller: ScheduledController, env: Env) => {
  const job = JOBS[controller.cron]
  if (!job) {
    console.warn(`no job for cron "${controller.cron}"`)
    return
  }
  await job(env)
}
