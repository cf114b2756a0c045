import type { z } from 'zod'
import type { createAdvertInput, CreateAdvertInput } from '@worker/adverts/adverts.schemas'
import { londonToday, oneWeekAfterDate, toLondonDate } from '@/lib/london-time'
import type { EditableAdvert } from '../api/get-advert'

/** The editor's values, as the route's schema reads them; '' for an empty end (a week on). */
export type AdvertFormValues = z.input<typeof createAdvertInput>

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
  cost: advert?.cost ?? null,
  position: advert?.position ?? 'sidebar',
  img: advert?.img ?? null,
  status: advert?.status ?? 'approved',
  starts_at: advert ? toLondonDate(advert.starts_at) : today,
  ends_at: advert ? toLondonDate(advert.ends_at) : oneWeekAfterDate(today),
})

/** What the schema checks: an empty end is "a week after the start". */
export const schemaInputOf = (values: AdvertFormValues): AdvertFormValues => ({
  ...values,
  ends_at: values.ends_at === '' ? null : values.ends_at,
})

/** The request body: the status only from admins (spec 02 §6). */
export const payloadFor = (values: CreateAdvertInput, isAdmin: boolean) => {
  const { status, ...rest } = values
  return isAdmin ? { ...rest, status } : rest
}
