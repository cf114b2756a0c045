/** Addresses that make no sense to return to straight after signing in. */
const NOT_RETURNABLE = ['/signin', '/signup', '/signout']

/** `/x…`: exactly one slash, not followed by another slash or a backslash. */
const oneLeadingSlash = (path: string) => /^\/(?![/\\])/.test(path)

/** The path and the forms a later decoding could turn it into (double encoding included). */
const decodings = (path: string) => {
  const forms = [path]
  for (let i = 0; i < 3; i += 1) {
    let decoded: string
    try {
      decoded = decodeURIComponent(forms[forms.length - 1]!)
    } catch {
      break
    }
    if (decoded === forms[forms.length - 1]) break
    forms.push(decoded)
  }
  return forms
}

/**
 * Spec 01 §2: after sign-in the user goes to `next` only when it stays on this site; anything else
 * (another host, a protocol-relative `//host`, a backslash trick `/\host`, a scheme) lands on "/".
 * The answer is checked again once dot segments are resolved (`/.//host` normalises to `//host`)
 * and once percent-decoded (`/%2F%2Fhost`), so it always starts with exactly one `/`.
 */
export const safeNextPath = (
  next: string | null | undefined,
  origin: string = window.location.origin,
) => {
  if (!next || !oneLeadingSlash(next)) return '/'
  let url: URL
  try {
    url = new URL(next, origin)
  } catch {
    return '/'
  }
  if (url.origin !== origin) return '/'
  if (!decodings(url.pathname).every(oneLeadingSlash)) return '/'
  if (NOT_RETURNABLE.includes(url.pathname)) return '/'
  const path = `${url.pathname}${url.search}${url.hash}`
  return new URL(path, origin).origin === origin ? path : '/'
}
