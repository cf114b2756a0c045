import { zodResolver } from '@hookform/resolvers/zod'
import { notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import {
  ADVERT_MESSAGES,
  createAdvertInput,
  type CreateAdvertInput,
} from '@worker/adverts/adverts.schemas'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { EditorFrame } from '@/components/admin/editor-frame'
import type { EditableAdvert } from '../api/get-advert'
import { useSaveAdvert } from '../api/save-advert'
import {
  advertValuesOf,
  payloadFor,
  schemaInputOf,
  tabOfField,
  type AdvertFormValues,
  type AdvertTab,
} from '../lib/advert-form'
import { AdvertCounts, DeleteAdvert } from './advert-admin-tabs'
import { AdvertDatesFields, AdvertFields } from './advert-fields'

type Props = {
  /** The saved advert, or null for a new one. */
  advert: EditableAdvert | null
  isAdmin: boolean
  onClose: () => void
}

/** The route's own schema; an empty end is a week after the start. */
const schemaResolver = zodResolver(createAdvertInput)
const resolver: Resolver<AdvertFormValues, unknown, CreateAdvertInput> = (values, ...rest) =>
  schemaResolver(schemaInputOf(values), ...rest)

/**
 * The advert editor (spec 02 §2): tabs Advert and Dates, and for admins on a saved advert Clicks &
 * Impressions and Delete (M02-ADVERT-02…04).
 */
export function AdvertEditorForm({ advert, isAdmin, onClose }: Props) {
  const form = useForm<AdvertFormValues, unknown, CreateAdvertInput>({
    defaultValues: advertValuesOf(advert),
    resolver,
    shouldFocusError: false,
  })
  const save = useSaveAdvert()
  const closeSoon = useCloseAfterSave(onClose)

  const submit = async (values: CreateAdvertInput) => {
    const json = payloadFor(values, isAdmin)
    const saved = await save.mutateAsync(advert ? { id: advert.id, json } : { id: null, json })
    notifications.show({ color: 'green', message: ADVERT_MESSAGES.saved })
    form.reset(advertValuesOf(saved))
    closeSoon()
  }

  const saved = isAdmin && advert !== null ? advert : null
  const tabs: { value: AdvertTab; label: string; panel: ReactNode }[] = [
    { value: 'advert', label: 'Advert', panel: <AdvertFields isAdmin={isAdmin} /> },
    { value: 'dates', label: 'Dates', panel: <AdvertDatesFields /> },
  ]
  if (saved) {
    tabs.push(
      { value: 'counts', label: 'Clicks & Impressions', panel: <AdvertCounts advert={saved} /> },
      {
        value: 'delete',
        label: 'Delete',
        panel: <DeleteAdvert advert={saved} onDeleted={onClose} />,
      },
    )
  }
  return (
    <EditorFrame
      form={form}
      tabOf={tabOfField}
      saving={save.isPending}
      canSave={advert === null || form.formState.isDirty}
      onSubmit={submit}
      onClose={onClose}
      tabs={tabs}
    />
  )
}
