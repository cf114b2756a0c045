import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { MentionEntity } from '@worker/forum/forum-responses.schemas'
import { PostBody } from '@/features/forum/components/post-body'
import { renderScreen } from '../helpers/render'

const ada: MentionEntity = {
  entity_id: 7,
  entity_type: 'user',
  body: 'Ada Lovelace',
  entity: { id: 7, full_name: 'Ada Lovelace', slug: 'ada-lovelace' },
}
const gone: MentionEntity = { entity_id: 8, entity_type: 'user', body: 'Old Name', entity: null }

describe('post body', () => {
  it('names @[n] as entities[n] and keeps the rest as text with its line breaks', () => {
    renderScreen('/', <PostBody body={'Hi @[0],\nsee @[1] and @[5]'} entities={[ada, gone]} />)
    // A mention links to the member's profile (spec 01 §3 mention entity).
    const name = screen.getByText('Ada Lovelace')
    expect(name.closest('a')).toHaveAttribute('href', '/members/ada-lovelace')
    // A departed member shows the stored text; an unknown marker stays as typed.
    expect(screen.getByText('Old Name').closest('a')).toBeNull()
    const paragraph = name.closest('p')
    expect(paragraph).toHaveTextContent('Hi Ada Lovelace, see Old Name and @[5]')
    expect(paragraph?.textContent).toContain(',\nsee')
    expect(paragraph).toHaveStyle({ whiteSpace: 'pre-wrap' })
  })

  it('never turns markup in a body into elements', () => {
    const { container } = renderScreen(
      '/',
      <PostBody body={'<img src=x onerror=alert(1)><b>bold</b>'} entities={[]} />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
    expect(screen.getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument()
  })

  it('truncates to the given length of visible text and adds an ellipsis', () => {
    const body = `${'a'.repeat(498)}@[0]${'b'.repeat(100)}`
    const { container, unmount } = renderScreen(
      '/',
      <PostBody body={body} entities={[ada]} truncate={500} />,
    )
    // 498 letters, then the mention would pass 500: it is left out whole rather than cut.
    expect(container.querySelector('p')?.textContent).toBe(`${'a'.repeat(498)}…`)
    unmount()
    const { container: long } = renderScreen(
      '/',
      <PostBody body={'x'.repeat(600)} entities={[]} truncate={500} />,
    )
    expect(long.querySelector('p')?.textContent).toBe(`${'x'.repeat(500)}…`)
  })

  it('shows a short body whole, without an ellipsis', () => {
    const { container } = renderScreen('/', <PostBody body="Short" entities={[]} truncate={500} />)
    expect(container.querySelector('p')?.textContent).toBe('Short')
  })
})
