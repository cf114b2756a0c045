import { describe, expect, it } from 'vitest'
import { allEntries, mayUse, visibleNav, isGroup } from '@/app/routes/admin/admin-nav'

const SCREENS = [
  ['Footer', '/admin/settings/footer'],
  ['Custom settings', '/admin/settings/custom'],
  ['Data protection (GDPR)', '/admin/settings/gdpr'],
  ['Email digest', '/admin/settings/email-digest'],
  ['Charges', '/admin/settings/charges'],
] as const

const admin = { user: { id: 1, role: 'admin' }, permissions: ['sites.set.settings'] }
const withoutSettings = { user: { id: 2, role: 'admin' }, permissions: ['events.manage'] }

describe('the settings screens in the admin nav', () => {
  it.each(SCREENS)('%s is built, at %s, for holders of sites.set.settings only', (label, path) => {
    const entry = allEntries().find((e) => e.path === path)!
    expect(entry.label).toBe(label)
    expect(entry.comingSoon).toBeUndefined()
    expect(mayUse(entry, admin)).toBe(true)
    expect(mayUse(entry, withoutSettings)).toBe(false)
  })

  it('lists them in the Settings group', () => {
    const group = visibleNav(admin).find((item) => isGroup(item) && item.label === 'Settings')
    const labels = group && isGroup(group) ? group.entries.map((e) => e.label) : []
    expect(labels).toEqual(expect.arrayContaining(SCREENS.map(([label]) => label)))
  })
})
