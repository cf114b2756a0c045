import { Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { settingsQueryOptions } from '@/lib/site-settings'
import { documentTitle } from './route-title'

/**
 * The site's name as the frame has loaded it, without asking the server here (the frame reads
 * the settings; a screen rendered on its own falls back to the product's name).
 */
const useSiteName = () =>
  useQuery({ ...settingsQueryOptions(), enabled: false }).data?.site_name ?? 'Guildhall'

/**
 * Sets the browser tab to "<title> · <site name>" while the screen is shown. The frame first sets
 * the route's own title (a layout effect, so it runs before this); a screen refines it.
 */
export function useDocumentTitle(title: string | null | undefined) {
  const siteName = useSiteName()
  useEffect(() => {
    if (title) document.title = documentTitle(title, siteName)
  }, [title, siteName])
}

/** The screen's heading, also set as the document title so tabs and history read well. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children)
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  )
}
