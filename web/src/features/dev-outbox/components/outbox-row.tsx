import { Button, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { formatDateTime, isoString } from '@/lib/dates'
import type { OutboxEmail } from '../api/list-outbox'
import { LinkifiedText } from './linkified-text'

const wrap = { overflowWrap: 'anywhere' } as const

/** One sent email: subject and recipient, when, and its body in a panel row below. */
export function OutboxRow({ email }: { email: OutboxEmail }) {
  const [open, setOpen] = useState(false)
  const panelId = `outbox-body-${email.id}`
  return (
    <>
      <Table.Tr>
        <Table.Td style={wrap}>
          <Text fw={600} size="sm">
            {email.subject}
          </Text>
          <Text size="sm" c="dimmed">
            To {email.to}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm" component="time" dateTime={isoString(email.created_at)}>
            {formatDateTime(email.created_at)}
          </Text>
        </Table.Td>
        <Table.Td>
          <Button
            size="compact-sm"
            variant="light"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={`${open ? 'Hide' : 'Read'} "${email.subject}"`}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide' : 'Read'}
          </Button>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr id={panelId}>
          <Table.Td colSpan={3}>
            <Text component="div" size="sm" style={{ ...wrap, whiteSpace: 'pre-wrap' }}>
              <LinkifiedText text={email.text} />
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  )
}
