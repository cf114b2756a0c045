import { useSettings } from '@/lib/site-settings'

/**
 * Likes and comments show only while the site setting display_likes_and_comments is on (spec 01
 * §2). Hidden until the settings are known, so a site that turned them off never flashes them.
 */
export const useEngagementShown = () => useSettings().data?.display_likes_and_comments === true
