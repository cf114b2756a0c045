/**
 * Query keys of comments and likes on an item (spec 01 §7). They live here, not in a feature,
 * because the shared engagement components and every screen showing an item's counts (the feed,
 * news, resources, events) change or read them.
 */
export const engagementKeys = {
  all: ['engagement'] as const,
  comments: (itemType: string, itemId: number) =>
    ['engagement', itemType, itemId, 'comments'] as const,
  likes: (itemType: string, itemId: number) => ['engagement', itemType, itemId, 'likes'] as const,
}
