import type { ActorUser, SignedInActor } from '../lib/actor'
import { toUserResource } from '../users/users.resources'

/** GDPR: has the sign-up notice changed since this member agreed to it? */
export const needsAgreement = (user: ActorUser, modified: string | null) =>
  Boolean(modified && (!user.agreedAt || user.agreedAt < modified))

/** The signed-in user with their permission keys, as /api/me and sign-in answer. */
export const toMeResource = (actor: SignedInActor, gdprModified: string | null) => ({
  ...toUserResource(actor.user),
  permissions: [...actor.permissions].sort(),
  needs_agreement: needsAgreement(actor.user, gdprModified),
})

export type MeResource = ReturnType<typeof toMeResource>
