/** Spec 01 §9: connection lists show 3, then 4 more; request lists 8, then 4 more. */
export const NETWORK_FIRST = 3
export const NETWORK_STEP = 4
export const REQUESTS_FIRST = 8
export const REQUESTS_STEP = 4

/** Spec 01 §8: when more connections could not be loaded. */
export const CONNECTIONS_MORE_FAILED = {
  title: 'Could not load more connections.',
  message: 'Please try again later.',
}
export const REQUESTS_MORE_FAILED = {
  title: 'Could not load more requests.',
  message: 'Please try again later.',
}
export const BLOCKS_MORE_FAILED = {
  title: 'Could not load more blocked members.',
  message: 'Please try again later.',
}
/** Blocked members: a plain list, 12 at a time. */
export const BLOCKS_STEP = 12
