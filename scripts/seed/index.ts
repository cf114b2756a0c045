import { seedEvents } from './events.ts'
import { seedUsers } from './users.ts'

/**
 * The demo community `npm start` loads on first run. Each feature adds a module here returning
 * its SQL statements; they run in order after the users.
 */
export const buildSeed = async () => {
  const parts = [await seedUsers(), seedEvents()]
  return `${parts.flat().join('\n')}\n`
}

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './users.ts'
