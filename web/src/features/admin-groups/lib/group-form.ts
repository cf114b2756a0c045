import { z } from 'zod'
import {
  createGroupInput,
  type CreateGroupInput,
  type GroupStatus,
} from '@worker/groups/groups.schemas'
import { toRichTextDoc } from '@/lib/rich-text-json'

/**
 * The group editor's fields, checked by the route's own schema. Every field has a value (the
 * server's defaults written out), so a 422 on any of them lands beside its field.
 */
export const groupFormSchema = createGroupInput
  .pick({ title: true, description: true, img: true, privacy: true })
  .extend({
    status: createGroupInput.shape.status.unwrap(),
    show_members: z.boolean(),
    settings: z.object({ hide_attendees: z.boolean() }),
  })
export type GroupFormInput = z.input<typeof groupFormSchema>
export type GroupFormValues = z.output<typeof groupFormSchema>

export const EMPTY_GROUP: GroupFormInput = {
  title: '',
  description: null,
  img: null,
  // Spec 02 §4: groups default to pending.
  status: 'pending',
  privacy: 'private',
  show_members: true,
  settings: { hide_attendees: false },
}

type Editable = {
  title: string
  description: unknown
  img: string | null
  status: GroupStatus
  privacy: 'private' | 'public'
  show_members: boolean
  settings: { hide_attendees: boolean }
}

export const toFormValues = (group: Editable): GroupFormInput => ({
  title: group.title,
  description: toRichTextDoc(group.description),
  img: group.img,
  status: group.status,
  privacy: group.privacy,
  show_members: group.show_members,
  settings: { hide_attendees: group.settings.hide_attendees },
})

/** What is sent; the status only by those who may set it (the server keeps new groups pending). */
export const toInput = (values: GroupFormValues, canSetStatus: boolean): CreateGroupInput => ({
  title: values.title,
  description: values.description ?? null,
  img: values.img ?? null,
  privacy: values.privacy,
  show_members: values.show_members,
  settings: { hide_attendees: values.settings.hide_attendees },
  ...(canSetStatus ? { status: values.status } : {}),
})
