import type { Permission } from '../api/list-permissions'

/** Option values in the picker: a permission key, or this prefix plus a feature for "add all". */
export const FEATURE_OPTION = 'feature:'

export type PickResult = { added: string[]; message: string }

type Context = {
  catalogue: readonly Permission[]
  selected: readonly string[]
  canGrant: (key: string) => boolean
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** A feature header adds every permission of the feature the user may grant and lacks (spec 03 §5). */
const pickFeature = (feature: string, { catalogue, selected, canGrant }: Context): PickResult => {
  const items = catalogue.filter((p) => p.feature === feature)
  const grantable = items.filter((p) => canGrant(p.key))
  const added = grantable.filter((p) => !selected.includes(p.key)).map((p) => p.key)
  const withheld = items.length - grantable.length
  const note =
    withheld > 0
      ? ` ${plural(withheld, 'permission')} you do not hold ${withheld === 1 ? 'was' : 'were'} left out.`
      : ''
  if (grantable.length === 0) {
    return { added, message: `You cannot grant ${feature} permissions: you hold none of them.` }
  }
  if (added.length === 0) {
    return { added, message: `All ${feature} permissions are already added.${note}` }
  }
  return { added, message: `Added ${plural(added.length, `${feature} permission`)}.${note}` }
}

/** What choosing one picker option adds, and what to tell the user about it. */
export const pickPermissions = (value: string, context: Context): PickResult => {
  if (value.startsWith(FEATURE_OPTION))
    return pickFeature(value.slice(FEATURE_OPTION.length), context)
  const entry = context.catalogue.find((p) => p.key === value)
  const label = entry?.label ?? value
  if (context.selected.includes(value)) return { added: [], message: `${label} is already added.` }
  if (!context.canGrant(value)) {
    return { added: [], message: `You cannot grant ${label}: you do not hold it yourself.` }
  }
  return { added: [value], message: `Added ${label}.` }
}
