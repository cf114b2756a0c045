import type { Permission } from '../api/list-permissions'

export const UNKNOWN_FEATURE = 'No longer supported'

/** Spec 03 §6: the warning beside a key the catalogue does not list. */
export const unknownPermissionWarning = (key: string) =>
  `"${key}" permission could not be found. It may no longer be supported.`

export type FeatureGroup<T> = { feature: string; items: T[] }

/** The catalogue by feature, in the catalogue's own order (the server sorts by feature, then key). */
export const catalogueByFeature = (
  catalogue: readonly Permission[],
): FeatureGroup<Permission>[] => {
  const groups = new Map<string, Permission[]>()
  for (const permission of catalogue) {
    const items = groups.get(permission.feature) ?? []
    items.push(permission)
    groups.set(permission.feature, items)
  }
  return [...groups].map(([feature, items]) => ({ feature, items }))
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
