import { z } from 'zod'
import { pagingQuery } from '../lib/paging'
import { imageRef } from '../uploads/uploads.schemas'

/** The site features a category group may apply to (spec 02 §3, spec 03 §3). */
export const CATEGORIZABLES = [
  'events',
  'news',
  'polls',
  'surveys',
  'promotions',
  'resources',
  'packages',
  'forum',
] as const
export type Categorizable = (typeof CATEGORIZABLES)[number]

/** How the admin screen names each feature. */
export const CATEGORIZABLE_LABELS: Record<Categorizable, string> = {
  events: 'Events',
  news: 'News',
  polls: 'Polls',
  surveys: 'Surveys',
  promotions: 'Promotions',
  resources: 'Resources',
  packages: 'Member packages',
  forum: 'Forum',
}

/** Spec 02 §9: the admin tree nests at most 10 levels, 1 by default. */
export const MAX_TREE_DEPTH = 10
/** Spec 02 §9: the inline (picker) tree adds children only while depth is below 3. */
export const INLINE_TREE_DEPTH = 3

/** Spec 03 §5: the categorizables field is called 'site features' in messages. */
export const CATEGORY_MESSAGES = {
  nameRequired: 'The name field is required.',
  nameTooLong: 'The name must be 100 characters or fewer',
  siteFeaturesRequired: 'Choose at least one of the site features',
  siteFeatureUnknown: 'Choose site features from the list',
  levels: `Levels must be between 1 and ${MAX_TREE_DEPTH}`,
  levelsBelowTree: 'Categories already nest deeper than that; move them up first',
  typeRequired: 'Choose a category group',
  typeUnknown: 'That category group does not exist',
  parentUnknown: 'That parent category does not exist',
  parentOtherGroup: 'The parent must be in the same category group',
  parentCycle: 'A category cannot go inside itself or one of its children',
  tooDeep: (levels: number) =>
    `This group allows ${levels} ${levels === 1 ? 'level' : 'levels'} of categories`,
} as const

const name = z
  .string({ error: CATEGORY_MESSAGES.nameRequired })
  .trim()
  .min(1, CATEGORY_MESSAGES.nameRequired)
  .max(100, CATEGORY_MESSAGES.nameTooLong)

/** `categorizables[]=events&categorizables[]=news`, `categorizables=events,news` or one value. */
const featureListParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim()),
  )
  .pipe(z.array(z.enum(CATEGORIZABLES, { error: CATEGORY_MESSAGES.siteFeatureUnknown })).max(20))

/** GET /api/category-types: only the groups applying to any of these features. */
export const listCategoryTypesQuery = z.object({
  categorizables: featureListParam.optional(),
  'categorizables[]': featureListParam.optional(),
})
export type ListCategoryTypesQuery = z.infer<typeof listCategoryTypesQuery>

/** A category group as the "Edit category group" modal saves it (spec 03 §2, §5). */
export const categoryTypeInput = z.object({
  name,
  categorizables: z
    .array(z.enum(CATEGORIZABLES, { error: CATEGORY_MESSAGES.siteFeatureUnknown }), {
      error: CATEGORY_MESSAGES.siteFeaturesRequired,
    })
    .min(1, CATEGORY_MESSAGES.siteFeaturesRequired)
    .max(CATEGORIZABLES.length)
    .transform((list) => [...new Set(list)]),
  max_depth: z
    .number({ error: CATEGORY_MESSAGES.levels })
    .int(CATEGORY_MESSAGES.levels)
    .min(1, CATEGORY_MESSAGES.levels)
    .max(MAX_TREE_DEPTH, CATEGORY_MESSAGES.levels)
    .default(1),
})
export type CategoryTypeInput = z.input<typeof categoryTypeInput>

const parentId = z.number().int().positive().nullable()
const position = z.number().int().min(0).max(100_000)

/** POST /api/categories: a new category, last among its siblings unless a position is given. */
export const createCategoryInput = z.object({
  name,
  type_id: z.number({ error: CATEGORY_MESSAGES.typeRequired }).int().positive(),
  parent_id: parentId.optional(),
  position: position.optional(),
  img: imageRef.nullable().optional(),
})
export type CreateCategoryInput = z.infer<typeof createCategoryInput>

/**
 * PUT /api/categories/{id}: any of the fields. A drag and drop sends {parent_id, position} for
 * the one moved category (spec 02 §4); its siblings shift in the same batch.
 */
export const updateCategoryInput = z.object({
  name: name.optional(),
  type_id: z.number().int().positive().optional(),
  parent_id: parentId.optional(),
  position: position.optional(),
  img: imageRef.nullable().optional(),
})
export type UpdateCategoryInput = z.infer<typeof updateCategoryInput>

export const listCategoriesQuery = pagingQuery(100).and(
  z.object({
    type_id: z.coerce.number().int().positive().optional(),
    /** Only categories whose group applies to this feature, e.g. events. */
    categorizable: z.enum(CATEGORIZABLES).optional(),
  }),
)

export type ListCategoriesQuery = z.infer<typeof listCategoriesQuery>

export type CategoryResource = {
  id: number
  name: string
  slug: string
  parent_id: number | null
  type_id: number | null
  position: number
  img: string | null
  group_id: number | null
}

export type CategoryTypeResource = {
  id: number
  name: string
  categorizables: string[]
  max_depth: number
  categories: CategoryResource[]
}
