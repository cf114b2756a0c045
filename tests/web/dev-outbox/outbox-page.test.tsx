import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OutboxPage } from '@/features/dev-outbox/components/outbox-page'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'

const email = (id: number, subject: string, text: string) => ({
  id,
  to: 'grace@example.com',
  subject,
  text,
  template_key: 'password.reset',
  status: 'sent',
  created_at: '2025-11-21T19:30:00.000Z',
})

const page = (rows: ReturnType<typeof email>[]) =>
  jsonResponse(200, {
    data: rows,
    meta: {
      pagination: {
        total: rows.length,
        count: rows.length,
        per_page: 20,
        current_page: 1,
        total_pages: 1,
      },
    },
  })

describe('development outbox', () => {
  it('lists emails as the server orders them (newest first) and opens a body with working links', async () => {
    const link = 'http://localhost:8787/reset-password?token=abc123'
    mockFetch(() =>
      page([
        email(
          2,
          'Reset your Guildhall password',
          `Hi Grace,\n\nChoose a new password here: ${link}.\n`,
        ),
        email(1, 'Thanks for requesting to join Guildhall', 'We will be in touch.'),
      ]),
    )
    const { user } = renderScreen('/dev/outbox', <OutboxPage />)
    const rows = await screen.findAllByRole('row')
    expect(rows[1]).toHaveTextContent('Reset your Guildhall password')
    expect(rows[1]).toHaveTextContent('To grace@example.com')
    expect(rows[1]).toHaveTextContent('Fri 21st Nov 2025 07:30pm')
    expect(rows[2]).toHaveTextContent('Thanks for requesting to join Guildhall')
    expect(screen.getByText(/In production the site sends real email/)).toBeInTheDocument()

    await user.click(within(rows[1]!).getByRole('button', { name: /Read/ }))
    // The trailing full stop is sentence punctuation, not part of the address.
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link)
  })

  it('says so when nothing has been sent', async () => {
    mockFetch(() => page([]))
    renderScreen('/dev/outbox', <OutboxPage />)
    expect(await screen.findByText('No emails have been sent yet.')).toBeInTheDocument()
  })
})
