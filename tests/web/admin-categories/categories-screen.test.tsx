import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { item } from '../admin/helpers/fixtures'
import { reply } from '../admin/helpers/mock-api'
import { categoriesApi, category, renderCategories, topics } from './helpers'

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest<HTMLElement>('[data-category-row]')
  if (!row) throw new Error(`No row for ${name}`)
  return row
}

const openMenu = async (user: ReturnType<typeof renderCategories>['user'], name: string) => {
  await user.click(within(await rowOf(name)).getByRole('button', { name: `Actions for ${name}` }))
}

describe('Admin categories screen', { timeout: 30_000 }, () => {
  it('shows each group with its features, levels and nested tree', async () => {
    categoriesApi()
    renderCategories()
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument()
    const section = await screen.findByRole('region', { name: 'Topics' })
    expect(within(section).getByText('Events')).toBeInTheDocument()
    expect(within(section).getByText('3 levels')).toBeInTheDocument()
    expect((await rowOf('Arts')).dataset.depth).toBe('1')
    expect((await rowOf('Painting')).dataset.depth).toBe('2')
    expect((await rowOf('Watercolour')).dataset.depth).toBe('3')
    const names = [...within(section).getAllByRole('listitem')].map(
      (li) => li.querySelector<HTMLElement>('[data-category-row]')?.dataset.categoryRow,
    )
    expect(names).toEqual(['Arts', 'Painting', 'Watercolour', 'Business'])
    expect(screen.getByRole('region', { name: 'Industries' })).toHaveTextContent('1 level')
  })

  it('says so when there are no groups', async () => {
    categoriesApi({ 'GET /api/category-types': () => item([]) })
    renderCategories()
    expect(await screen.findByText('No category groups yet')).toBeInTheDocument()
  })

  it('saves nothing, silently, when a new category is left without a name', async () => {
    const api = categoriesApi()
    const { user } = renderCategories()
    const section = within(await screen.findByRole('region', { name: 'Industries' }))
    await user.click(section.getByRole('button', { name: 'Add category' }))
    const input = section.getByRole('textbox', { name: 'New category name' })
    await user.type(input, '   {Enter}')
    expect(section.queryByRole('textbox', { name: 'New category name' })).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/api/categories')).toHaveLength(0)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('saves nothing when a rename empties the name, and keeps the old name', async () => {
    const api = categoriesApi()
    const { user } = renderCategories()
    await openMenu(user, 'Retail')
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }))
    const input = screen.getByRole('textbox', { name: 'Name of Retail' })
    await user.clear(input)
    await user.type(input, '{Enter}')
    expect(await rowOf('Retail')).toBeInTheDocument()
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0)
  })

  it('adds a named category at the end of its group', async () => {
    const api = categoriesApi({
      'POST /api/categories': () =>
        reply(201, item(category({ id: 12, name: 'Finance', type_id: 2, position: 2 }))),
    })
    const { user } = renderCategories()
    const section = within(await screen.findByRole('region', { name: 'Industries' }))
    await user.click(section.getByRole('button', { name: 'Add category' }))
    await user.type(section.getByRole('textbox', { name: 'New category name' }), 'Finance{Enter}')
    await waitFor(() => expect(api.callsTo('POST', '/api/categories')).toHaveLength(1))
    expect(api.callsTo('POST', '/api/categories')[0]?.body).toEqual({
      name: 'Finance',
      type_id: 2,
      parent_id: null,
    })
  })

  it('offers subcategories only while the group has levels left', async () => {
    categoriesApi()
    const { user } = renderCategories()
    await openMenu(user, 'Painting')
    expect(await screen.findByRole('menuitem', { name: 'Add subcategory' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await openMenu(user, 'Watercolour')
    await screen.findByRole('menuitem', { name: 'Rename' })
    expect(screen.queryByRole('menuitem', { name: 'Add subcategory' })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    // A flat group (1 level) never nests: no subcategory, no indent.
    await openMenu(user, 'Hospitality')
    await screen.findByRole('menuitem', { name: 'Rename' })
    expect(screen.queryByRole('menuitem', { name: 'Add subcategory' })).not.toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Indent' })).not.toBeInTheDocument()
  })

  it('moves a category with the row menu: one PUT with its parent and position', async () => {
    // The list read after the save holds the move, as the server would.
    let saved = false
    const moved = {
      ...topics,
      categories: topics.categories.map((c) =>
        c.id === 2 ? { ...c, parent_id: 1, position: 1 } : c,
      ),
    }
    const api = categoriesApi({
      'GET /api/category-types': () => item([saved ? moved : topics]),
      'PUT /api/categories/:id': () => {
        saved = true
        return item(category({ id: 2, name: 'Business', parent_id: 1, position: 1 }))
      },
    })
    const { user } = renderCategories()
    await openMenu(user, 'Business')
    await user.click(await screen.findByRole('menuitem', { name: 'Indent' }))
    await waitFor(() => expect(api.callsTo('PUT', '/api/categories/2')).toHaveLength(1))
    expect(api.callsTo('PUT', '/api/categories/2')[0]?.body).toEqual({ parent_id: 1, position: 1 })
    // Under Arts, after Painting's branch.
    await waitFor(async () => expect((await rowOf('Business')).dataset.depth).toBe('2'))
  })

  it('puts a refused move back where it was', async () => {
    categoriesApi({
      'PUT /api/categories/:id': () =>
        reply(422, {
          message: "Request couldn't be processed",
          errors: { parent_id: ['This group allows 3 levels of categories'] },
        }),
    })
    const { user } = renderCategories()
    await openMenu(user, 'Business')
    await user.click(await screen.findByRole('menuitem', { name: 'Indent' }))
    await waitFor(async () => expect((await rowOf('Business')).dataset.depth).toBe('1'))
  })
})

describe('Edit category group modal', { timeout: 30_000 }, () => {
  it('names the site features when none is chosen, and sends nothing', async () => {
    const api = categoriesApi()
    const { user } = renderCategories()
    await user.click(await screen.findByRole('button', { name: 'New category group' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'New category group' }))
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    expect(await dialog.findByText('Choose at least one of the site features')).toBeInTheDocument()
    expect(dialog.getByText('The name field is required.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/api/category-types')).toHaveLength(0)
  })

  it('edits a group: name, site features and levels', async () => {
    const api = categoriesApi({
      'PUT /api/category-types/:id': () => item({ ...topics, name: 'Subjects' }),
    })
    const { user } = renderCategories()
    await user.click(await screen.findByRole('button', { name: 'Edit group Topics' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit category group' }))
    const name = dialog.getByRole('textbox', { name: 'Name' })
    await user.clear(name)
    await user.type(name, 'Subjects')
    await user.click(dialog.getByRole('checkbox', { name: 'Polls' }))
    await user.click(dialog.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(api.callsTo('PUT', '/api/category-types/1')).toHaveLength(1))
    expect(api.callsTo('PUT', '/api/category-types/1')[0]?.body).toEqual({
      name: 'Subjects',
      categorizables: ['events', 'news', 'polls', 'resources'],
      max_depth: 3,
    })
  })
})
