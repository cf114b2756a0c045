import { render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { RichText } from '@/components/rich-text'

const text = (value: string, marks: { type: string; attrs?: Record<string, unknown> }[] = []) => ({
  type: 'text',
  text: value,
  marks,
})
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content })
const show = (content: unknown[]) =>
  render(
    <MantineProvider env="test">
      <RichText doc={{ content }} />
    </MantineProvider>,
  )

describe('rich text', () => {
  it('renders headings, marks, lists, quotes and line breaks as elements', () => {
    const { container } = show([
      { type: 'heading', attrs: { level: 2 }, content: [text('Programme')] },
      paragraph(
        text('Bold', [{ type: 'bold' }]),
        text(' and '),
        text('italic', [{ type: 'italic' }]),
        { type: 'hardBreak' },
        text('under', [{ type: 'underline' }]),
        text('gone', [{ type: 'strike' }]),
      ),
      { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('One'))] }] },
      { type: 'orderedList', content: [{ type: 'listItem', content: [paragraph(text('First'))] }] },
      { type: 'blockquote', content: [paragraph(text('Quoted'))] },
    ])
    expect(screen.getByRole('heading', { name: 'Programme' })).toBeInTheDocument()
    expect(screen.getByText('Bold').tagName).toBe('STRONG')
    expect(screen.getByText('italic').tagName).toBe('EM')
    expect(screen.getByText('under').tagName).toBe('U')
    expect(screen.getByText('gone').tagName).toBe('S')
    expect(container.querySelector('br')).not.toBeNull()
    expect(container.querySelector('ul li')?.textContent).toBe('One')
    expect(container.querySelector('ol li')?.textContent).toBe('First')
    expect(container.querySelector('blockquote')?.textContent).toBe('Quoted')
  })

  it('links only http, https and mailto addresses, opening safely', () => {
    show([
      paragraph(
        text('site', [{ type: 'link', attrs: { href: 'https://guild.example/a' } }]),
        text('mail', [{ type: 'link', attrs: { href: 'mailto:hi@guild.example' } }]),
        text('evil', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
        text('data', [
          { type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } },
        ]),
        text('spaced', [{ type: 'link', attrs: { href: ' JaVaScRiPt:alert(1)' } }]),
      ),
    ])
    const site = screen.getByRole('link', { name: 'site' })
    expect(site).toHaveAttribute('href', 'https://guild.example/a')
    expect(site.getAttribute('rel')).toContain('noopener')
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute(
      'href',
      'mailto:hi@guild.example',
    )
    expect(screen.getAllByRole('link')).toHaveLength(2)
    // The refused links keep their words, as plain text.
    expect(screen.getByText(/evildataspaced/).tagName).toBe('P')
  })

  it('shows markup-like text as text and unknown nodes as their words', () => {
    const { container } = show([
      paragraph(text('<img src=x onerror=alert(1)><script>alert(1)</script>')),
      { type: 'iframe', attrs: { src: 'https://evil.example' }, content: [text('embedded words')] },
      { type: 'image', attrs: { src: 'javascript:alert(1)' } },
    ])
    expect(container.querySelector('script, img, iframe')).toBeNull()
    expect(
      screen.getByText('<img src=x onerror=alert(1)><script>alert(1)</script>'),
    ).toBeInTheDocument()
    expect(screen.getByText('embedded words')).toBeInTheDocument()
  })
})
