import { createDb } from '../db/client'
import { housekeeping } from './housekeeping'

/** Cron expression (wrangler.toml [triggers]) → job. Later issues add the email digest here. */
export const JOBS: Record<string, (env: Env) => Promise<void>> = {
  '17 * * * *': (env) => housekeeping(createDb(env.DB)),
}

export const runScheduled = async (controller: ScheduledController, env: Env) => {
  const job = JOBS[controller.cron]
  if (!job) {
    console.warn(`no job for cron "${controller.cron}"`)
    return
  }
  await job(env)
}
