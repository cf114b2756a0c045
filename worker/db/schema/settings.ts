import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { bool, json, updatedAt } from './columns'

/** One row per overridden key; defaults live in worker/settings/settings.defaults.ts. */
export const siteSettings = sqliteTable('site_settings', {
  key: text('key').primaryKey(),
  value: json<unknown>('value').notNull(),
  updatedAt: updatedAt(),
})

export type AttributeType = 'text' | 'select' | 'checkboxes' | 'multi-select'

/** User attribute definitions (spec 02 §3): built-in profile fields plus custom ones. */
export const userAttributes = sqliteTable('user_attributes', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  custom: bool('custom').notNull().default(false),
  visible: bool('visible').notNull().default(true),
  private: bool('private').notNull().default(false),
  editable: bool('editable').notNull().default(true),
  required: bool('required').notNull().default(false),
  type: text('type').$type<AttributeType>().notNull().default('text'),
  options: json<string[]>('options').notNull().default([]),
  tab: text('tab').notNull().default('profile'),
  position: integer('position').notNull().default(0),
})
