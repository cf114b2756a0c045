import { Button, Group, Paper, Stack } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { useSettings } from '@/lib/site-settings'
import { listForumCategoriesQuery } from '../api/list-forum-categories'
import { ForumCategoriesTable } from './forum-categories-table'
import { ForumCategoryModal } from './forum-category-modal'
import { ForumSwitch } from './forum-switch'

const EDITOR_PARAMS = ['create', 'edit', 'id']

const positiveInt = (value: string | null) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}

type Props = {
  /** forum-categories.manage: New, Edit and Delete. */
  canEditCategories: boolean
  /** sites.set.settings: the forum on/off switch. */
  canSwitchForum: boolean
  /** Replaced in tests; the app reloads the page after the switch (spec 02 §4). */
  reload?: () => void
}

/**
 * Spec 02 §2 Forum screen: the categories with their counts, their editor (a modal opened by the
 * query string, `?create` or `?edit&id=5`, so it survives a reload) and the forum on/off switch.
 */
export function ForumAdminScreen({ canEditCategories, canSwitchForum, reload }: Props) {
  const [params, setParams] = useSearchParams()
  const categories = useQuery(listForumCategoriesQuery())
  const settings = useSettings()
  const editingId = params.has('edit') ? positiveInt(params.get('id')) : null
  const editing = categories.data?.find((c) => c.id === editingId) ?? null
  const creating = params.has('create')

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
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          EDITOR_PARAMS.forEach((name) => next.delete(name))
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  // An address naming a category that is not (or no longer) there opens nothing.
  const unknownEdit = editingId !== null && categories.isSuccess && editing === null
  useEffect(() => {
    if (unknownEdit) closeEditor()
  }, [unknownEdit, closeEditor])

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle>Forum</PageTitle>
        {canEditCategories && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openEditor(null)}>
            New Category
          </Button>
        )}
      </Group>
      {canSwitchForum && settings.data && (
        <Paper withBorder p="md">
          <ForumSwitch isOn={settings.data.is_forum_active} reload={reload} />
        </Paper>
      )}
      {categories.isPending ? (
        <LoadingState label="Loading categories…" />
      ) : categories.isError ? (
        <ErrorState
          message="The forum categories could not be loaded."
          onRetry={() => void categories.refetch()}
        />
      ) : categories.data.length === 0 ? (
        <EmptyState>No categories found</EmptyState>
      ) : (
        <ForumCategoriesTable
          categories={categories.data}
          canEdit={canEditCategories}
          onEdit={openEditor}
        />
      )}
      {canEditCategories && (
        <ForumCategoryModal
          opened={creating || editing !== null}
          category={editing}
          onClose={closeEditor}
        />
      )}
    </Stack>
  )
}
