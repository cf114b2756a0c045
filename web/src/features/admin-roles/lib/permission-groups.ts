import type { Permission } from '../api/list-permissions'

export const UNKNOWN_FEATURE = 'No longer supported'

/** Spec 03 §6: the warning beside a key the catalogue does not list. */
export const unknownPermissionWarning = (key: string) =>
  `"${key}" permission could not be found. It may no longer be supported.`

export type FeatureGroup<T> = { feature: string; items: T[] }

/**
 * Features in the order an administrator thinks of them: members and access first, then the
 * community, then content, then the site. A feature not listed here follows, in the server's order.
 */
export const FEATURE_ORDER = [
  'Users',
  'Roles',
  'Groups',
  'Forum',
  'Events',
  'News',
  'Pages',
  'Polls',
  'Surveys',
  'Promotions',
  'Resources',
  'Packages',
  'Site',
]

/** Within a feature, seeing comes before creating, creating before managing, exporting last. */
const VERB_ORDER = ['view', 'create', 'update', 'set', 'manage', 'delete', 'import', 'export']

const rankOf = (order: readonly string[], value: string) => {
  const index = order.indexOf(value)
  return index === -1 ? order.length : index
}

/** `users.set.role_id` → set, `news.view:directory` → view, `polls.create-billable` → create. */
const verbOf = (key: string) => key.split('.')[1]?.split(/[:-]/)[0] ?? ''

/** The catalogue by feature, features and their permissions in the orders above. */
export const catalogueByFeature = (
  catalogue: readonly Permission[],
): FeatureGroup<Permission>[] => {
  const groups = new Map<string, Permission[]>()
  for (const permission of catalogue) {
    const items = groups.get(permission.feature) ?? []
    items.push(permission)
    groups.set(permission.feature, items)
  }
  // Array.sort is stable: equal ranks keep the server's order (feature, then key).
  return [...groups]
    .map(([feature, items]) => ({
      feature,
      items: [...items].sort(
        (a, b) => rankOf(VERB_ORDER, verbOf(a.key)) - rankOf(VERB_ORDER, verbOf(b.key)),
      ),
    }))
    .sort((a, b) => rankOf(FEATURE_ORDER, a.feature) - rankOf(FEATURE_ORDER, b.feature))
}

export type HeldPermission = { key: string; entry: Permission | undefined }

/** A role's keys grouped like the catalogue; keys the catalogue lacks come last, in their own group. */
export const groupRoleKeys = (
  keys: readonly string[],
  catalogue: readonly Permission[],
): FeatureGroup<HeldPermission>[] => {
  const byKey = new Map(catalogue.map((p) => [p.key, p]))
  const held = new Set(keys)
  const known = catalogueByFeature(catalogue)
    .map(({ feature, items }) => ({
      feature,
      items: items.filter((p) => held.has(p.key)).map((entry) => ({ key: entry.key, entry })),
    }))
    .filter((group) => group.items.length > 0)
  const unknown = keys.filter((key) => !byKey.has(key)).map((key) => ({ key, entry: undefined }))
  return unknown.length > 0 ? [...known, { feature: UNKNOWN_FEATURE, items: unknown }] : known
}

/** Keys kept sorted, so removing and re-adding a key gives back the list that was loaded. */
export const withKeys = (current: readonly string[], added: readonly string[]) =>
  [...new Set([...current, ...added])].sort()

export const withoutKey = (current: readonly string[], key: string) =>
  current.filter((k) => k !== key)
