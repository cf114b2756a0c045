/** Route handles carry the screen's title: `handle: { title: 'Events' }`. */
export const titleOf = (handle: unknown) =>
  typeof handle === 'object' &&
  handle !== null &&
  'title' in handle &&
  typeof handle.title === 'string'
    ? handle.title
    : null
