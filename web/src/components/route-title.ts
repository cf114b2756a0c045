/** Route handles carry the screen's title: `handle: { title: 'Events' }`. */
export const titleOf = (handle: unknown) =>
  typeof handle === 'object' &&
  handle !== null &&
  'title' in handle &&
  typeof handle.title === 'string'
    ? handle.title
    : null

/** A handle's `wide: true` spans the frame across the window (the admin area and its sidebar). */
export const isWide = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'wide' in handle && handle.wide === true

/** The browser tab's text: "<Page> · <Site name>", or the site name alone on its home page. */
export const documentTitle = (page: string | null, siteName: string) =>
  page ? `${page} · ${siteName}` : siteName
