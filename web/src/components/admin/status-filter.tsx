import { Badge, SegmentedControl, Select } from '@mantine/core'
import type { Ref } from 'react'

/** Spec 02 §3: the statuses of content an administrator approves. */
export type ContentStatus = 'draft' | 'pending' | 'approved' | 'rejected'

const LABELS: Record<ContentStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
}
const COLOURS: Record<ContentStatus, string> = {
  draft: 'gray',
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
}
const ALL = 'all'

type Props<S extends ContentStatus> = {
  /** The statuses this content has, in the spec's order. */
  statuses: readonly S[]
  value: string | undefined
  /** null for All. */
  onChange: (status: S | null) => void
}

/** Spec 02 §3 "Admin lists filter by status": All or one status. */
export function StatusFilter<S extends ContentStatus>({ statuses, value, onChange }: Props<S>) {
  return (
    <SegmentedControl
      aria-label="Status"
      data={[
        { value: ALL, label: 'All' },
        ...statuses.map((status) => ({ value: status, label: LABELS[status] })),
      ]}
      value={statuses.find((status) => status === value) ?? ALL}
      onChange={(next) => onChange(statuses.find((status) => status === next) ?? null)}
    />
  )
}

export function StatusBadge({ status }: { status: ContentStatus }) {
  return (
    <Badge variant="light" color={COLOURS[status]} miw="max-content">
      {LABELS[status]}
    </Badge>
  )
}

type SelectProps<S extends ContentStatus> = {
  /** The statuses this content has, in the spec's order. */
  statuses: readonly S[]
  value: S | undefined
  onChange: (status: S | undefined) => void
  ref?: Ref<HTMLInputElement>
  name?: string
  error?: string
}

/** Spec 02 §4, §6: an editor's status field (the caller shows it to managers only). */
export function StatusSelect<S extends ContentStatus>(props: SelectProps<S>) {
  const { statuses, value, onChange, ref, name, error } = props
  return (
    <Select
      label="Status"
      ref={ref}
      name={name}
      data={statuses.map((status) => ({ value: status, label: LABELS[status] }))}
      value={value ?? null}
      onChange={(next) => onChange(statuses.find((status) => status === next))}
      allowDeselect={false}
      error={error}
      w={{ base: '100%', xs: 240 }}
    />
  )
}
