import { Button, Group, Pagination, Stack } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { listRolesQuery } from '../api/list-roles'
import type { RoleViewer } from '../lib/role-access'
import { RoleModal } from './role-modal'
import { RolesTable } from './roles-table'

const EDITOR_PARAMS = ['create', 'edit', 'id']

const positiveInt = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}

/**
 * Spec 03 §2 Roles screen. The editor is a modal opened by the query string (`?create`,
 * `?edit&id=5`, spec 02 §2), so it has no route of its own and survives a reload.
 */
export function RolesScreen({ viewer }: { viewer: RoleViewer }) {
  const [params, setParams] = useSearchParams()
  const page = positiveInt(params.get('page')) ?? 1
  const roles = useQuery(listRolesQuery(page))
  const editing = params.has('edit') ? positiveInt(params.get('id')) : null
  const opened = params.has('create') || editing !== null

  const openEditor = (id: number | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous)
      EDITOR_PARAMS.forEach((name) => next.delete(name))
      if (id === null) next.set('create', '')
      else {
        next.set('edit', '')
        next.set('id', String(id))
      }
      return next
    })
  const closeEditor = useCallback(
    () =>
      setParams((previous) => {
        const next = new URLSearchParams(previous)
        EDITOR_PARAMS.forEach((name) => next.delete(name))
        return next
      }),
    [setParams],
  )
  const goToPage = (value: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous)
      next.set('page', String(value))
      return next
    })

  const totalPages = roles.data?.meta.pagination.total_pages ?? 1
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle>Roles</PageTitle>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openEditor(null)}>
          New Role
        </Button>
      </Group>
      {roles.isPending ? (
        <LoadingState label="Loading roles…" />
      ) : roles.isError ? (
        <ErrorState message="The roles could not be loaded." onRetry={() => void roles.refetch()} />
      ) : roles.data.data.length === 0 ? (
        <EmptyState>No roles found</EmptyState>
      ) : (
        <RolesTable roles={roles.data.data} onEdit={openEditor} />
      )}
      {totalPages > 1 && <Pagination total={totalPages} value={page} onChange={goToPage} />}
      <RoleModal opened={opened} roleId={editing} viewer={viewer} onClose={closeEditor} />
    </Stack>
  )
}
