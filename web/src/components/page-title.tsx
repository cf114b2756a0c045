import { Title } from '@mantine/core'
import { useEffect } from 'react'

/** The screen's heading, also set as the document title so tabs and history read well. */
export function PageTitle({
  children,
  siteName = 'Guildhall',
}: {
  children: string
  siteName?: string
}) {
  useEffect(() => {
    document.title = `${children} · ${siteName}`
  }, [children, siteName])
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  )
}
