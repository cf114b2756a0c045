import type { PollType } from '../db/schema'
import type { Deps } from '../lib/deps'
import { notify } from '../notifications/notify'
import { managersQuery, recipientQuery } from './polls.queries'
import type { PollStatus } from './polls.schemas'

/** Notifications about polls, surveys and votes, sent after the write; a failure is logged. */

const NOUN = { poll: 'poll', survey: 'survey' } as const
const ADMIN_LIST = { poll: '/admin/polls', survey: '/admin/surveys' } as const
const PUBLIC_PATH = { poll: '/polls', survey: '/surveys' } as const

type Item = { id: number; title: string; description: string }

/** A pending submission: the holders of the type's manage keys are told (spec 02 §4). */
export const noticePollSubmitted = async (
  deps: Deps,
  type: PollType,
  item: Item,
  authorId: number,
) => {
  try {
    const [managers] = await deps.db.batch([managersQuery(deps.db, type)])
    await notify(
      deps,
      managers.filter((m) => m.id !== authorId),
      'poll.submitted',
      {
        title: `New ${NOUN[type]} waiting for approval: ${item.title}`,
        body: item.description,
        link: `${ADMIN_LIST[type]}?status=pending`,
        data: { item_type: type, item_id: item.id },
        values: { item_type: NOUN[type], item_title: item.title, description: item.description },
      },
    )
  } catch (error) {
    console.error('poll.submitted notification failed', error)
  }
}

/** A manager approved or rejected someone else's poll or survey: its author is told. */
export const noticePollDecided = async (
  deps: Deps,
  type: PollType,
  item: Item,
  authorId: number,
  status: Exclude<PollStatus, 'pending'>,
) => {
  try {
    const [[author]] = await deps.db.batch([recipientQuery(deps.db, authorId)])
    if (!author) return
    const approved = status === 'approved'
    await notify(deps, author, approved ? 'poll.approved' : 'poll.rejected', {
      title: approved
        ? `Your ${NOUN[type]} ${item.title} is approved`
        : `Your ${NOUN[type]} ${item.title} was not approved`,
      link: approved ? `${PUBLIC_PATH[type]}/${item.id}` : undefined,
      data: { item_type: type, item_id: item.id },
      values: { item_type: NOUN[type], item_title: item.title },
    })
  } catch (error) {
    console.error(`poll.${status} notification failed`, error)
  }
}

/** A vote was approved: the voter is told (in the app; no email by default). */
export const noticeVoteApproved = async (
  deps: Deps,
  voterId: number,
  poll: { id: number; title: string; surveyId: number | null },
) => {
  try {
    const [[voter]] = await deps.db.batch([recipientQuery(deps.db, voterId)])
    if (!voter) return
    await notify(deps, voter, 'poll.vote-approved', {
      title: `Your vote in ${poll.title} is approved`,
      link: poll.surveyId ? `/surveys/${poll.surveyId}` : `/polls/${poll.id}`,
      data: { item_type: 'poll', item_id: poll.id },
      values: { poll_title: poll.title },
    })
  } catch (error) {
    console.error('poll.vote-approved notification failed', error)
  }
}

/** After an update: tells the author when someone else approved or rejected their item. */
export const noticeIfDecided = async (
  deps: Deps,
  type: PollType,
  item: Item,
  stored: { status: PollStatus; userId: number | null },
  actorId: number,
  status: PollStatus,
) => {
  const decided = status !== stored.status && status !== 'pending' ? status : null
  if (decided && stored.userId !== null && stored.userId !== actorId)
    await noticePollDecided(deps, type, item, stored.userId, decided)
}
