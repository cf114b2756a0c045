import { seedCategories } from './categories.ts'
import { seedAdverts } from './adverts.ts'
import { seedConnections } from './connections.ts'
import { seedEngagement } from './engagement.ts'
import { seedEvents } from './events.ts'
import { seedForum } from './forum.ts'
import { seedGroups } from './groups.ts'
import { seedMessages } from './messages.ts'
import { seedPages } from './pages.ts'
import { seedPolls } from './polls.ts'
import { seedPosts } from './posts.ts'
import { seedPromotions } from './promotions.ts'
import { seedSettingsScreens } from './settings-screens.ts'
import { seedSiteSettings } from './site-settings.ts'
import { seedUsers } from './users.ts'

/**
 * The demo community `npm start` loads on first run. Each feature adds a module here returning
 * its SQL statements; they run in order after the users.
 */
export const buildSeed = async () => {
  const parts = [
    await seedUsers(),
    seedEvents(),
    seedGroups(),
    seedForum(),
    seedConnections(),
    seedMessages(),
    seedPosts(),
    seedPromotions(),
    seedPolls(),
    // After events and posts: nests their topic groups and adds the other groups.
    seedCategories(),
    seedSettingsScreens(),
    seedAdverts(),
    seedSiteSettings(),
    seedPages(),
    // After every seed that makes items (events, and news and resources: keep it after theirs).
    seedEngagement(),
  ]
  return `${parts.flat().join('\n')}\n`
}

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './users.ts'
export { seedFiles, type SeedFile } from './forum-files.ts'
