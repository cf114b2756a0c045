import { Anchor, Group, Tooltip, UnstyledButton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useMe } from '@/lib/session'
import { likesQueryOptions, useToggleLike, type EngagementItem } from './engagement-api'
import { LikesModal } from './likes-modal'
import { useEngagementShown } from './use-engagement-shown'

type Props = {
  /** A type of the item-type registry: 'event', 'news', 'resource', 'member'… */
  itemType: string
  itemId: number
  /**
   * The item's count and the viewer's like id (0 for none), as list rows carry them
   * (engagementColumnsSql). Without them the button reads them itself (GET /api/likes).
   */
  totalLikes?: number
  likedId?: number
}

/** "1 like" / "N likes". */
export const likesCountText = (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`

export const SIGN_IN_TO_LIKE = 'Sign in to like this'

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
      focusable={false}
    >
      <path d="M19.5 12.572l-7.5 7.428l-7.5 -7.428a5 5 0 1 1 7.5 -6.566a5 5 0 1 1 7.5 6.572" />
    </svg>
  )
}

/**
 * Like / unlike an item (spec 01 §2, §4): the heart toggles at once and rolls back if the server
 * refuses; the count opens the likes list. Visitors see it disabled, told to sign in (spec 01 §6).
 * Hidden while the site setting display_likes_and_comments is off.
 */
export function LikeButton(props: Props) {
  return useEngagementShown() ? <Like {...props} /> : null
}

type State = { total: number; likeId: number }

function Like({ itemType, itemId, totalLikes, likedId }: Props) {
  const item: EngagementItem = { itemType, itemId }
  const me = useMe()
  const known = totalLikes !== undefined
  const summary = useQuery({ ...likesQueryOptions(item), enabled: !known })
  const toggle = useToggleLike(item)
  const [local, setLocal] = useState<State | null>(null)
  const [listOpen, setListOpen] = useState(false)
  const signedIn = Boolean(me.data)

  const base: State = known
    ? { total: totalLikes, likeId: likedId ?? 0 }
    : { total: summary.data?.total ?? 0, likeId: summary.data?.userLiked ?? 0 }
  const state = local ?? base
  const liked = state.likeId !== 0

  // Until the viewer's like is known, a click could not say whether it likes or unlikes.
  const busy = toggle.isPending || (!known && summary.isPending)

  const onToggle = () => {
    if (!signedIn || busy) return
    const before = state
    // Optimistic: -1 stands for "liked, id on its way".
    setLocal({ total: Math.max(before.total + (liked ? -1 : 1), 0), likeId: liked ? 0 : -1 })
    toggle.mutate(
      { likeId: before.likeId },
      {
        onSuccess: (result) => setLocal({ total: result.totalLikes, likeId: result.likeId }),
        onError: () => setLocal(before),
      },
    )
  }

  const heart = (
    <UnstyledButton
      onClick={onToggle}
      disabled={!signedIn}
      aria-disabled={busy || undefined}
      aria-pressed={signedIn ? liked : undefined}
      aria-label={signedIn ? (liked ? 'Unlike' : 'Like') : SIGN_IN_TO_LIKE}
      c={liked ? 'red.8' : 'dimmed'}
      style={{ display: 'inline-flex', cursor: signedIn ? 'pointer' : 'not-allowed' }}
    >
      <HeartIcon filled={liked} />
    </UnstyledButton>
  )

  return (
    <Group gap={6} wrap="nowrap">
      {signedIn ? (
        heart
      ) : (
        <Tooltip label={SIGN_IN_TO_LIKE} withArrow>
          {/* A disabled button gets no pointer events: the tooltip hangs on its wrapper. */}
          <span style={{ display: 'inline-flex' }}>{heart}</span>
        </Tooltip>
      )}
      {state.total > 0 ? (
        <Anchor component="button" type="button" size="sm" onClick={() => setListOpen(true)}>
          {likesCountText(state.total)}
        </Anchor>
      ) : null}
      <LikesModal item={item} opened={listOpen} onClose={() => setListOpen(false)} />
    </Group>
  )
}
