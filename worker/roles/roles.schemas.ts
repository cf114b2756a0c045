import { z } from 'zod'
import { pagingQuery } from '../lib/paging'

const legacyRole = z.enum(['admin', 'member'], {
  error: 'The legacy role must be admin or member.',
})

export const roleInput = z.object({
  label: z
    .string({ error: 'The label field is required.' })
    .trim()
    .min(1, 'The label field is required.')
    .max(60, 'The label may be at most 60 characters.')
    .regex(/^[^\p{Cc}]*$/u, 'The label may not contain control characters.'),
  legacy_role: legacyRole.default('member'),
  permissions: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
})

/** An edit keeps the role's legacy role unless it names one. */
export const updateRoleInput = roleInput.extend({ legacy_role: legacyRole.optional() })

export const roleIdParam = z.object({ id: z.coerce.number().int().positive() })
export const listRolesQuery = pagingQuery(100)

export type RoleInput = z.infer<typeof roleInput>
export type UpdateRoleInput = z.infer<typeof updateRoleInput>

/** A role's permission keys, as json_group_array writes them in roles.queries. */
export const permissionKeys = z.array(z.string())

export type RoleResource = {
  id: number
  key: string
  label: string
  legacy_role: string
  is_system: boolean
  permissions: z.infer<typeof permissionKeys>
  total_users: number
}

export type PermissionResource = {
  key: string
  label: string
  feature: string
  default_roles: string[]
  warning: string | null
}
