import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { settingFromJson, settingJsonSql } from '@worker/settings/setting-from'
import { db } from '../helpers/factories'

/** A setting carried as a column of another statement (settingJsonSql → settingFromJson). */
describe('settingFromJson', () => {
  it('reads the stored JSON text, else the default for an unset or unreadable value', () => {
    const fallback = settingFromJson('currency_symbol', null)
    expect(fallback).toBe('£')
    expect(settingFromJson('currency_symbol', '"€"')).toBe('€')
    expect(settingFromJson('currency_symbol', '{not json')).toBe(fallback)
    expect(settingFromJson('currency_symbol', '42')).toBe(fallback)
  })

  it('reads what settingJsonSql selects from D1', async () => {
    await db.run(
      sql`INSERT INTO site_settings (key, value, updated_at) VALUES ('currency_symbol', '"$"', '2026-01-01T00:00:00.000Z')
        ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    )
    const [row] = await db.all<{ v: string | null }>(
      sql`SELECT ${settingJsonSql('currency_symbol')} AS v`,
    )
    expect(settingFromJson('currency_symbol', row?.v ?? null)).toBe('$')
  })
})
