import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { reply } from '../admin/helpers/mock-api'
import {
  item,
  mention,
  pushMention,
  renderEmailTemplates,
  renderPushTemplates,
  templatesApi,
} from './helpers'

const openMention = async () => {
  const rendered = renderEmailTemplates('/admin/settings/email-templates?key=forum.mention')
  const dialog = await screen.findByRole('dialog', { name: 'Email template' })
  await within(dialog).findByLabelText(/^Subject/)
  return { ...rendered, dialog }
}

describe('Email templates screen', () => {
  it('lists the templates by what they are for, with their subject and whether they are sent', async () => {
    templatesApi()
    renderEmailTemplates()
    const table = await screen.findByRole('table', { name: 'Email templates' })
    expect(within(table).getByText('Someone mentions you in the forum')).toBeInTheDocument()
    expect(within(table).getByText('forum.mention')).toBeInTheDocument()
    expect(within(table).getByText('Welcome to :site_name')).toBeInTheDocument()
    expect(within(table).getByText('Active')).toBeInTheDocument()
    expect(within(table).getByText('Inactive')).toBeInTheDocument()
  })

  it('shows the empty state', async () => {
    templatesApi({
      'GET /api/email-templates': () => ({
        data: [],
        meta: { pagination: { total: 0, count: 0, per_page: 15, current_page: 1, total_pages: 1 } },
      }),
    })
    renderEmailTemplates()
    expect(await screen.findByText('No templates found')).toBeInTheDocument()
  })

  it('opens the editor by key in the address', async () => {
    templatesApi()
    const { user } = renderEmailTemplates()
    await user.click(
      await screen.findByRole('button', { name: 'Edit Someone mentions you in the forum' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Email template' })
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/settings/email-templates?key=forum.mention',
    )
    expect(await within(dialog).findByLabelText(/^Subject/)).toHaveValue(
      ':actor_name mentioned you in ":thread_title"',
    )
    expect(
      within(dialog).getByText('Members can turn this off in their notification settings.'),
    ).toBeInTheDocument()
  })

  it('lists the template’s placeholders and inserts one at the cursor', async () => {
    templatesApi()
    const { user, dialog } = await openMention()
    const chips = within(dialog).getByRole('group', { name: 'Placeholders' })
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([':site_name', ':name', ':link', ':actor_name', ':thread_title'])
    const subject = within(dialog).getByLabelText(/^Subject/) as HTMLInputElement
    await user.clear(subject)
    await user.paste('News for you')
    subject.setSelectionRange(4, 4)
    await user.click(within(chips).getByRole('button', { name: 'Insert :name' }))
    expect(subject).toHaveValue('News:name for you')
    expect(subject.selectionStart).toBe(9)
  })

  it('previews the text with sample values and the site’s name, as plain text', async () => {
    templatesApi()
    const { user, dialog } = await openMention()
    expect(within(dialog).getByTestId('preview-subject')).toHaveTextContent(
      'Sam Taylor mentioned you in "Summer picnic ideas"',
    )
    const body = within(dialog).getByLabelText(/^Body/)
    await user.clear(body)
    await user.click(body)
    await user.paste('<b>Hi</b> :name from :site_name')
    const preview = within(dialog).getByTestId('preview-text')
    expect(preview).toHaveTextContent('<b>Hi</b> Alex from Riverside Club')
    expect(preview.querySelector('b')).toBeNull()
  })

  it('saves subject, body, status and active, says Saved and closes', async () => {
    const api = templatesApi({
      'PUT /api/email-templates/:key': () => item(mention({ active: false })),
    })
    const { user, dialog } = await openMention()
    await user.click(within(dialog).getByRole('switch', { name: /Active/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/email-templates/forum.mention')[0]?.body).toEqual({
      subject: ':actor_name mentioned you in ":thread_title"',
      body: 'Hi :name,\n\n:actor_name mentioned you on :site_name.\n\n:link',
      status: 'approved',
      active: false,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 1500,
    })
  })

  it('refuses an empty subject before sending anything', async () => {
    const api = templatesApi()
    const { user, dialog } = await openMention()
    await user.clear(within(dialog).getByLabelText(/^Subject/))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Subject is required')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/email-templates/forum.mention')).toHaveLength(0)
  })

  it('puts an unknown placeholder’s 422 beside the field', async () => {
    templatesApi({
      'PUT /api/email-templates/:key': () =>
        reply(422, {
          message: "Request couldn't be processed",
          errors: { body: ['Unknown placeholder :foo. Available: :site_name, :name, :link'] },
        }),
    })
    const { user, dialog } = await openMention()
    await user.type(within(dialog).getByLabelText(/^Body/), ' :foo')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText(
        'Unknown placeholder :foo. Available: :site_name, :name, :link',
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Body/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('says Could not save and Please try again when the save fails, keeping the editor open', async () => {
    templatesApi({
      'PUT /api/email-templates/:key': () => reply(500, { message: 'Server Error' }),
    })
    const { user, dialog } = await openMention()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Could not save')).toBeInTheDocument()
    expect(screen.getByText('Please try again')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Email template' })).toBeInTheDocument()
  })
})

describe('Push notifications screen', () => {
  it('lists the push templates and edits the notification text with its placeholders', async () => {
    const api = templatesApi({
      'PUT /api/push-notifications/:key': ({ body }) =>
        item(pushMention(body as Partial<ReturnType<typeof pushMention>>)),
    })
    const { user } = renderPushTemplates()
    const table = await screen.findByRole('table', { name: 'Push notifications' })
    await user.click(
      within(table).getByRole('button', { name: 'Edit Someone mentions you in the forum' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Push notification template' })
    const text = await within(dialog).findByLabelText(/^Notification/)
    await user.clear(text)
    await user.type(text, 'Hello ')
    await user.click(within(dialog).getByRole('button', { name: 'Insert :actor_name' }))
    expect(text).toHaveValue('Hello :actor_name')
    expect(within(dialog).getByTestId('preview-text')).toHaveTextContent('Hello Sam Taylor')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/api/push-notifications/forum.mention')[0]?.body).toMatchObject({
      subject: 'You were mentioned',
      notification: 'Hello :actor_name',
      active: true,
    })
  })
})
