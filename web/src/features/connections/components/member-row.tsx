import { Avatar, Box, Group, Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { MemberName } from '@/components/member-name'
import { safeImageSrc } from '@/lib/safe-url'

export type RowMember = {
  id: number
  full_name: string
  slug: string
  img: string | null
  initials: string
  company: string | null
}

type Props = { member: RowMember; details?: ReactNode; actions?: ReactNode }

/** One member in a connections list: picture or initials, name, company, details and actions. */
export function MemberRow({ member, details, actions }: Props) {
  return (
    <Paper withBorder p="md" radius="md" component="li">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Avatar src={safeImageSrc(member.img)} alt="" radius="xl" size="md" color="blue">
            {member.initials}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <MemberName slug={member.slug} fw={600}>
              {member.full_name}
            </MemberName>
            {member.company && (
              <Text size="sm" c="dimmed" truncate>
                {member.company}
              </Text>
            )}
            {details}
          </Stack>
        </Group>
        {actions && (
          <Box>
            <Group gap="xs">{actions}</Group>
          </Box>
        )}
      </Group>
    </Paper>
  )
}
