/**
 * Text → address words ('Summer social!' → 'summer-social'), for the runtime and the seed scripts
 * alike. Dependency-free, so `node --experimental-strip-types` can import it from scripts/seed.
 */
export const slugText = (text: string, maxLength = 80) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '')

/**
 * Addresses from titles, for every domain: 'summer-social', then 'summer-social-2', '-3'… A slug
 * of digits only would read as an id in GET /api/{things}/{id or slug}, so it gets `fallback-`.
 */
export const slugBase = (text: string, fallback: string) => {
  const slug = slugText(text)
  return /^\d*$/.test(slug) ? `${fallback}${slug ? `-${slug}` : ''}` : slug
}
