import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { exportVotersHref } from '../api/export-links'

type Option = { id: number; value: string }

type Props = {
  type: 'poll' | 'survey'
  /** The poll or survey; null while closed. */
  item: { id: number; title: string } | null
  /** Its options (a survey's are grouped by poll), undefined while they load. */
  groups: { title: string; options: readonly Option[] }[] | undefined
  onClose: () => void
}

/**
 * Spec 02 §7 voter export: choose options, then download the members who voted for them
 * (GET …/export-users?options[]=…). Only for holders of the export-voters key.
 */
export function ExportVotersModal({ type, item, groups, onClose }: Props) {
  return (
    <Modal opened={item !== null} onClose={onClose} title="Export voters" size="md">
      {item && <ExportBody type={type} item={item} groups={groups} onClose={onClose} />}
    </Modal>
  )
}

function ExportBody({ type, item, groups, onClose }: Props & { item: { id: number } }) {
  const [chosen, setChosen] = useState<number[]>([])
  const toggle = (id: number, on: boolean) =>
    setChosen((now) => (on ? [...now, id] : now.filter((c) => c !== id)))
  return (
    <Stack gap="md">
      {groups === undefined ? (
        <Text size="sm">Loading the options…</Text>
      ) : (
        groups.map((group, index) => (
          <Checkbox.Group key={index} label={group.title}>
            <Stack gap={6} mt={6}>
              {group.options.map((option) => (
                <Checkbox
                  key={option.id}
                  label={option.value}
                  checked={chosen.includes(option.id)}
                  onChange={(e) => toggle(option.id, e.currentTarget.checked)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        ))
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        {chosen.length > 0 ? (
          <Button component="a" href={exportVotersHref(type, item.id, chosen)} download>
            Download CSV
          </Button>
        ) : (
          <Button disabled>Download CSV</Button>
        )}
      </Group>
    </Stack>
  )
}
