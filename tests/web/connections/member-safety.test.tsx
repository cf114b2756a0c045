import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MemberSafetyMenu } from '@/components/members/member-safety-menu'
import { MemberReportsScreen } from '@/features/admin-member-reports/components/member-reports-screen'
import { jsonResponse } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { tryToDismiss } from '../modals/dismiss'
import { connectionsServer, memberSummary, pageOf } from './connection-fixtures'

const grace = { id: 21, full_name: 'Grace Hopper' }

describe('MemberSafetyMenu', () => {
  it('blocks after asking, then offers Unblock', async () => {
    let blocked = false
    const { requests } = connectionsServer((r) => {
      if (r.method === 'GET' && r.path === '/api/member-blocks')
        return jsonResponse(200, pageOf(blocked ? [{ user_id: 21 }] : [], blocked ? 1 : 0))
      if (r.method === 'POST' && r.path === '/api/member-blocks') {
        blocked = true
        return jsonResponse(201, {
          data: { user_id: 21, blocked: true, message: 'Member blocked' },
        })
      }
      return undefined
    })
    const { user } = renderScreen('/members/grace', <MemberSafetyMenu member={grace} />)
    await user.click(await screen.findByRole('button', { name: 'More actions for Grace Hopper' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Block member' }))
    const confirm = within(await screen.findByRole('dialog', { name: 'Block Grace Hopper?' }))
    expect(confirm.getByText(/They are not told/)).toBeInTheDocument()
    await user.click(confirm.getByRole('button', { name: 'Block' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ user_id: 21 })
    expect(await screen.findByText('Grace Hopper is blocked')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'More actions for Grace Hopper' }))
    expect(await screen.findByRole('menuitem', { name: 'Unblock member' })).toBeInTheDocument()
  })

  it('reports with a reason; the modal ignores Escape and closes about 400 ms after sending', async () => {
    const { requests } = connectionsServer((r) => {
      if (r.method === 'GET' && r.path === '/api/member-blocks')
        return jsonResponse(200, pageOf([], 0))
      if (r.method === 'POST' && r.path === '/api/member-reports')
        return jsonResponse(201, {
          data: { id: 3, user_id: 21, message: 'Thank you. The admins will look at your report.' },
        })
      return undefined
    })
    const { user } = renderScreen('/members/grace', <MemberSafetyMenu member={grace} />)
    await user.click(await screen.findByRole('button', { name: 'More actions for Grace Hopper' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Report member' }))
    await screen.findByRole('dialog', { name: 'Report Grace Hopper' })
    const dialog = within(await tryToDismiss(user, 'Report Grace Hopper'))
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    expect(await dialog.findByText('Tell us what happened')).toBeInTheDocument()
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Spam in my messages')
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    expect(
      await dialog.findByText('Thank you. The admins will look at your report.'),
    ).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      user_id: 21,
      reason: 'Spam in my messages',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('is not offered to oneself', async () => {
    connectionsServer()
    renderScreen('/members/ada', <MemberSafetyMenu member={{ id: 7, full_name: 'Ada Lovelace' }} />)
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument())
  })
})

describe('Admin member reports', () => {
  it('lists reports 15 a page, filters by status in the address, and resolves one', async () => {
    const report = {
      id: 4,
      reason: 'Rude in the forum',
      status: 'open',
      created_at: '2026-11-01T10:00:00.000Z',
      resolved_at: null,
      reported: memberSummary(30, 'Tom Target'),
      reporter: memberSummary(31, 'Rita Reporter'),
      resolved_by: null,
    }
    const { requests } = connectionsServer((r) => {
      if (r.method === 'GET' && r.path === '/api/member-reports')
        return jsonResponse(200, pageOf([report], 1, 1, 15))
      if (r.method === 'PUT' && r.path === '/api/member-reports/4')
        return jsonResponse(200, {
          data: { ...report, status: 'resolved', notice: 'Report resolved' },
        })
      return undefined
    })
    const { user } = renderScreen('/admin/member-reports', <MemberReportsScreen />)
    expect(await screen.findByText('Rude in the forum')).toBeInTheDocument()
    expect(screen.getByText('Rita Reporter')).toBeInTheDocument()
    expect(requests[requests.length - 1]?.query.get('page_size')).toBe('15')
    await user.click(screen.getByRole('radio', { name: 'Open' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/member-reports?status=open'),
    )
    await waitFor(() => expect(requests.some((r) => r.query.get('status') === 'open')).toBe(true))
    await user.click(screen.getByRole('button', { name: 'Resolve the report on Tom Target' }))
    expect(await screen.findByText('Report resolved')).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'resolved' })
  })
})
