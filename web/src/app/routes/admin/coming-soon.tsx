import { Badge, Paper, Text } from '@mantine/core'
import { PageTitle } from '@/components/page-title'

/** A placeholder for an admin screen that later work builds, so every sidebar link lands somewhere. */
export function ComingSoon({ title, sentence }: { title: string; sentence: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Paper withBorder p="lg" radius="md">
        <Badge variant="light" mb="xs">
          Coming soon
        </Badge>
        <Text c="dimmed">{sentence}</Text>
      </Paper>
    </>
  )
}
