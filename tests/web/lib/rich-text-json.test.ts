import { describe, expect, it } from 'vitest'
import { toRichTextDoc } from '@/lib/rich-text-json'

describe('toRichTextDoc', () => {
  it('drops empty text nodes, which would make TipTap refuse the whole stored document', () => {
    const stored = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '' },
            { type: 'text', text: 'Kept', marks: [{ type: 'bold' }] },
          ],
        },
      ],
    }
    expect(toRichTextDoc(stored)).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Kept', marks: [{ type: 'bold' }] }] },
      ],
    })
  })

  it('is null for anything that is not a document', () => {
    expect(toRichTextDoc({ type: 'paragraph' })).toBeNull()
    expect(toRichTextDoc('<p>html</p>')).toBeNull()
  })
})
