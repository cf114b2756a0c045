import { nowIso } from '../db/schema/columns'
import { batchOf } from '../lib/batch'
import { requireUser, type Deps } from '../lib/deps'
import { conflict, forbidden, invalid, notFound } from '../lib/errors'
import { notify, type Recipient } from '../notifications/notify'
import { fullName } from '../users/users.resources'
import {
  acceptStatements,
  askStatements,
  cancelStatement,
  connectRequestQuery,
  connectStandingQuery,
  ignoreStatement,
  listConnectRequestsStatements,
  recipientQuery,
} from './connections.queries'
import { toConnectRequest } from './connections.resources'
import {
  ALREADY_ANSWERED,
  ALREADY_ASKED,
  ALREADY_CONNECTED,
  CANNOT_CONNECT,
  connectedWith,
  NOT_YOURSELF,
  ONLY_RECIPIENT_ANSWERS,
  ONLY_SENDER_CANCELS,
  REQUEST_CANCELLED,
  REQUEST_IGNORED,
  REQUEST_SENT,
  type AnswerConnectRequestInput,
  type ConnectRequestResult,
  type CreateConnectRequestInput,
  type ListConnectRequestsQuery,
} from './connections.schemas'

/**
 * Connect requests (spec 01 §4 connect, §7): ask, list, accept or ignore (the recipient), cancel
 * (the sender). Two members who ask each other end with one connection: the decision is SQL inside
 * the asking batch (connections.queries askStatements), never a read followed by a write.
 */

const logFailure = (kind: string) => (error: unknown) =>
  console.error(`${kind} notification failed`, error)

/** The members' screens a notification opens. */
export const REQUESTS_PATH = '/my-connection-requests'
export const memberPath = (slug: string) => `/members/${slug}`

export const listConnectRequests = async (deps: Deps, query: ListConnectRequestsQuery) => {
  const { db } = deps
  const [rows, [count]] = await db.batch(
    listConnectRequestsStatements(db, deps.auth.tokenHash ?? '', query),
  )
  return { rows: rows.map((r) => toConnectRequest(r, query.with)), total: count?.total ?? 0 }
}

export const askToConnect = async (
  deps: Deps,
  input: CreateConnectRequestInput,
): Promise<ConnectRequestResult> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const me = actor.user
  if (input.user_id === me.id) throw invalid({ user_id: [NOT_YOURSELF] })
  const [[them]] = await db.batch([connectStandingQuery(db, me.id, input.user_id)])
  if (!them || them.is_active !== 1) throw notFound()
  if (them.blocked) throw forbidden(CANNOT_CONNECT)
  if (them.connected) throw conflict(ALREADY_CONNECTED)
  if (them.mine === 'pending') throw conflict(ALREADY_ASKED)

  const message = input.message ? input.message : null
  const [written, , , , [request]] = await db.batch(
    askStatements(db, { me: me.id, them: them.id, message, now: nowIso() }),
  )
  // Another tab asked (or connected, or blocked) between the check and the write.
  if (written.length === 0 || !request) throw conflict(ALREADY_ASKED)

  const name = fullName(them)
  const recipient: Recipient = them
  const myName = fullName(me)
  if (request.status === 'accepted') {
    // They had asked first: this request completed the pair.
    await notify(deps, recipient, 'connection.accepted', {
      title: `You are now connected with ${myName}`,
      link: memberPath(me.slug),
      data: { user_id: me.id },
      values: { actor_name: myName },
    }).catch(logFailure('connection.accepted'))
    return { ...toConnectRequest(request), notice: connectedWith(name) }
  }
  await notify(deps, recipient, 'connection.requested', {
    title: `${myName} would like to connect with you`,
    body: message ?? '',
    link: REQUESTS_PATH,
    data: { user_id: me.id, request_id: request.id },
    values: { actor_name: myName, message: message ?? '' },
  }).catch(logFailure('connection.requested'))
  return { ...toConnectRequest(request), notice: REQUEST_SENT }
}

/** The request, if the caller is one of its two members; anyone else is told it does not exist. */
const requestOfCaller = async (deps: Deps, id: number) => {
  const actor = await requireUser(deps)
  const [[row]] = await deps.db.batch([connectRequestQuery(deps.db, id)])
  const me = actor.user
  if (!row || (row.user_from_id !== me.id && row.user_to_id !== me.id)) throw notFound()
  return { row, me }
}

export const answerConnectRequest = async (
  deps: Deps,
  id: number,
  input: AnswerConnectRequestInput,
): Promise<ConnectRequestResult> => {
  const { db } = deps
  const { row, me } = await requestOfCaller(deps, id)
  if (row.user_to_id !== me.id) throw forbidden(ONLY_RECIPIENT_ANSWERS)
  if (row.status !== 'pending') throw conflict(ALREADY_ANSWERED)
  const now = nowIso()

  if (input.status === 'ignored') {
    const [ignored] = await db.batch([ignoreStatement(db, { id, me: me.id, now })])
    if (ignored.length === 0) throw conflict(ALREADY_ANSWERED)
    return {
      ...toConnectRequest({ ...row, status: 'ignored', updated_at: now }),
      notice: REQUEST_IGNORED,
    }
  }

  const [accepted, , , , [after]] = await db.batch(
    acceptStatements(db, { id, me: me.id, them: row.user_from_id, now }),
  )
  if (accepted.length === 0 || !after) {
    const [[again]] = await db.batch([connectRequestQuery(db, id)])
    // Answered in between (409), or one of the two blocked the other meanwhile (403).
    if (!again || again.status !== 'pending') throw conflict(ALREADY_ANSWERED)
    throw forbidden(CANNOT_CONNECT)
  }
  const result = toConnectRequest(after)
  const sender = result.user_from!
  const [[recipient]] = await db.batch([recipientQuery(db, sender.id)])
  if (recipient) {
    await notify(deps, recipient, 'connection.accepted', {
      title: `${fullName(me)} accepted your connect request`,
      link: memberPath(me.slug),
      data: { user_id: me.id, request_id: id },
      values: { actor_name: fullName(me) },
    }).catch(logFailure('connection.accepted'))
  }
  return { ...result, notice: connectedWith(sender.full_name) }
}

export const cancelConnectRequest = async (deps: Deps, id: number) => {
  const { db } = deps
  const { row, me } = await requestOfCaller(deps, id)
  if (row.user_from_id !== me.id) throw forbidden(ONLY_SENDER_CANCELS)
  if (row.status !== 'pending') throw conflict(ALREADY_ANSWERED)
  const [removed] = await batchOf(db, [cancelStatement(db, { id, me: me.id })])
  if (!removed || removed.length === 0) throw conflict(ALREADY_ANSWERED)
  return { id, user_id: row.user_to_id, message: REQUEST_CANCELLED }
}
