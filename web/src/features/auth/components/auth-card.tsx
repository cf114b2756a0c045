import { Paper } from '@mantine/core'
import type { ReactNode } from 'react'
import { Page } from '@/components/layout/page'
import { PageTitle } from '@/components/page-title'

/** The centred card the sign-in, sign-up and password screens sit in, one width for all. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page width="form">
      <PageTitle>{title}</PageTitle>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {children}
      </Paper>
    </Page>
  )
}
