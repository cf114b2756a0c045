/** Spec 02 §4: an item approved in the last seven days is flagged in the admin lists. */
const RECENTLY_APPROVED_MS = 7 * 86_400_000

export const isRecentlyApproved = (
  row: { status: string; approvedAt: string | null },
  now = Date.now(),
) =>
  row.status === 'approved' &&
  row.approvedAt !== null &&
  now - Date.parse(row.approvedAt) < RECENTLY_APPROVED_MS
