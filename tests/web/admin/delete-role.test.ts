import { describe, expect, it, vi } from 'vitest'
import { deleteRole } from '@/features/admin-roles/api/delete-role'

describe('deleteRole', () => {
  it('refuses a role without an id before making any request', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    await expect(deleteRole({ label: 'Draft role' })).rejects.toThrow(
      'Cannot delete a role that does not have an id property.',
    )
    await expect(deleteRole({ id: null, label: 'Draft role' })).rejects.toThrow(
      'Cannot delete a role that does not have an id property.',
    )
    expect(fetch).not.toHaveBeenCalled()
    fetch.mockRestore()
  })

  it('sends DELETE /api/roles/:id when the role has one', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ data: { id: 6, label: 'Editors' } }), { status: 200 }),
      )
    await expect(deleteRole({ id: 6, label: 'Editors' })).resolves.toMatchObject({ id: 6 })
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/roles/6')
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('DELETE')
    fetch.mockRestore()
  })
})
