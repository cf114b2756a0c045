import { Alert, Button, Fieldset, Group, Stack, Switch, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useId, useState, type FormEvent } from 'react'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '@/lib/api-errors'
import type { NotificationPreference } from '../api/list-notification-preferences'
import { useSaveNotificationPreferences } from '../api/save-notification-preferences'

const PREFERENCES_SAVED_MESSAGE = 'Notification preferences saved'

type Props = { userId: number; preferences: NotificationPreference[] }

type Problems = { rows: Record<number, string>; form: string | null }

const NO_PROBLEMS: Problems = { rows: {}, form: null }

/** A refused save: `notifications.N` messages go beside row N, anything else above Save. */
const problemsFrom = (error: unknown): Problems => {
  if (!(error instanceof ApiError)) return { rows: {}, form: DEFAULT_ERROR_MESSAGE }
  const rows: Record<number, string> = {}
  const other: string[] = []
  for (const [key, messages] of Object.entries(error.fields)) {
    const row = /^notifications\.(\d+)$/.exec(key)?.[1]
    if (row === undefined) other.push(...messages)
    else rows[Number(row)] = messages.join('\n')
  }
  if (Object.keys(rows).length === 0 && other.length === 0) other.push(...error.messages)
  return { rows, form: other.length > 0 ? other.join('\n') : null }
}

/**
 * One switch per kind for email. Kinds the member may not turn off are shown, disabled, as
 * "Always sent"; push is disabled everywhere until the app can send it. Save sends every row.
 */
export function NotificationPreferencesForm({ userId, preferences }: Props) {
  const [rows, setRows] = useState(preferences)
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS)
  const save = useSaveNotificationPreferences()
  const pushNoteId = useId()
  const alwaysSentId = useId()

  const setEmail = (notification: string, email: boolean) =>
    setRows((current) =>
      current.map((r) => (r.notification === notification ? { ...r, email } : r)),
    )

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setProblems(NO_PROBLEMS)
    save.mutate(
      { userId, rows },
      {
        onSuccess: (saved) => {
          setRows(saved)
          notifications.show({ color: 'green', message: PREFERENCES_SAVED_MESSAGE })
        },
        // Only a 422 or a local failure is shown here; the API client alerted the others.
        onError: (error) => {
          if (error instanceof ApiError && error.status !== 422) return
          setProblems(problemsFrom(error))
        },
      },
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Choose which notifications we also send you by email.{' '}
          <span id={pushNoteId}>Push notifications arrive with the app.</span>
        </Text>
        {rows.map((row, index) => (
          <Fieldset key={row.notification} legend={row.label} variant="default">
            <Stack gap="xs">
              {!row.can_disable && (
                <Text id={`${alwaysSentId}-${index}`} size="sm" c="dimmed">
                  Always sent
                </Text>
              )}
              <Group gap="xl" align="flex-start">
                <Switch
                  label="Email"
                  checked={row.email}
                  onChange={(event) => setEmail(row.notification, event.currentTarget.checked)}
                  disabled={!row.can_disable}
                  aria-describedby={row.can_disable ? undefined : `${alwaysSentId}-${index}`}
                  error={problems.rows[index]}
                />
                <Switch label="Push" checked={row.push} disabled aria-describedby={pushNoteId} />
              </Group>
            </Stack>
          </Fieldset>
        ))}
        {problems.form && (
          <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
            {problems.form}
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Save
        </Button>
      </Stack>
    </form>
  )
}
