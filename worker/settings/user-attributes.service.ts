import type { Deps } from '../lib/deps'
import { userAttributesQuery } from './user-attributes.queries'
import { toUserAttributeResource } from './user-attributes.resources'

/**
 * User attribute definitions (spec 02 §3): which profile fields exist, which are required or
 * editable, and the custom ones the sign-up and profile forms render. Private definitions are
 * listed only to signed-in members; the session rows ride in the same batch.
 */
export const listUserAttributes = async (deps: Deps) => {
  const [all] = await deps.db.batch([userAttributesQuery(deps.db)])
  const signedIn = deps.auth.current().user !== null
  return all.filter((a) => signedIn || !a.private).map(toUserAttributeResource)
}
