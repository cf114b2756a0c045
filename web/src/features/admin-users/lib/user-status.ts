/** is_active on a user: 1 active, 0 inactive, -1 requested (spec 02 §4). */
export const STATUS_LABELS: Record<number, { label: string; color: string }> = {
  1: { label: 'Active', color: 'green' },
  0: { label: 'Inactive', color: 'gray' },
  [-1]: { label: 'Requested', color: 'yellow' },
}

export const statusLabel = (isActive: number) =>
  STATUS_LABELS[isActive] ?? { label: 'Unknown', color: 'gray' }
