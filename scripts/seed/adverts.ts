import type { SeedFile } from './forum-files.ts'
import { coverPicture, PICTURE_PALETTES } from './pictures.ts'
import { daysAgo, q } from './sql.ts'

/**
 * Adverts: five local businesses, one in each position and a second in the side column, running
 * now with pictures and the clicks and impressions they have gathered; one more waiting for
 * approval and one that has ended.
 */

type SeedAdvert = {
  name: string
  description: string
  href: string
  position: 'header' | 'sidebar' | 'feed' | 'footer'
  /** Pounds, or none. */
  cost: number | null
  /** Started this many days ago; runs `days` days. */
  started: number
  days: number
  palette: keyof typeof PICTURE_PALETTES
  status?: 'pending' | 'approved'
  impressions: number
  clicks: number
}

const ADVERTS: SeedAdvert[] = [
  {
    name: 'Bow Lane Flowers',
    description: 'Seasonal bouquets delivered to your desk every Friday morning.',
    href: 'https://bowlaneflowers.example.com/',
    position: 'sidebar',
    cost: 120,
    started: 3,
    days: 28,
    palette: 'Outdoors',
    impressions: 1_842,
    clicks: 37,
  },
  {
    name: 'Moorgate Cycles',
    description: 'Half-price bike services for members, with a free safety check.',
    href: 'https://moorgatecycles.example.com/service',
    position: 'feed',
    cost: 80,
    started: 5,
    days: 14,
    palette: 'Forum',
    impressions: 3_105,
    clicks: 58,
  },
  {
    name: 'The Old Bell',
    description: 'Two lunches for the price of one, Monday to Thursday on Fleet Street.',
    href: 'https://theoldbell.example.com/lunch',
    position: 'header',
    cost: 200,
    started: 2,
    days: 7,
    palette: 'Social',
    impressions: 4_590,
    clicks: 121,
  },
  {
    name: 'Aldgate Print Co',
    description: 'Business cards, banners and event signage, ready the next working day.',
    href: 'https://aldgateprint.example.com/',
    position: 'footer',
    cost: null,
    started: 6,
    days: 30,
    palette: 'Workshops',
    impressions: 2_210,
    clicks: 19,
  },
  {
    name: 'Wood Street Works',
    description: 'Flexible desks and meeting rooms a short walk from Guildhall.',
    href: 'https://woodstreetworks.example.com/tour',
    position: 'sidebar',
    cost: 150,
    started: 1,
    days: 7,
    palette: 'Networking',
    impressions: 640,
    clicks: 12,
  },
  {
    name: 'Cheapside Yoga',
    description: 'Lunchtime classes for office workers, first class free.',
    href: 'https://cheapsideyoga.example.com/',
    position: 'sidebar',
    cost: 60,
    started: 0,
    days: 7,
    palette: 'Outdoors',
    status: 'pending',
    impressions: 0,
    clicks: 0,
  },
  {
    name: 'Vintners Cellar summer tasting',
    description: 'Six Loire wines with cheese from the market.',
    href: 'https://vintnerscellar.example.com/summer',
    position: 'feed',
    cost: 90,
    started: 40,
    days: 7,
    palette: 'Talks',
    impressions: 2_764,
    clicks: 44,
  },
]

const fileName = (advert: SeedAdvert) => advert.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

const picture = (advert: SeedAdvert): SeedFile => ({
  kind: 'png',
  path: `images/advert/seed/${fileName(advert)}.png`,
  mime: 'image/png',
  clientFilename: `${fileName(advert)}.png`,
  bytes: coverPicture(`advert-${fileName(advert)}`, PICTURE_PALETTES[advert.palette]!),
})

/** The bytes the adverts' picture rows promise, for the local R2 bucket. */
export const advertFiles = (): SeedFile[] => ADVERTS.map(picture)

const ADMIN = `(SELECT id FROM users WHERE email = 'admin@example.com')`

export const seedAdverts = (): string[] =>
  ADVERTS.flatMap((advert) => {
    const file = picture(advert)
    const created = daysAgo(advert.started)
    const status = advert.status ?? 'approved'
    return [
      `INSERT INTO uploads (user_id, path, kind, category, mime, filesize, client_filename, created_at) VALUES (${ADMIN}, ${q(file.path)}, 'advert', 'images', ${q(file.mime)}, ${file.bytes.length}, ${q(file.clientFilename)}, ${q(created)});`,
      `INSERT INTO adverts (user_id, name, description, href, cost, position, img, starts_at, ends_at, status, total_clicks, total_impressions, approved_at, created_at, updated_at) VALUES (${ADMIN}, ${q(advert.name)}, ${q(advert.description)}, ${q(advert.href)}, ${advert.cost === null ? 'NULL' : advert.cost * 100}, ${q(advert.position)}, ${q(file.path)}, ${q(created)}, ${q(daysAgo(advert.started - advert.days))}, ${q(status)}, ${advert.clicks}, ${advert.impressions}, ${status === 'approved' ? q(created) : 'NULL'}, ${q(created)}, ${q(created)});`,
    ]
  })
