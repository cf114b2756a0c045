import { screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { DISPLAY_TIME_ZONE } from '@/lib/dates'
import { describe, expect, it, vi } from 'vitest'
import { POLL_MESSAGES, type PollResource } from '@worker/polls/polls.schemas'
import type { Me } from '@/lib/session'
import { PollEditorModal } from '@/features/admin-polls/components/poll-editor-modal'
import { jsonResponse } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import {
  item,
  pollApi,
  pollFixture,
  pollManager,
  pollWriter,
  requestsTo,
} from './poll-admin-fixtures'

const openEditor = async ({
  me = pollManager(),
  pollId,
  existing = pollFixture({ id: 5 }),
  saved = pollFixture({ id: 9, title: 'Best picnic spot' }),
  postAnswer,
}: {
  me?: Me
  pollId?: number
  existing?: PollResource
  saved?: PollResource
  postAnswer?: () => Response
} = {}) => {
  const api = pollApi(me, (request) => {
    if (request.method === 'POST' && request.path === '/api/polls')
      return postAnswer?.() ?? item(saved, 201)
    if (request.method === 'PUT' && request.path === `/api/polls/${existing.id}`) return item(saved)
    if (request.method === 'GET' && request.path === `/api/polls/${existing.id}`)
      return item(existing)
    return undefined
  })
  const onClose = vi.fn<() => void>()
  const rendered = renderScreen('/', <PollEditorModal opened onClose={onClose} pollId={pollId} />)
  const dialog = await screen.findByRole('dialog', {
    name: pollId === undefined ? 'New poll' : 'Edit poll',
  })
  await within(dialog).findByRole('textbox', { name: /^Title/ })
  return { ...rendered, api, dialog, onClose }
}

const DISPLAY = 'ddd Do MMM YYYY'
/** The 15th of the month the pickers open on (today's month), as the day buttons name it. */
const today = () => dayjs().tz(DISPLAY_TIME_ZONE)
const fifteenth = today().date(15)

const bodyOf = (requests: Parameters<typeof requestsTo>[0], method = 'POST', path = '/api/polls') =>
  requestsTo(requests, method, path)[0]?.body as Record<string, unknown> | undefined

describe('Poll editor: dates', { timeout: 30_000 }, () => {
  it('starts today and ends one month later, and the end follows the start until it is picked', async () => {
    const { user, dialog } = await openEditor()
    const start = await within(dialog).findByRole('button', { name: /^Start date/ })
    const end = within(dialog).getByRole('button', { name: /^End date/ })
    expect(start).toHaveTextContent(today().format(DISPLAY))
    expect(end).toHaveTextContent(today().add(1, 'month').format(DISPLAY))

    await user.click(start)
    await user.click(await screen.findByRole('button', { name: fifteenth.format('D MMMM YYYY') }))
    await waitFor(() => expect(start).toHaveTextContent(fifteenth.format(DISPLAY)))
    expect(end).toHaveTextContent(fifteenth.add(1, 'month').format(DISPLAY))

    // Once the end is picked by hand it stays where it was put.
    await user.click(end)
    const chosenEnd = fifteenth.add(1, 'month').date(20)
    await user.click(await screen.findByRole('button', { name: chosenEnd.format('D MMMM YYYY') }))
    await waitFor(() => expect(end).toHaveTextContent(chosenEnd.format(DISPLAY)))
    await user.click(start)
    await user.click(
      await screen.findByRole('button', { name: fifteenth.date(10).format('D MMMM YYYY') }),
    )
    await waitFor(() => expect(start).toHaveTextContent(fifteenth.date(10).format(DISPLAY)))
    expect(end).toHaveTextContent(chosenEnd.format(DISPLAY))
  })

  it('shows a saved live poll’s dates and options locked for a member the worker does not let change them', async () => {
    const { user, dialog } = await openEditor({
      me: pollWriter(),
      pollId: 5,
      existing: pollFixture({ id: 5, can_edit_dates: false, can_edit_options: false }),
    })
    expect(await within(dialog).findByRole('button', { name: /^Start date/ })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: /^End date/ })).toBeDisabled()
    expect(within(dialog).getAllByText(POLL_MESSAGES.datesLocked)).toHaveLength(2)
    await user.click(within(dialog).getByRole('tab', { name: 'Options' }))
    expect(within(dialog).getByText(POLL_MESSAGES.optionsLocked)).toBeInTheDocument()
    expect(within(dialog).getByText('The park')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Add option' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox', { name: /option 1/ })).not.toBeInTheDocument()
    // No status for a member who cannot manage polls.
    expect(within(dialog).queryByLabelText('Status', { selector: 'input' })).not.toBeInTheDocument()
  })

  it('sends a locked poll’s changes without its dates, options or status', async () => {
    const { user, dialog, api } = await openEditor({
      me: pollWriter(),
      pollId: 5,
      existing: pollFixture({ id: 5, can_edit_dates: false, can_edit_options: false }),
    })
    const title = within(dialog).getByRole('textbox', { name: /^Title/ })
    await user.clear(title)
    await user.type(title, 'Summer social venue')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(POLL_MESSAGES.pollSaved)).toBeInTheDocument()
    const body = bodyOf(api.requests, 'PUT', '/api/polls/5')
    expect(body).toMatchObject({ title: 'Summer social venue' })
    expect(body).not.toHaveProperty('starts_at')
    expect(body).not.toHaveProperty('poll_options')
    expect(body).not.toHaveProperty('status')
  })

  it('lets an admin change a saved poll’s dates and options', async () => {
    const { user, dialog } = await openEditor({ pollId: 5 })
    expect(await within(dialog).findByRole('button', { name: /^Start date/ })).toBeEnabled()
    await user.click(within(dialog).getByRole('tab', { name: 'Options' }))
    expect(within(dialog).getByRole('textbox', { name: 'Options: option 1' })).toHaveValue(
      'The park',
    )
  })
})

describe('Poll editor: options and saving', { timeout: 30_000 }, () => {
  it('asks for at least two options', async () => {
    const { user, dialog, api } = await openEditor()
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Best picnic spot')
    await user.click(within(dialog).getByRole('tab', { name: 'Options' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Options: option 1' }), 'Park')
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 2' }))
    expect(within(dialog).getByRole('button', { name: 'Remove option 1' })).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Add at least two options')).toBeInTheDocument()
    expect(requestsTo(api.requests, 'POST', '/api/polls')).toHaveLength(0)
  })

  it(`creates a poll with three options in the order set, and says '${POLL_MESSAGES.pollSaved}'`, async () => {
    const { user, dialog, api, onClose } = await openEditor()
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Best picnic spot')
    await user.type(within(dialog).getByRole('textbox', { name: 'Sponsored by' }), 'Acme')
    await user.click(within(dialog).getByRole('tab', { name: 'Options' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Options: option 1' }), 'Park')
    await user.type(within(dialog).getByRole('textbox', { name: 'Options: option 2' }), 'Beach')
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Options: option 3' }), 'Woods')
    await user.click(within(dialog).getByRole('button', { name: 'Move option 3 up' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText(POLL_MESSAGES.pollSaved)).toBeInTheDocument()
    expect(bodyOf(api.requests)).toMatchObject({
      title: 'Best picnic spot',
      sponsored_by: 'Acme',
      sponsored_by_link: null,
      status: 'approved',
      starts_at: today().format('YYYY-MM-DD'),
      ends_at: today().add(1, 'month').format('YYYY-MM-DD'),
      poll_options: [{ value: 'Park' }, { value: 'Woods' }, { value: 'Beach' }],
      dont_show_on_polls: false,
    })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('puts a 422 beside its field and opens the tab holding it', async () => {
    const { user, dialog } = await openEditor({
      postAnswer: () =>
        jsonResponse(422, {
          message: 'The given data was invalid.',
          errors: { 'poll_options.1.value': ['That option is taken'] },
        }),
    })
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Best picnic spot')
    await user.click(within(dialog).getByRole('tab', { name: 'Options' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Options: option 1' }), 'Park')
    await user.type(within(dialog).getByRole('textbox', { name: 'Options: option 2' }), 'Beach')
    await user.click(within(dialog).getByRole('tab', { name: 'Details' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('That option is taken')).toBeVisible()
    expect(within(dialog).getByRole('tab', { name: /Options/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.queryByText(POLL_MESSAGES.pollSaved)).not.toBeInTheDocument()
  })

  it('tells a member without a poll create key that they may not create polls', async () => {
    pollApi({ ...pollWriter(), permissions: ['polls.view'] })
    renderScreen('/', <PollEditorModal opened onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', { name: 'New poll' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are not allowed to create polls.',
    )
  })
})
