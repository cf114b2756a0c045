import { useEffect } from 'react'
import { safeImageSrc } from '@/lib/safe-url'
import type { SiteSettings } from '@/lib/site-settings'

/** index.html's own icon, used while the site has none of its own. */
const DEFAULT_ICON = '/favicon.svg'

const headElement = (selector: string, create: () => HTMLElement) => {
  const found = document.head.querySelector<HTMLElement>(selector)
  if (found) return found
  const element = create()
  document.head.append(element)
  return element
}

/**
 * The tab's icon follows settings.site_favicon, and the browser's toolbar colour
 * settings.color_primary (index.html carries the defaults).
 */
export const useSiteBranding = (settings: SiteSettings | undefined) => {
  const favicon = settings ? (safeImageSrc(settings.site_favicon) ?? DEFAULT_ICON) : null
  const color = settings?.color_primary ?? null
  useEffect(() => {
    if (!favicon) return
    const link = headElement('link[rel="icon"]', () => {
      const created = document.createElement('link')
      created.rel = 'icon'
      return created
    }) as HTMLLinkElement
    link.href = favicon
    if (favicon === DEFAULT_ICON) link.type = 'image/svg+xml'
    else link.removeAttribute('type')
  }, [favicon])
  useEffect(() => {
    if (!color) return
    const meta = headElement('meta[name="theme-color"]', () => {
      const created = document.createElement('meta')
      created.setAttribute('name', 'theme-color')
      return created
    })
    meta.setAttribute('content', color)
  }, [color])
}
