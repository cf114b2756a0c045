import { describe, expect, it } from 'vitest'
import { allEntries, mayUse } from '@/app/routes/admin/admin-nav'

const groupsEntry = allEntries().find((entry) => entry.path === '/admin/groups')!

describe('Groups in the admin nav', () => {
  it('is a built screen, not a coming-soon panel', () => {
    expect(groupsEntry.label).toBe('Groups')
    expect(groupsEntry.comingSoon).toBeUndefined()
  })

  it.each([
    [
      'an admin holding groups.manage',
      { user: { id: 1, role: 'admin' }, permissions: ['groups.manage'] },
      true,
    ],
    ['a super admin', { user: { id: 1, role: 'super_admin' }, permissions: [] }, true],
    [
      'a custom role with groups.manage',
      { user: { id: 1, role: 'member' }, permissions: ['groups.manage'] },
      true,
    ],
    [
      'an admin without groups.manage',
      { user: { id: 1, role: 'admin' }, permissions: ['events.manage'] },
      false,
    ],
    ['a member', { user: { id: 1, role: 'member' }, permissions: [] }, false],
  ])('is open to %s: %s', (_who, subject, open) => {
    expect(mayUse(groupsEntry, subject)).toBe(open)
  })
})
