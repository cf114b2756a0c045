import { Avatar, Group, Paper, Stack, Text } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { MemberName } from '@/components/member-name'
import { RelativeTime } from '@/components/relative-time'
import { safeImageSrc } from '@/lib/safe-url'

export type CardSize = 'small' | 'medium' | 'large'

/** Spec 01 §2: under 600 px wide small, under 700 medium, else large. */
export const cardSizeFor = (width: number): CardSize =>
  width < 600 ? 'small' : width < 700 ? 'medium' : 'large'

type Member = {
  full_name: string
  initials: string
  img: string | null
  slug: string
  company: string | null
  industry?: string | null
  place_name?: string | null
  last_active_at: string | null
  distance?: number | null
}

type Props = {
  member: Member
  /** Connect / Connected / Cancel and Message buttons, supplied by the screen. */
  actions?: ReactNode
  /** The card's width when known (tests); otherwise it is measured. */
  width?: number
}

const AVATAR = { small: 40, medium: 52, large: 64 } as const

/**
 * A member in the directory: avatar (or initials), name linking to their profile, company and
 * when they were last active; its layout follows its own width (spec 01 §2 member card).
 */
export function MemberCard({ member, actions, width }: Props) {
  const { ref, width: measured } = useElementSize()
  // Before the first measurement (and where nothing is laid out) the card is small.
  const size = cardSizeFor(width ?? measured)
  const details = [member.company, size !== 'small' ? member.industry : null].filter(Boolean)
  const where =
    member.place_name && member.distance !== null && member.distance !== undefined
      ? `${member.place_name} · ${member.distance} mi`
      : member.place_name
  const body = (
    <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
      <MemberName slug={member.slug} fw={600} size={size === 'small' ? 'sm' : 'md'} lineClamp={1}>
        {member.full_name}
      </MemberName>
      {details.length > 0 && (
        <Text size="sm" lineClamp={1}>
          {details.join(' · ')}
        </Text>
      )}
      {size === 'large' && where && (
        <Text size="sm" c="dimmed" lineClamp={1}>
          {where}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {member.last_active_at ? (
          <>
            Active <RelativeTime value={member.last_active_at} />
          </>
        ) : (
          'Not active yet'
        )}
      </Text>
    </Stack>
  )
  return (
    <Paper
      ref={ref}
      withBorder
      p={size === 'small' ? 'sm' : 'md'}
      radius="md"
      data-card-size={size}
    >
      {size === 'small' ? (
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Avatar src={safeImageSrc(member.img)} size={AVATAR.small} radius="xl" alt="">
              {member.initials}
            </Avatar>
            {body}
          </Group>
          {actions && <Group gap="xs">{actions}</Group>}
        </Stack>
      ) : (
        <Group gap="md" wrap="nowrap" align={size === 'large' ? 'center' : 'flex-start'}>
          <Avatar src={safeImageSrc(member.img)} size={AVATAR[size]} radius="xl" alt="">
            {member.initials}
          </Avatar>
          {body}
          {actions && (
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {actions}
            </Group>
          )}
        </Group>
      )}
    </Paper>
  )
}
