/**
 * Addresses from members' content are shown as links only when they are web or mail addresses:
 * a javascript: or data: address is never put in an href.
 */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

export const safeHref = (raw: unknown, { allowMail = true }: { allowMail?: boolean } = {}) => {
  if (typeof raw !== 'string') return null
  const value = raw.trim()
  if (!value) return null
  try {
    const url = new URL(value)
    if (!SAFE_PROTOCOLS.has(url.protocol)) return null
    if (url.protocol === 'mailto:' && !allowMail) return null
    return url.href
  } catch {
    return null
  }
}

/**
 * The text with each lone surrogate replaced by U+FFFD: encodeURIComponent throws on one, and a
 * throw while rendering would take the whole page down.
 */
export const wellFormed = (value: string) =>
  value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')

/** A social handle or an address: '@guildhall' → https://twitter.com/guildhall. */
export const socialHref = (raw: string | undefined, base: string) => {
  const value = raw?.trim()
  if (!value) return null
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return safeHref(value, { allowMail: false })
  if (/^(www\.)?[\w-]+\.[a-z]{2,}\//i.test(value)) return safeHref(`https://${value}`)
  return safeHref(`${base}${encodeURIComponent(wellFormed(value.replace(/^@/, '')))}`)
}

/**
 * An app path ('/api/files/…', '/faq'; not '//host' or '/\host') or an http(s) address; anything
 * else (javascript:, data:, a bare word) is null. Pictures' sources and the site's header and
 * footer links go through it.
 */
export const safePathOrWebHref = (raw: unknown) => {
  if (typeof raw !== 'string') return null
  // Browsers drop tabs and newlines from addresses, so '/\t/host' would be '//host'.
  const value = raw.trim().replace(/[\t\n\r]/g, '')
  if (/^\/(?![/\\])/.test(value)) return value
  return /^https?:\/\//i.test(value) ? safeHref(value, { allowMail: false }) : null
}

/** A picture's address (safePathOrWebHref): anything else shows no picture. */
export const safeImageSrc = safePathOrWebHref
