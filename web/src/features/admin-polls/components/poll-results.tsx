import { Group, Progress, Stack, Text } from '@mantine/core'

type Option = {
  id: number
  value: string
  total_votes: number | null
  total_pending_votes: number
}

/** Share of the approved votes, one decimal (0 with no votes yet). */
export const percentageOf = (votes: number, total: number) =>
  total > 0 ? Math.round((votes / total) * 1000) / 10 : 0

/**
 * A poll's results for its owner or a manager: per option the approved and waiting votes and a
 * bar of its share of the approved votes, then the totals.
 */
export function PollResults({ options, label }: { options: readonly Option[]; label: string }) {
  const approved = options.reduce((sum, o) => sum + (o.total_votes ?? 0), 0)
  const pending = options.reduce((sum, o) => sum + o.total_pending_votes, 0)
  return (
    <Stack gap="sm">
      {options.map((option) => {
        const pct = percentageOf(option.total_votes ?? 0, approved)
        return (
          <Stack key={option.id} gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {option.value}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {pct}%
              </Text>
            </Group>
            <Progress value={pct} aria-label={`${label}: ${option.value}`} />
            <Text size="xs" c="dimmed">
              {option.total_votes ?? 0} approved · {option.total_pending_votes} pending
            </Text>
          </Stack>
        )
      })}
      <Text size="sm" fw={600}>
        {approved} approved {approved === 1 ? 'vote' : 'votes'} · {pending} pending
      </Text>
    </Stack>
  )
}
