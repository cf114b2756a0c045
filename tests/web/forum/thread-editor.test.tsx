import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { MentionSuggestion } from '@worker/forum/forum-responses.schemas'
import type { UploadResource } from '@worker/uploads/uploads.schemas'
import {
  ThreadEditor,
  type ThreadEditorPermissions,
} from '@/features/forum/components/thread-editor'
import { jsonResponse, type ApiRequest } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { forumServer, threadFixture } from './screens-fixtures'

const member: MentionSuggestion = {
  id: 31,
  full_name: 'John Smith',
  slug: 'john-smith',
  img: null,
  initials: 'JS',
  company: null,
}
const allowed: ThreadEditorPermissions = { canPost: true, canCreatePrivate: false, canStick: false }
const category = { id: 4, name: 'General' }
const saved = threadFixture({
  id: 90,
  slug: 'hello',
  category: { id: 4, name: 'General', slug: 'general' },
  private: true,
})
const pdf: UploadResource = {
  id: 55,
  path: 'documents/forum/2026/05/ab.pdf',
  src: '/api/files/documents/forum/2026/05/ab.pdf',
  kind: 'forum',
  category: 'documents',
  mime: 'application/pdf',
  client_filename: 'agenda.pdf',
  filesize: 1024,
  filesize_formatted: '1 KB',
  created_at: '2026-05-01T10:00:00.000Z',
}

/** The editor as a screen opens it: it goes away when it asks to close. */
function Harness({
  permissions,
  thread,
}: {
  permissions: ThreadEditorPermissions
  thread?: ReturnType<typeof threadFixture>
}) {
  const [open, setOpen] = useState(true)
  return open ? (
    <ThreadEditor
      category={category}
      thread={thread}
      permissions={permissions}
      onClose={() => setOpen(false)}
    />
  ) : (
    <p>Editor closed</p>
  )
}

const openEditor = (
  permissions: ThreadEditorPermissions = allowed,
  answer: (r: ApiRequest) => Response | Promise<Response> | undefined = () => undefined,
  thread?: ReturnType<typeof threadFixture>,
) => {
  const server = forumServer({ members: [member], extra: answer })
  const view = renderScreen('/forum/general', <Harness permissions={permissions} thread={thread} />)
  const dialog = within(screen.getByRole('dialog', { name: thread ? 'Edit thread' : 'New thread' }))
  return { ...server, ...view, dialog }
}

describe('thread editor', () => {
  it.each([
    { who: 'a member', permissions: allowed, private: false, sticky: false },
    {
      who: 'a holder of forum-threads.create:private',
      permissions: { ...allowed, canCreatePrivate: true },
      private: true,
      sticky: false,
    },
    {
      who: 'a forum manager',
      permissions: { ...allowed, canStick: true },
      private: false,
      sticky: true,
    },
  ])('shows Private Thread and Sticky only to those allowed ($who)', (row) => {
    const { dialog } = openEditor(row.permissions)
    expect(dialog.queryByRole('checkbox', { name: 'Private Thread' }) !== null).toBe(row.private)
    expect(dialog.queryByRole('checkbox', { name: /Sticky/ }) !== null).toBe(row.sticky)
  })

  it.each([
    { who: 'its author', permissions: { ...allowed, canCreatePrivate: true }, locked: true },
    {
      who: 'a forum moderator',
      permissions: { ...allowed, canCreatePrivate: true, canStick: true },
      locked: false,
    },
  ])(
    'leaves a private thread private when $who edits it unless they moderate',
    ({ permissions, locked }) => {
      const { dialog } = openEditor(permissions, undefined, saved)
      const box = dialog.getByRole('checkbox', { name: 'Private Thread' })
      expect(box).toBeChecked()
      expect((box as HTMLInputElement).disabled).toBe(locked)
      expect(
        dialog.queryByText('Only forum moderators can make a private discussion public') !== null,
      ).toBe(locked)
    },
  )

  it('sends every key of the save, with tags split on commas, a mention and a file, then opens the new thread', async () => {
    const { user, dialog, requests } = openEditor({ ...allowed, canCreatePrivate: true }, (r) => {
      if (r.method === 'POST' && r.path === '/api/uploads') return jsonResponse(201, { data: pdf })
      if (r.method === 'POST' && r.path === '/api/forum/threads')
        return jsonResponse(201, { data: saved })
      return undefined
    })
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Hello')
    await user.type(dialog.getByRole('combobox', { name: 'Message' }), 'Thanks @jo')
    await user.click(await screen.findByRole('option', { name: /John Smith/ }))
    await user.type(dialog.getByLabelText('Tags', { selector: 'input' }), 'a,b,')
    expect(dialog.getByLabelText('Tags', { selector: 'input' })).toHaveValue('')
    await user.upload(
      dialog.getByLabelText('Attach files: choose files'),
      new File(['%PDF-1.7'], 'agenda.pdf', { type: 'application/pdf' }),
    )
    expect(await dialog.findByText('agenda.pdf')).toBeInTheDocument()
    await user.click(dialog.getByRole('checkbox', { name: 'Private Thread' }))
    await user.click(dialog.getByRole('button', { name: 'Save' }))

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/forum/general/hello'),
    )
    const body = requests.find((r) => r.method === 'POST' && r.path === '/api/forum/threads')?.body
    expect(body).toEqual({
      body: 'Thanks @[0]',
      entities: [{ entity_id: 31, entity_type: 'user', body: 'John Smith' }],
      title: 'Hello',
      tags: ['a', 'b'],
      is_sticky: false,
      forum_category_id: 4,
      uploads: [55],
      upload_files: {
        images: [],
        audio: [],
        documents: [
          {
            id: 55,
            path: pdf.path,
            src: pdf.src,
            mime: 'application/pdf',
            client_filename: 'agenda.pdf',
            filesize: 1024,
            filesize_formatted: '1 KB',
          },
        ],
        videos: [],
      },
      private: true,
      poll_id: null,
    })
  })

  it('removes the last tag with Backspace in an empty tags input', async () => {
    const { user, dialog } = openEditor()
    const tags = dialog.getByLabelText('Tags', { selector: 'input' })
    await user.type(tags, 'one,two,')
    expect(dialog.getByText('two')).toBeInTheDocument()
    await user.type(tags, '{Backspace}')
    expect(dialog.queryByText('two')).not.toBeInTheDocument()
    expect(dialog.getByText('one')).toBeInTheDocument()
  })

  it('disables Save while the thread is being posted, so it cannot be sent twice', async () => {
    let release: (r: Response) => void = () => undefined
    const { user, dialog, requests } = openEditor(allowed, (r) =>
      r.method === 'POST' && r.path === '/api/forum/threads'
        ? new Promise<Response>((resolve) => (release = resolve))
        : undefined,
    )
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Hello')
    await user.type(dialog.getByRole('combobox', { name: 'Message' }), 'Body')
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled())
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1)
    release(jsonResponse(201, { data: saved }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/forum/general/hello'),
    )
  })

  it('closes the mention list with Escape without closing the editor', async () => {
    const { user, dialog } = openEditor()
    await user.type(dialog.getByRole('combobox', { name: 'Message' }), '@jo')
    await screen.findByRole('listbox', { name: 'Members to mention' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    expect(screen.getByRole('dialog', { name: 'New thread' })).toBeInTheDocument()
    // A second Escape, with no list open, leaves the editor and its draft alone (spec 01 §5).
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'New thread' })).toBeInTheDocument()
    expect(dialog.getByRole('combobox', { name: 'Message' })).toHaveValue('@jo')
  })

  it('gives the server’s reason when it refuses a dropped file, and attaches nothing', async () => {
    const { user, dialog } = openEditor(allowed, (r) =>
      r.method === 'POST' && r.path === '/api/uploads'
        ? jsonResponse(422, {
            message: 'File type is not supported',
            errors: { file: ['File type is not supported'] },
          })
        : undefined,
    )
    await user.upload(
      dialog.getByLabelText('Attach files: choose files'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    )
    expect(await screen.findByText('notes.txt: File type is not supported')).toBeInTheDocument()
    expect(dialog.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument()
  })

  it('disables Save for someone who may not post', () => {
    const { dialog } = openEditor({ ...allowed, canPost: false })
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
  })

  it('says what is missing before sending, and shows the server’s field messages', async () => {
    const { user, dialog, requests } = openEditor(allowed, (r) =>
      r.method === 'POST' && r.path === '/api/forum/threads'
        ? jsonResponse(422, {
            message: 'The given data was invalid.',
            errors: { title: ['That title is taken'], uploads: ['File type is not supported'] },
          })
        : undefined,
    )
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    expect(await dialog.findByText('Title is required')).toBeInTheDocument()
    expect(dialog.getByText('Write something first')).toBeInTheDocument()
    expect(requests.some((r) => r.method === 'POST')).toBe(false)

    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Hello')
    await user.type(dialog.getByRole('combobox', { name: 'Message' }), 'Body')
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    expect(await dialog.findByText('That title is taken')).toBeInTheDocument()
    expect(dialog.getByRole('alert')).toHaveTextContent('File type is not supported')
    expect(screen.getByTestId('location')).toHaveTextContent('/forum/general')
  })

  it('edits an existing thread: shows its mentions as names and saves them back as markers', async () => {
    const thread = threadFixture({
      id: 12,
      title: 'Old title',
      body: 'Ask @[0]',
      entities: [
        {
          entity_id: 31,
          entity_type: 'user',
          body: 'John Smith',
          entity: { id: 31, full_name: 'John Smith', slug: 'john-smith' },
        },
      ],
      tags: ['news'],
      is_sticky: true,
    })
    const { user, dialog, requests } = openEditor(
      allowed,
      (r) =>
        r.method === 'PUT' && r.path === '/api/forum/threads/12'
          ? jsonResponse(200, { data: thread })
          : undefined,
      thread,
    )
    expect(dialog.getByRole('combobox', { name: 'Message' })).toHaveValue('Ask @John Smith')
    await user.clear(dialog.getByRole('textbox', { name: 'Title' }))
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'New title')
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true))
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      title: 'New title',
      body: 'Ask @[0]',
      entities: [{ entity_id: 31, entity_type: 'user', body: 'John Smith' }],
      tags: ['news'],
      // Not a manager: the thread's sticky state is sent back unchanged.
      is_sticky: true,
      forum_category_id: 1,
    })
  })
})
