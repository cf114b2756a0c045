import { Anchor, Paper, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'

export type AreaLink = { label: string; to: string; description?: string }

/** A compact list of links to parts of the site, each with a line saying what is there. */
export function AreaLinks({ links, label }: { links: AreaLink[]; label: string }) {
  return (
    <Paper withBorder radius="md" p="sm" component="nav" aria-label={label}>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {links.map((link) => (
          <li key={link.to}>
            <Anchor component={Link} to={link.to} fw={600} size="sm">
              {link.label}
            </Anchor>
            {link.description && (
              <Text size="xs" c="dimmed">
                {link.description}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </Paper>
  )
}
