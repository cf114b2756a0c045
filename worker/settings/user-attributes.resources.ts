import type { userAttributes } from '../db/schema'

export const toUserAttributeResource = (a: typeof userAttributes.$inferSelect) => ({
  key: a.key,
  label: a.label,
  custom: a.custom,
  visible: a.visible,
  private: a.private,
  editable: a.editable,
  required: a.required,
  type: a.type,
  options: a.options,
  tab: a.tab,
})
