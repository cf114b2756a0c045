import { Container, Paper } from '@mantine/core'
import type { ReactNode } from 'react'
import { PageTitle } from '@/components/page-title'

/** The narrow card the sign-in, sign-up and password screens sit in. */
export function AuthCard({
  title,
  children,
  size = 440,
}: {
  title: string
  children: ReactNode
  size?: number
}) {
  return (
    <Container size={size} py="xl" px="md">
      <PageTitle>{title}</PageTitle>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {children}
      </Paper>
    </Container>
  )
}
