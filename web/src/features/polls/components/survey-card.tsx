import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { Link } from 'react-router'
import { windowText } from '@/lib/dates'
import type { SurveySummary } from '../api/list-surveys'

export const surveyPath = (id: number) => `/surveys/${id}`

const countText = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`

/** A survey in the list (spec 01 §2): title, description, what it asks and when it closes. */
export function SurveyCard({ survey }: { survey: SurveySummary }) {
  const titleId = useId()
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={surveyPath(survey.id)} c="inherit" underline="hover">
              {survey.title}
            </Anchor>
          </Title>
          {survey.answered && (
            <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
              Answered
            </Badge>
          )}
        </Group>
        {survey.description && (
          <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {survey.description}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {[
            survey.total_questions > 0 && countText(survey.total_questions, 'question'),
            survey.total_polls > 0 && countText(survey.total_polls, 'poll'),
            windowText(survey.starts_at, survey.ends_at),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Card>
  )
}
