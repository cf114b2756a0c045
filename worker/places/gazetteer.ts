/**
 * The offline gazetteer (scripts/gazetteer/build.ts writes its data): towns, cities and UK
 * postcode districts with their centres, searched by name or postcode and found by id. Decoded on
 * first use and kept for the isolate's life. Dependency-free, so the seed scripts use it too.
 */

export type PlaceKind = 'town' | 'district' | 'city'

export type Place = {
  /** Stable across rebuilds of the data: `pc-HU17`, `gb-beverley`, `fr-paris` (`-2` for namesakes). */
  id: string
  kind: PlaceKind
  /** What a member's profile shows: 'Beverley', 'HU17, Beverley', 'Paris, France'. */
  name: string
  /** The second line of a suggestion: 'England', 'Postcode district', 'France'. */
  detail: string
  lat: number
  lng: number
}

export type GazetteerData = {
  UK_TOWNS: string
  UK_DISTRICTS: string
  WORLD_CITIES: string
  COUNTRIES: string
}

const REGIONS: Record<string, string> = {
  E: 'England',
  S: 'Scotland',
  W: 'Wales',
  N: 'Northern Ireland',
}

const int36 = (s: string) => parseInt(s, 36)
/** Hundredths of a degree, as stored, without floating-point tails. */
const hundredths = (n: number) => Math.round(n * 100) / 100
const ukLat = (s: string) => hundredths(int36(s.slice(0, 2)) / 100 + 49)
const ukLng = (s: string) => hundredths(int36(s.slice(2, 4)) / 100 - 9)

/** Lower case, accents and punctuation gone: 'Saint-Étienne' → 'saint etienne'. */
export const foldName = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

const slug = (s: string) => foldName(s).replace(/ /g, '-')

/** A UK postcode's outward code ('sw1a 1aa' → 'SW1A', 'hu17' → 'HU17'), or null. */
export const outwardCode = (q: string) => {
  const compact = q.toUpperCase().replace(/\s+/g, '')
  const full = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/.exec(compact)
  if (full) return full[1]!
  const first = q.trim().toUpperCase().split(/\s+/)[0] ?? ''
  const outward = /^[A-Z]{1,2}\d[A-Z\d]?$/
  if (outward.test(compact)) return compact
  return outward.test(first) ? first : null
}

const R_MILES = 3958.8
const rad = (d: number) => (d * Math.PI) / 180

/** Great-circle distance in miles. */
export const milesBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * R_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

type Entry = Place & { folded: string }

const decode = (data: GazetteerData) => {
  const countries = new Map(data.COUNTRIES.split('|').map((c) => [c.slice(0, 2), c.slice(2)]))
  const used = new Map<string, number>()
  const uniqueId = (base: string) => {
    const n = (used.get(base) ?? 0) + 1
    used.set(base, n)
    return n === 1 ? base : `${base}-${n}`
  }
  const towns: Entry[] = data.UK_TOWNS.split('|').map((r) => {
    const name = r.slice(0, -5)
    const coords = r.slice(-4)
    return {
      id: uniqueId(`gb-${slug(name)}`),
      kind: 'town',
      name,
      detail: REGIONS[r.slice(-5, -4)] ?? 'United Kingdom',
      lat: ukLat(coords),
      lng: ukLng(coords),
      folded: foldName(name),
    }
  })
  const cities: Entry[] = data.WORLD_CITIES.split('|').map((r) => {
    const name = r.slice(0, -8)
    const code = r.slice(-8, -6)
    const coords = r.slice(-6)
    const country = countries.get(code) ?? code
    return {
      id: uniqueId(`${code.toLowerCase()}-${slug(name)}`),
      kind: 'city',
      name: `${name}, ${country}`,
      detail: country,
      lat: hundredths(int36(coords.slice(0, 3)) / 100 - 90),
      lng: hundredths(int36(coords.slice(3)) / 100 - 180),
      folded: foldName(name),
    }
  })
  const districts = new Map<string, Entry>()
  for (const r of data.UK_DISTRICTS.split('|')) {
    const code = r.slice(0, -4)
    const coords = r.slice(-4)
    districts.set(code, {
      id: `pc-${code}`,
      kind: 'district',
      name: code,
      detail: 'Postcode district',
      lat: ukLat(coords),
      lng: ukLng(coords),
      folded: code.toLowerCase(),
    })
  }
  return { towns, cities, districts, byId: new Map([...towns, ...cities].map((e) => [e.id, e])) }
}

export const createGazetteer = (data: GazetteerData) => {
  let decoded: ReturnType<typeof decode> | null = null
  const all = () => (decoded ??= decode(data))

  /** A district named after the town nearest its centre: 'HU17, Beverley'. */
  const named = (e: Entry): Place => {
    const { folded: _f, ...place } = e
    if (e.kind !== 'district') return place
    let best: Entry | null = null
    let bestMiles = Infinity
    for (const t of all().towns) {
      const miles = milesBetween(e, t)
      if (miles < bestMiles) [best, bestMiles] = [t, miles]
    }
    return best
      ? { ...place, name: `${e.name}, ${best.name}`, detail: `Postcode district near ${best.name}` }
      : place
  }

  /** Up to `limit` places for what a member typed: a postcode's district first, then names. */
  const search = (q: string, limit = 10): Place[] => {
    const { towns, cities, districts } = all()
    const hits: Entry[] = []
    const outward = outwardCode(q)
    if (outward) {
      const exact = districts.get(outward)
      if (exact) hits.push(exact)
      for (const [code, d] of districts)
        if (
          hits.length < limit &&
          code !== outward &&
          code.startsWith(outward) &&
          /^\d/.test(code.slice(outward.length))
        )
          hits.push(d)
    }
    const folded = foldName(q)
    if (folded.length > 0) {
      const rank = (e: Entry) =>
        e.folded === folded
          ? 0
          : e.folded.startsWith(folded)
            ? 1
            : e.folded.includes(` ${folded}`)
              ? 2
              : 3
      const byName = [...towns, ...cities]
        .map((e, order) => ({ e, order, r: rank(e) }))
        .filter((x) => x.r < 3)
        .sort((a, b) => a.r - b.r || a.order - b.order)
      for (const { e } of byName) {
        if (hits.length >= limit) break
        hits.push(e)
      }
    }
    return hits.slice(0, limit).map(named)
  }

  /** The place with this id, or null. */
  const find = (id: string): Place | null => {
    const { byId, districts } = all()
    const e = byId.get(id) ?? (id.startsWith('pc-') ? districts.get(id.slice(3)) : undefined)
    return e ? named(e) : null
  }

  return { search, find }
}
