import { slugBase } from '../../worker/lib/slug-text.ts'
import { daysAgo, insert, q } from './sql.ts'

/**
 * The category tree (spec 02 §2, §9): the event and post seeds made flat groups; this one gives
 * them levels and nested subcategories, and adds the groups for promotions, polls and surveys and
 * for the forum, so the admin tree and the editors' path labels show at once.
 */

type Branch = { name: string; children?: Branch[] }

const EVENT_CHILDREN: Record<string, Branch[]> = {
  Workshops: [
    { name: 'Photography' },
    { name: 'Coding', children: [{ name: 'Web basics' }, { name: 'Data for beginners' }] },
  ],
  Talks: [{ name: 'Leadership' }, { name: 'Local history' }],
  Social: [{ name: 'Quiz nights' }],
}

const POST_CHILDREN: Record<string, Branch[]> = {
  Community: [{ name: 'Volunteering' }, { name: 'Neighbourhood' }],
  Business: [{ name: 'Funding' }],
}

const NEW_GROUPS: { name: string; features: string[]; levels: number; tree: Branch[] }[] = [
  {
    name: 'Industries',
    features: ['promotions', 'polls', 'surveys'],
    levels: 2,
    tree: [
      { name: 'Retail', children: [{ name: 'Food & drink' }, { name: 'Fashion' }] },
      { name: 'Hospitality', children: [{ name: 'Cafés' }, { name: 'Hotels' }] },
      { name: 'Professional services', children: [{ name: 'Legal' }, { name: 'Accounting' }] },
      { name: 'Creative' },
    ],
  },
  {
    name: 'Forum tags',
    features: ['forum'],
    levels: 1,
    tree: [
      { name: 'Introductions' },
      { name: 'Help wanted' },
      { name: 'Announcements' },
      { name: 'Off-topic' },
    ],
  },
]

const stamp = daysAgo(180)
const slugOf = (group: string, name: string) => slugBase(`${group} ${name}`, 'category')

/** Rows for `branches` of `group` under the parent `parentId` (SQL: NULL at the root). */
const branchRows = (group: string, branches: Branch[], parentId: string): string[] =>
  branches.flatMap((branch, position) => {
    const slug = slugOf(group, branch.name)
    return [
      `INSERT INTO categories (name, slug, type_id, parent_id, position, created_at, updated_at) SELECT ${q(branch.name)}, ${q(slug)}, ct.id, ${parentId}, ${position}, ${q(stamp)}, ${q(stamp)} FROM category_types ct WHERE ct.name = ${q(group)};`,
      ...branchRows(
        group,
        branch.children ?? [],
        `(SELECT id FROM categories WHERE slug = ${q(slug)})`,
      ),
    ]
  })

/** Children under the existing flat roots (found by name within their group). */
const nestUnder = (group: string, children: Record<string, Branch[]>) =>
  Object.entries(children).flatMap(([root, branches]) =>
    branchRows(
      group,
      branches,
      `(SELECT c.id FROM categories c JOIN category_types t ON t.id = c.type_id WHERE t.name = ${q(group)} AND c.name = ${q(root)} AND c.parent_id IS NULL)`,
    ),
  )

export const seedCategories = (): string[] => [
  `UPDATE category_types SET max_depth = 3 WHERE name = 'Event topics';`,
  `UPDATE category_types SET max_depth = 2 WHERE name = 'News and resource topics';`,
  ...nestUnder('Event topics', EVENT_CHILDREN),
  ...nestUnder('News and resource topics', POST_CHILDREN),
  ...NEW_GROUPS.flatMap((group) => [
    insert('category_types', {
      name: group.name,
      categorizables: JSON.stringify(group.features),
      max_depth: group.levels,
      created_at: stamp,
      updated_at: stamp,
    }),
    ...branchRows(group.name, group.tree, 'NULL'),
  ]),
]
