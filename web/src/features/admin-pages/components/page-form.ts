import type { z } from 'zod'
import { EMPTY_PAGE_BODY, FAQ_SLUG, type createPageInput } from '@worker/pages/pages.schemas'
import type { EditablePage } from '../api/get-page-for-edit'

/** What the page editor holds: the route's own input, with the text fields always strings. */
export type PageFormValues = z.input<typeof createPageInput> & {
  slug: string
  img: string | null
  faq_settings?: {
    faq_title: string
    faq_logo: { value: string } | null
    faq_colour: string | null
    faq_sub_heading: string
    faq_default_questions: string[]
  }
}

export const pageValuesOf = (page: EditablePage | null): PageFormValues => ({
  type: 'page',
  title: page?.title ?? '',
  slug: page?.slug ?? '',
  body: page?.body ?? EMPTY_PAGE_BODY,
  img: page?.img ?? null,
  status: page?.status ?? 'approved',
  settings: page?.settings ?? {},
  ...(page?.slug === FAQ_SLUG && page.faq_settings
    ? {
        faq_settings: {
          ...page.faq_settings,
          faq_default_questions: [...page.faq_settings.faq_default_questions],
        },
      }
    : {}),
})

/** Does a rich-text document hold any text? */
const hasText = (node: unknown): boolean => {
  if (!node || typeof node !== 'object') return false
  const n = node as { text?: unknown; content?: unknown }
  if (typeof n.text === 'string' && n.text.trim() !== '') return true
  return Array.isArray(n.content) && n.content.some(hasText)
}

const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined

/**
 * Spec 02 §2: the fields of the draft someone has filled in. Closing a draft with more than
 * ARE_YOU_SURE_AFTER of them asks 'Are you sure?' first.
 */
export const filledFieldCount = (values: PageFormValues) => {
  const faq = values.faq_settings
  return [
    values.title,
    values.slug,
    values.img,
    hasText(values.body) ? 'body' : null,
    values.settings?.title,
    values.settings?.description,
    faq?.faq_title,
    faq?.faq_logo?.value,
    faq?.faq_colour,
    faq?.faq_sub_heading,
    faq && faq.faq_default_questions.length > 0 ? 'questions' : null,
  ].filter(filled).length
}
export const ARE_YOU_SURE_AFTER = 4

/** The save body (spec 02 §7 "save with type page"); a system page keeps its slug. */
export const payloadFor = (values: PageFormValues, page: EditablePage | null) => ({
  type: 'page' as const,
  title: values.title,
  ...(page?.is_system || values.slug.trim() === '' ? {} : { slug: values.slug.trim() }),
  body: values.body ?? null,
  img: values.img,
  status: values.status,
  settings: values.settings,
  ...(page?.slug === FAQ_SLUG && values.faq_settings ? { faq_settings: values.faq_settings } : {}),
})
