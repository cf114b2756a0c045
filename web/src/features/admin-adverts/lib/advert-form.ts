import type { z } from 'zod'
import type {
  AdvertPosition,
  createAdvertInput,
  CreateAdvertInput,
} from '@worker/adverts/adverts.schemas'
import type { PostStatus } from '@worker/posts/posts.schemas'
import { londonToday, oneWeekAfterDate, toLondonDate } from '@/lib/london-time'
import type { EditableAdvert } from '../api/get-advert'

/** The editor's values: London dates, '' for an empty cost or end (none / a week on). */
export type AdvertFormValues = {
  name: string
  description: string
  href: string
  cost: number | ''
  position: AdvertPosition
  img: string | null
  status: PostStatus
  starts_at: string
  ends_at: string
}

export type AdvertTab = 'advert' | 'dates' | 'counts' | 'delete'

/** Which tab holds a field (a 422 marks it). */
export const tabOfField = (field: string): AdvertTab =>
  field.startsWith('starts_at') || field.startsWith('ends_at') ? 'dates' : 'advert'

/** A saved advert's values, or a new one's: starting today, ending a week on (spec 02 §9). */
export const advertValuesOf = (
  advert: EditableAdvert | null,
  today = londonToday(),
): AdvertFormValues => ({
  name: advert?.name ?? '',
  description: advert?.description ?? '',
  href: advert?.href ?? '',
  cost: advert?.cost ?? '',
  position: advert?.position ?? 'sidebar',
  img: advert?.img ?? null,
  status: advert?.status ?? 'approved',
  starts_at: advert ? toLondonDate(advert.starts_at) : today,
  ends_at: advert ? toLondonDate(advert.ends_at) : oneWeekAfterDate(today),
})

/** What the schema checks: an empty cost is none, an empty end is "a week after the start". */
export const schemaInputOf = (values: AdvertFormValues): z.input<typeof createAdvertInput> => ({
  ...values,
  cost: values.cost === '' ? null : values.cost,
  ends_at: values.ends_at === '' ? null : values.ends_at,
})

/** The request body: the status only from admins (spec 02 §6). */
export const payloadFor = (values: CreateAdvertInput, isAdmin: boolean) => {
  const { status, ...rest } = values
  return isAdmin ? { ...rest, status } : rest
}
