import type {
  CategoryGroup,
  TreeCategory,
} from '@/features/admin-categories/api/list-category-types'
import { CategoriesScreen } from '@/features/admin-categories/components/categories-screen'
import { item } from '../admin/helpers/fixtures'
import { mockApi } from '../admin/helpers/mock-api'
import { renderWithProviders } from '../admin/helpers/render'

/** Shared set-up of the admin category tree tests: a three-level group and a flat one. */
export const category = (overrides: Partial<TreeCategory> & { id: number; name: string }) => ({
  slug: overrides.name.toLowerCase().replace(/\W+/g, '-'),
  parent_id: null,
  type_id: 1,
  position: 0,
  img: null,
  group_id: null,
  ...overrides,
})

export const topics: CategoryGroup = {
  id: 1,
  name: 'Topics',
  categorizables: ['events', 'news', 'resources'],
  max_depth: 3,
  categories: [
    category({ id: 1, name: 'Arts', position: 0 }),
    category({ id: 2, name: 'Business', position: 1 }),
    category({ id: 3, name: 'Painting', parent_id: 1, position: 0 }),
    category({ id: 4, name: 'Watercolour', parent_id: 3, position: 0 }),
  ],
}

export const industries: CategoryGroup = {
  id: 2,
  name: 'Industries',
  categorizables: ['promotions', 'polls', 'surveys'],
  max_depth: 1,
  categories: [
    category({ id: 10, name: 'Retail', type_id: 2, position: 0 }),
    category({ id: 11, name: 'Hospitality', type_id: 2, position: 1 }),
  ],
}

export const categoriesApi = (overrides: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/category-types': () => item([topics, industries]),
    ...overrides,
  })

export const renderCategories = () =>
  renderWithProviders(<CategoriesScreen />, {
    route: '/admin/settings/categories',
    path: '/admin/settings/categories',
  })
