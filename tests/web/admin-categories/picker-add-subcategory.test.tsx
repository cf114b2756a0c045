import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { CategoriesSelect } from '@/components/admin/content-fields'
import { item, me } from '../admin/helpers/fixtures'
import { mockApi, reply } from '../admin/helpers/mock-api'
import { renderWithProviders } from '../admin/helpers/render'
import { category } from './helpers'

/** The visible input of a Mantine field (a select also holds a hidden one under the label). */
const fieldOf = async (label: string) => {
  const inputs = await screen.findAllByLabelText(label)
  const input = inputs.find((el) => el instanceof HTMLInputElement && el.type !== 'hidden')
  if (!input) throw new Error(`No field labelled ${label}`)
  return input
}

const options = [
  category({ id: 1, name: 'Workshops' }),
  category({ id: 2, name: 'Coding', parent_id: 1 }),
  category({ id: 3, name: 'Web basics', parent_id: 2 }),
]

function Picker() {
  const [value, setValue] = useState<number[]>([])
  return (
    <>
      <CategoriesSelect options={options} loading={false} value={value} onChange={setValue} />
      <output data-testid="chosen">{value.join(',')}</output>
    </>
  )
}

describe('Category picker', { timeout: 30_000 }, () => {
  it('labels each category with its path', async () => {
    mockApi({ 'GET /api/me': () => item(me()) })
    const { user } = renderWithProviders(<Picker />)
    await user.click(await fieldOf('Categories'))
    expect(
      await screen.findByRole('option', { name: 'Workshops › Coding › Web basics' }),
    ).toBeInTheDocument()
  })

  it('adds a subcategory in place under depths 1 and 2 only, and chooses it', async () => {
    const api = mockApi({
      'GET /api/me': () => item(me()),
      'POST /api/categories': () =>
        reply(201, item(category({ id: 9, name: 'Python', parent_id: 2 }))),
    })
    const { user } = renderWithProviders(<Picker />)
    await user.click(await screen.findByRole('button', { name: 'Add subcategory' }))
    await user.click(await fieldOf('Under'))
    const list = await screen.findByRole('listbox')
    expect(within(list).getByRole('option', { name: 'Workshops' })).toBeInTheDocument()
    expect(within(list).getByRole('option', { name: 'Workshops › Coding' })).toBeInTheDocument()
    // Depth 3 takes no children in the inline editor (spec 02 §9).
    expect(within(list).queryByRole('option', { name: /Web basics/ })).not.toBeInTheDocument()
    await user.click(within(list).getByRole('option', { name: 'Workshops › Coding' }))
    // An empty name adds nothing, silently.
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(api.callsTo('POST', '/api/categories')).toHaveLength(0)
    await user.type(await fieldOf('New subcategory name'), 'Python')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(api.callsTo('POST', '/api/categories')).toHaveLength(1))
    expect(api.callsTo('POST', '/api/categories')[0]?.body).toEqual({
      name: 'Python',
      type_id: 1,
      parent_id: 2,
    })
    await waitFor(() => expect(screen.getByTestId('chosen')).toHaveTextContent('9'))
  })

  it('is not offered to those who may not arrange the tree', async () => {
    mockApi({ 'GET /api/me': () => item(me({ role: 'member', permissions: [] })) })
    renderWithProviders(<Picker />)
    await fieldOf('Categories')
    await new Promise((r) => setTimeout(r, 200))
    expect(screen.queryByRole('button', { name: 'Add subcategory' })).not.toBeInTheDocument()
  })
})
