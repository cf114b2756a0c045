import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RichTextField } from '@/components/rich-text-field'
import { renderScreen } from '../helpers/render'

const renderField = (minHeight?: number) =>
  renderScreen(
    '/',
    <RichTextField
      label="Description"
      value={null}
      onChange={() => undefined}
      minHeight={minHeight}
    />,
  )

// Spec 01 §9 "Default editor height 400" (M01-UI-07). happy-dom lays nothing out, so the test reads
// the style that sets the height on the area a member types in.
describe('rich-text field', () => {
  it('opens with an editable area 400 px tall', async () => {
    renderField()
    const area = await screen.findByRole('textbox', { name: 'Description' })
    expect(area).toHaveAttribute('contenteditable', 'true')
    expect(area.style.minHeight).toBe('400px')
  })

  it('takes another starting height where a field asks for one', async () => {
    renderField(200)
    const area = await screen.findByRole('textbox', { name: 'Description' })
    expect(area.style.minHeight).toBe('200px')
  })
})
