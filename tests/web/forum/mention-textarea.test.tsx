import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { MentionSuggestion } from '@worker/forum/forum-responses.schemas'
import { MentionTextarea } from '@/features/forum/components/mention-textarea'
import {
  activeMention,
  fromMentionBody,
  toMentionBody,
  type MentionDraft,
} from '@/features/forum/lib/mention-draft'
import { renderScreen } from '../helpers/render'
import { forumServer } from './screens-fixtures'

const member = (id: number, full_name: string): MentionSuggestion => ({
  id,
  full_name,
  slug: full_name.toLowerCase().replace(' ', '-'),
  img: null,
  initials: full_name
    .split(' ')
    .map((w) => w[0])
    .join(''),
  company: null,
})
const members = [member(31, 'John Smith'), member(32, 'Joan Jones'), member(33, 'Ada Lovelace')]

/** The textarea in a form, showing what would be submitted. */
function Harness() {
  const [draft, setDraft] = useState<MentionDraft>({ text: '', mentions: [] })
  return (
    <>
      <MentionTextarea label="Message" value={draft} onChange={setDraft} />
      <output data-testid="submission">{JSON.stringify(toMentionBody(draft))}</output>
    </>
  )
}
const submission = (): unknown => JSON.parse(screen.getByTestId('submission').textContent ?? 'null')

const setup = () => {
  const server = forumServer({ members })
  const view = renderScreen('/', <Harness />)
  return { ...server, ...view, box: screen.getByRole('combobox', { name: 'Message' }) }
}

describe('mention textarea', () => {
  it('suggests members after @ and a word, 300 ms after typing stops, and inserts the chosen one', async () => {
    const { user, box, requests } = setup()
    await user.type(box, 'Hello @jo')
    const list = await screen.findByRole('listbox', { name: 'Members to mention' })
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['JSJohn Smith', 'JJJoan Jones'])
    // One lookup for the settled word, not one per keystroke.
    expect(
      requests
        .filter((r) => r.path === '/api/forum/mention-suggestions')
        .map((r) => r.query.get('q')),
    ).toEqual(['jo'])

    await user.click(within(list).getByRole('option', { name: /Joan Jones/ }))
    expect(box).toHaveValue('Hello @Joan Jones ')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await user.type(box, 'hi')
    expect(submission()).toEqual({
      body: 'Hello @[0] hi',
      entities: [{ entity_id: 32, entity_type: 'user', body: 'Joan Jones' }],
    })
  })

  it('moves with the arrow keys, picks with Enter and closes with Escape', async () => {
    const { user, box } = setup()
    await user.type(box, '@jo')
    await screen.findByRole('listbox')
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('John Smith')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Joan Jones')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('John Smith')
    await user.keyboard('{ArrowUp}{Enter}')
    expect(box).toHaveValue('@Joan Jones ')

    await user.type(box, 'and @ad')
    await screen.findByRole('listbox')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    // Enter now types a new line: the list is closed.
    await user.keyboard('{Enter}')
    expect(box).toHaveValue('@Joan Jones and @ad\n')
    expect(submission()).toEqual({
      body: '@[0] and @ad\n',
      entities: [{ entity_id: 32, entity_type: 'user', body: 'Joan Jones' }],
    })
  })

  it('matches "@" with one or two words; a third word ends the mention', () => {
    expect(activeMention('Hi @John Smith', 14)).toEqual({ start: 3, query: 'John Smith' })
    expect(activeMention('Hi @John', 8)).toEqual({ start: 3, query: 'John' })
    expect(activeMention('Hi @John Smith is', 17)).toBeNull()
    expect(activeMention('mail@example', 12)).toBeNull()
  })

  it('turns a stored body back into names and saves the same markers again', () => {
    const stored = {
      body: '@[0] and @[1], again @[0]',
      entities: [
        {
          entity_id: 31,
          entity_type: 'user' as const,
          body: 'John Smith',
          entity: { id: 31, full_name: 'John Smith', slug: 'john-smith' },
        },
        {
          entity_id: 33,
          entity_type: 'user' as const,
          body: 'Ada Lovelace',
          entity: { id: 33, full_name: 'Ada Lovelace', slug: 'ada' },
        },
      ],
    }
    const draft = fromMentionBody(stored.body, stored.entities)
    expect(draft.text).toBe('@John Smith and @Ada Lovelace, again @John Smith')
    expect(toMentionBody(draft).body).toBe(stored.body)
    // Deleting a mention's text drops its entity.
    expect(toMentionBody({ ...draft, text: 'just @Ada Lovelace' })).toEqual({
      body: 'just @[0]',
      entities: [{ entity_id: 33, entity_type: 'user', body: 'Ada Lovelace' }],
    })
  })
})
