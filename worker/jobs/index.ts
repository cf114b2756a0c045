import { flushAdvertCounts } from '../adverts/adverts-counts.service'
import { createDb } from '../db/client'
import { releaseExpiredBookings } from './event-bookings'
import { removeUnattachedForumFiles } from './forum-files'
import { housekeeping } from './housekeeping'

/**
 * Cron expression (wrangler.toml [triggers]) → job. Later issues add the email digest here.
 * Reservations last 15 minutes, so their seats are released every 5.
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
