import { env } from 'cloudflare:workers'
import { RequestAuth } from '@worker/lib/request-auth'
import { newSessionValues } from '@worker/auth/sessions'
import { createDb } from '@worker/db/client'
import { sessions } from '@worker/db/schema'
import type { Deps } from '@worker/lib/deps'
import { createUser, db } from '../../../helpers/factories'
import { faultyBucket, faultyD1, type FaultPlan } from './faults'

/**
 * `Deps` for calling services directly, as a request would build them: a real session and a real
 * RequestAuth, loaded up front through the healthy database so that only the service's own calls
 * meet the faults.
 */
export const actorAuth = async (userId: number) => {
  const { values } = await newSessionValues(userId, false)
  await db.insert(sessions).values(values)
  const auth = new RequestAuth(db, db.batch.bind(db), values.tokenHash, false, () => undefined)
  await auth.load()
  return auth
}

export type ServiceActor = { userId: number; auth: RequestAuth }

/** A member (or admin) with a loaded RequestAuth. */
export const serviceActor = async (role: 'member' | 'admin' = 'member'): Promise<ServiceActor> => {
  const user = await createUser({ role })
  return { userId: user.id, auth: await actorAuth(user.id) }
}

/** Healthy deps for setting a scene up. */
export const healthyDeps = (actor: ServiceActor): Deps => ({ db, env, auth: actor.auth })

/** Deps whose D1 and R2 calls go through `plan`. */
export const faultyDeps = (actor: ServiceActor, plan: FaultPlan): Deps => ({
  db: createDb(faultyD1(env.DB, plan)),
  env: { ...env, UPLOADS: faultyBucket(env.UPLOADS, plan) },
  auth: actor.auth,
})
