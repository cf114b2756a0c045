/** Addresses that make no sense to return to straight after signing in. */
const NOT_RETURNABLE = ['/signin', '/signup', '/signout']

/**
 * Spec 01 §2: after sign-in the user goes to `next` only when it stays on this site; anything else
 * (another host, a protocol-relative `//host`, a backslash trick `/\host`, a scheme) lands on "/".
 */
export const safeNextPath = (
  next: string | null | undefined,
  origin: string = window.location.origin,
) => {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/'
  let url: URL
  try {
    url = new URL(next, origin)
  } catch {
    return '/'
  }
  if (url.origin !== origin) return '/'
  if (NOT_RETURNABLE.includes(url.pathname)) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}
