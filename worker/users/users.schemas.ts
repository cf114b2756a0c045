import { flagParam } from '../lib/query-lists'
import { z } from 'zod'
import { personName, TITLES } from '../auth/auth.schemas'
import { pagingQuery } from '../lib/paging'
import { imageRef } from '../uploads/uploads.schemas'

/** Admin list filters (spec 02 §4): userStatus 1 active, 0 inactive, -1 requested, 2 expired. */
export const listUsersQuery = pagingQuery(15).and(
  z.object({
    userStatus: z.coerce
      .number()
      .int()
      .refine((v) => [1, 0, -1, 2].includes(v), 'Unknown status')
      .optional(),
    q: z.string().trim().max(100).optional(),
    full_name: z.string().trim().max(100).optional(),
    email: z.string().trim().max(254).optional(),
    role_id: z.coerce.number().int().positive().optional(),
    /** Spec 02 §6 moderator filter: 1 moderators only, 0 everyone else. */
    is_forum_mod: flagParam.optional(),
  }),
)

export const userIdParam = z.object({ id: z.coerce.number().int().positive() })

export const CONTACT_KEYS = ['tel', 'mob', 'website', 'twitter', 'linkedin', 'facebook'] as const
export type ContactKey = (typeof CONTACT_KEYS)[number]
export const CONTACT_LABELS: Record<ContactKey, string> = {
  tel: 'Telephone',
  mob: 'Mobile',
  website: 'Website',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
}

const contactValue = z
  .string()
  .trim()
  .max(200, 'Use at most 200 characters')
  .regex(/^[^\p{Cc}<>"]*$/u, 'Remove the < > " characters')
  .optional()

/** Contact details and which of them the profile shows (`visible`). */
export const contactablesInput = z
  .object({
    tel: contactValue,
    mob: contactValue,
    website: contactValue,
    twitter: contactValue,
    linkedin: contactValue,
    facebook: contactValue,
    visible: z.array(z.enum(CONTACT_KEYS)).max(CONTACT_KEYS.length).optional(),
  })
  .strict()

/** A custom attribute's value: text or a select's option, a checkboxes list, or 1/0 (spec 01 §9). */
export const customAttrValue = z.union([
  z.string().trim().max(500),
  z.array(z.string().trim().max(200)).max(50),
  z.number(),
])
export const customAttrsInput = z.record(
  z.string().regex(/^\w{1,60}$/, 'Unknown attribute'),
  customAttrValue,
)

const optionalText = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters`).nullable()

/**
 * What a member edits on their own profile (and an admin on anyone's): spec 02 §3 User profile,
 * contact and directory fields. The profile form validates with this very schema.
 */
export const profileInput = z.object({
  title: z.enum(TITLES),
  forename: personName('Forename'),
  surname: personName('Surname'),
  company: optionalText(100),
  industry: optionalText(100),
  bio: optionalText(5000),
  interests: z.array(z.string().trim().min(1).max(40)).max(30),
  img: imageRef.nullable(),
  contactables: contactablesInput,
  show_connections: z.boolean(),
  in_directory: z.boolean(),
  /** A gazetteer id from GET /api/places; the API stores its name and centre. */
  place_id: z.string().trim().max(40).nullable(),
  custom_attrs: customAttrsInput,
})

export type ProfileInput = z.infer<typeof profileInput>

/** PUT /api/users/:id: any of the profile fields, plus what only admins change. */
export const updateUserInput = profileInput
  .extend({
    is_active: z.union([z.literal(1), z.literal(0)], {
      error: 'Status must be active (1) or inactive (0)',
    }),
    role_id: z.number().int().positive().nullable(),
    is_forum_mod: z.boolean(),
  })
  .partial()
  .strict()

export type ListUsersQuery = z.infer<typeof listUsersQuery>
export type UpdateUserInput = z.infer<typeof updateUserInput>
