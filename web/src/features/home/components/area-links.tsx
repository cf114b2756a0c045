import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core'
import { Link } from 'react-router'

export type AreaLink = { label: string; to: string; description?: string }

/** A grid of large links to parts of the site. */
export function AreaLinks({ links, label }: { links: AreaLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {links.map((link) => (
          <UnstyledButton key={link.to} component={Link} to={link.to} style={{ borderRadius: 8 }}>
            <Paper withBorder p="md" radius="md" h="100%">
              <Text fw={600} c="var(--mantine-primary-color-filled)">
                {link.label}
              </Text>
              {link.description && (
                <Text size="sm" c="dimmed">
                  {link.description}
                </Text>
              )}
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </nav>
  )
}
