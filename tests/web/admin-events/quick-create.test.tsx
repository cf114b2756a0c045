import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MemberActions } from '@/app/layout/member-actions'
import { jsonResponse } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { creator, editorApi } from './helpers'

describe('Quick-create', { timeout: 15_000 }, () => {
  it("opens the event editor from 'New event'; areas not built yet offer nothing", async () => {
    const base = creator()
    const me = { ...base, permissions: [...base.permissions, 'news.create'] }
    editorApi({ me }, (request) =>
      request.path === '/api/notifications'
        ? jsonResponse(200, {
            data: [],
            meta: {
              pagination: { total: 0, count: 0, per_page: 10, current_page: 1, total_pages: 1 },
            },
          })
        : undefined,
    )
    const { user } = renderScreen('/', <MemberActions me={me} />)
    await user.click(screen.getByRole('button', { name: /^Open the menu for Ada Lovelace/ }))
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'New event' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'New Event' })
    expect(await within(dialog).findByRole('textbox', { name: /^Title/ })).toBeInTheDocument()
    expect(screen.queryByText('Creating events here is coming soon.')).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Close the event editor' }))
    await user.click(screen.getByRole('button', { name: /^Open the menu for Ada Lovelace/ }))
    // news.create is held and the news editor is in the app: 'New post' is offered too.
    expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'New post' }),
    ).toBeInTheDocument()
  })
})
