import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from './api-client'

type Endpoint = (typeof api)['user-attributes']['$get']
export type UserAttribute = InferResponseType<Endpoint, 200>['data'][number]
export type CustomAttrValue = string | number | string[]

export const userAttributeKeys = { all: ['user-attributes'] as const }

/** GET /api/user-attributes: the profile fields' settings (private ones only when signed in). */
export const userAttributesOptions = () =>
  queryOptions({
    queryKey: userAttributeKeys.all,
    queryFn: async ({ signal }) => {
      const response = await api['user-attributes'].$get({}, { init: { signal } })
      return (await response.json()).data
    },
    staleTime: 5 * 60_000,
  })

/** The custom attributes a form shows: those the member may edit (an admin sees every one). */
export const editableCustomAttributes = (all: UserAttribute[], byAdmin = false) =>
  all.filter((a) => a.custom && (a.editable || byAdmin))

/** An empty value per attribute, so every field is in the form from the start. */
export const blankCustomAttrs = (
  attributes: UserAttribute[],
  current: Record<string, unknown> = {},
) =>
  Object.fromEntries(
    attributes.map((a) => {
      const value = current[a.key]
      if (value !== undefined && value !== null) return [a.key, value as CustomAttrValue]
      if (a.type === 'checkboxes') return [a.key, a.options.length > 0 ? [] : 0]
      return [a.key, '']
    }),
  ) as Record<string, CustomAttrValue>
