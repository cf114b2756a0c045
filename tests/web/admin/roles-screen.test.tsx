import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { page } from './helpers/fixtures'
import { renderRoles, standardApi } from './helpers/roles'

describe('Roles screen', () => {
  it('lists roles with Name and Edit, marks built-in ones and offers New Role', async () => {
    standardApi()
    renderRoles('/admin/roles')
    expect(await screen.findByRole('heading', { name: 'Roles' })).toBeInTheDocument()
    const editorsRow = (await screen.findByText('Editors')).closest('tr')
    expect(editorsRow).not.toBeNull()
    expect(within(editorsRow!).getByRole('button', { name: 'Edit Editors' })).toBeInTheDocument()
    expect(
      within(screen.getByText('Admin').closest('tr')!).getByText('Built-in'),
    ).toBeInTheDocument()
    expect(within(editorsRow!).queryByText('Built-in')).not.toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Edit' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New Role' })).toBeInTheDocument()
  })

  it("says 'No roles found' when there are none", async () => {
    standardApi({ 'GET /api/roles': () => page([], { perPage: 100 }) })
    renderRoles('/admin/roles')
    expect(await screen.findByText('No roles found')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('asks for page 1 of 15 roles, as every admin list (spec 02)', async () => {
    const api = standardApi()
    renderRoles('/admin/roles')
    await screen.findByText('Editors')
    const [call] = api.callsTo('GET', '/api/roles')
    expect(call?.url.searchParams.get('page')).toBe('1')
    expect(call?.url.searchParams.get('page_size')).toBe('15')
  })

  it('opens New Role from the button with Overview and Permissions tabs but no Delete', async () => {
    standardApi()
    const { user } = renderRoles('/admin/roles')
    await user.click(await screen.findByRole('button', { name: 'New Role' }))
    const dialog = await screen.findByRole('dialog', { name: 'New Role' })
    expect(await within(dialog).findByRole('tab', { name: 'Overview' })).toBeInTheDocument()
    expect(within(dialog).getByRole('tab', { name: 'Permissions' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('tab', { name: 'Delete' })).not.toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/roles?create=')
  })
})
