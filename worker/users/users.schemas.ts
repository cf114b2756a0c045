import { flagParam } from '../lib/query-lists'
import { z } from 'zod'
import { personName, TITLES } from '../auth/auth.schemas'
import { pagingQuery } from '../lib/paging'

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

/** The fields this admin screens change; the full user editor extends it. */
export const updateUserInput = z
  .object({
    title: z.enum(TITLES),
    forename: personName('Forename'),
    surname: personName('Surname'),
    company: z.string().trim().max(100).nullable(),
    industry: z.string().trim().max(100).nullable(),
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
