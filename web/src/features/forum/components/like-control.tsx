import { Anchor, Avatar, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core'
import { MemberName } from '@/components/member-name'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { likersQueryOptions, type LikeTarget } from '../api/likes'

/** "1 like" / "N likes" (spec 01 §2). */
export const likesText = (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`

/** The likes list's line (spec 01 §2 likes list). */
export const likersText = (n: number) => `${n} ${n === 1 ? 'member' : 'members'} liked this`

type Props = {
  object: LikeTarget
  totalLikes: number
  /** The viewer's like id, or 0. */
  userLiked: number
  /** Signed-in members may like; visitors see the count only. */
  canLike: boolean
  pending: boolean
  onToggle: () => void
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      width={18}
      height={18}
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

/** The like heart with its count; the count opens the latest likers (5) in a modal. */
export function LikeControl({ object, totalLikes, userLiked, canLike, pending, onToggle }: Props) {
  const [open, setOpen] = useState(false)
  const liked = userLiked > 0
  // A visitor cannot like: with nothing liked yet there is nothing to show them.
  if (!canLike && totalLikes === 0) return null
  return (
    <Group gap={4} wrap="nowrap">
      {canLike ? (
        // Not `disabled` while the like is saved: a disabled button drops keyboard focus to the page.
        <UnstyledButton
          onClick={() => {
            if (!pending) onToggle()
          }}
          aria-disabled={pending || undefined}
          aria-pressed={liked}
          aria-label={liked ? 'Unlike' : 'Like'}
          c={liked ? 'red' : 'dimmed'}
          style={{ display: 'inline-flex' }}
        >
          <HeartIcon filled={liked} />
        </UnstyledButton>
      ) : (
        <Text span c="dimmed" style={{ display: 'inline-flex' }}>
          <HeartIcon filled={false} />
        </Text>
      )}
      {/* No "0 likes": a count of nothing is noise beside the heart (issue 12). */}
      {totalLikes > 0 && (
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => setOpen(true)}>
          {likesText(totalLikes)}
        </Anchor>
      )}
      {/* Spec 01 §5: closed by its × only, not Escape or a click beside it. */}
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Likes"
        size="sm"
        closeOnEscape={false}
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': 'Close the likes list' }}
      >
        {open && <Likers object={object} />}
      </Modal>
    </Group>
  )
}

function Likers({ object }: { object: LikeTarget }) {
  const likers = useQuery(likersQueryOptions(object))
  if (likers.isPending) return <Text size="sm">Loading…</Text>
  if (likers.isError) return <Text size="sm">The likes could not be loaded.</Text>
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {likersText(likers.data.total)}
      </Text>
      {likers.data.likers.map((like) => (
        <Group key={like.id} gap="xs" wrap="nowrap">
          <Avatar src={like.user?.img ?? null} radius="xl" size={28} alt="">
            {like.user?.initials ?? '?'}
          </Avatar>
          {like.user ? (
            <MemberName slug={like.user.slug} size="sm">
              {like.user.full_name}
            </MemberName>
          ) : (
            <Text size="sm" c="dimmed">
              Former member
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  )
}
