/** Query keys of the account screen, all under 'account' so one invalidation refreshes them. */
export const accountKeys = {
  all: ['account'] as const,
  notificationPreferences: (userId: number) =>
    [...accountKeys.all, 'notification-preferences', userId] as const,
}
