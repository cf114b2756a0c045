import { Group, Modal, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { likersText } from '@worker/likes/likes-list.schemas'
import { MemberName } from '@/components/member-name'
import { MemberAvatar } from '@/components/members/member-avatar'
import { ErrorState, ListLoading } from '@/components/page-states'
import { likesQueryOptions, type EngagementItem } from './engagement-api'

type Props = { item: EngagementItem; opened: boolean; onClose: () => void }

/**
 * The likes list (spec 01 §2): "N member(s) liked this" and the latest likers with their pictures.
 * Closed by its × only (spec 01 §5), like every modal of the app.
 */
export function LikesModal({ item, opened, onClose }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Likes"
      size="sm"
      closeOnEscape={false}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close the likes list' }}
    >
      {opened && <Likers item={item} />}
    </Modal>
  )
}

function Likers({ item }: { item: EngagementItem }) {
  const likes = useQuery(likesQueryOptions(item))
  if (likes.isPending) return <ListLoading label="Loading likes…" rows={2} />
  if (likes.isError)
    return (
      <ErrorState message="The likes could not be loaded." onRetry={() => void likes.refetch()} />
    )
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500}>
        {likersText(likes.data.total)}
      </Text>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {likes.data.likers.map((like) => (
          <Group component="li" key={like.id} gap="xs" wrap="nowrap">
            <MemberAvatar user={like.user} size={28} />
            {like.user ? (
              <MemberName slug={like.user.slug} size="sm">
                {like.user.full_name}
              </MemberName>
            ) : (
              <Text size="sm" c="dimmed">
                A former member
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  )
}
