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

/** A social handle or an address: '@guildhall' → https://twitter.com/guildhall. */
export const socialHref = (raw: string | undefined, base: string) => {
  const value = raw?.trim()
  if (!value) return null
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return safeHref(value, { allowMail: false })
  if (/^(www\.)?[\w-]+\.[a-z]{2,}\//i.test(value)) return safeHref(`https://${value}`)
  return safeHref(`${base}${encodeURIComponent(value.replace(/^@/, ''))}`)
}
