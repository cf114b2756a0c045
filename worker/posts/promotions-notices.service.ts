import type { Deps } from '../lib/deps'
import { notify } from '../notifications/notify'
import { recipientQuery } from './posts.queries'

/** Notices about promotions' claims, sent after the write; a failure is logged, never rolled back. */

/** Someone claimed a promotion (spec 01 §4): its author is told, with a link to the claims. */
export const noticeClaimed = async (
  deps: Deps,
  promotion: { id: number; title: string; settings: { company_name: string } },
  authorId: number,
  claimer: { forename: string; surname: string },
) => {
  try {
    const [[author]] = await deps.db.batch([recipientQuery(deps.db, authorId)])
    if (!author) return
    await notify(deps, author, 'promotion.claimed', {
      title: `${`${claimer.forename} ${claimer.surname}`.trim()} claimed ${promotion.title}`,
      link: `/admin/promotions?claims=${promotion.id}`,
      data: { item_type: 'promotion', item_id: promotion.id },
      values: {
        actor_name: `${claimer.forename} ${claimer.surname}`.trim(),
        promotion_title: promotion.title,
      },
    })
  } catch (error) {
    console.error('promotion.claimed notification failed', error)
  }
}
