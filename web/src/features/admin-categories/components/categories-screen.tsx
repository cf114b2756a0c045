import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  CATEGORIZABLE_LABELS,
  CATEGORIZABLES,
  type Categorizable,
} from '@worker/categories/categories.schemas'
import { AdminListScreen } from '@/components/admin/admin-list-screen'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { listCategoryTypesQuery, type CategoryGroup } from '../api/list-category-types'
import { CategoryGroupModal } from './category-group-modal'
import { CategoryTree } from './category-tree'

const isFeature = (feature: string): feature is Categorizable =>
  (CATEGORIZABLES as readonly string[]).includes(feature)
const labelOf = (feature: string) => (isFeature(feature) ? CATEGORIZABLE_LABELS[feature] : feature)

function GroupSection({ group, onEdit }: { group: CategoryGroup; onEdit: () => void }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`category-group-${group.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title
              order={2}
              size="h4"
              id={`category-group-${group.id}`}
              style={{ overflowWrap: 'anywhere' }}
            >
              {group.name}
            </Title>
            <Group gap={6} wrap="wrap">
              {group.categorizables.map((feature) => (
                <Badge key={feature} variant="light" color="gray" size="sm">
                  {labelOf(feature)}
                </Badge>
              ))}
              <Text size="xs" c="dimmed">
                {group.max_depth === 1 ? '1 level' : `${group.max_depth} levels`}
              </Text>
            </Group>
          </Stack>
          <Button
            variant="default"
            size="xs"
            onClick={onEdit}
            aria-label={`Edit group ${group.name}`}
          >
            Edit group
          </Button>
        </Group>
        <CategoryTree group={group} />
      </Stack>
    </Paper>
  )
}

/** Spec 02 §2: the categories and category groups screen, one section per group with its tree. */
export function CategoriesScreen() {
  const groups = useQuery(listCategoryTypesQuery())
  const [editing, setEditing] = useState<CategoryGroup | 'new' | null>(null)
  return (
    <AdminListScreen
      title="Categories"
      create={{ label: 'New category group', onClick: () => setEditing('new') }}
    >
      {groups.isPending ? (
        <ListLoading label="Loading the category groups…" />
      ) : groups.isError ? (
        <ErrorState
          message="The category groups could not be loaded."
          onRetry={() => void groups.refetch()}
        />
      ) : groups.data.length === 0 ? (
        <EmptyState>No category groups yet</EmptyState>
      ) : (
        groups.data.map((group) => (
          <GroupSection key={group.id} group={group} onEdit={() => setEditing(group)} />
        ))
      )}
      <CategoryGroupModal
        opened={editing !== null}
        group={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </AdminListScreen>
  )
}
