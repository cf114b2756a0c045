import { zodResolver } from '@hookform/resolvers/zod'
import { ActionIcon, Alert, Button, Group, Menu, Modal, Stack, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDots, IconFlag, IconUserCancel, IconUserCheck } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { REASON_MAX, reportMemberInput } from '@worker/connections/connections.schemas'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { openConfirmModal } from '@/lib/modals'
import { useMe } from '@/lib/session'
import { blockedQueryOptions, useBlockMember, useReportMember } from './connection-api'

type Props = { member: { id: number; full_name: string } }

/**
 * Block or report a member, from their profile (beyond the spec). Blocking asks first and ends a
 * connection and pending requests between the two; reporting sends a reason to the admins. Only
 * for signed-in members looking at someone else.
 */
export function MemberSafetyMenu({ member }: Props) {
  const me = useMe()
  const self = me.data?.id === member.id
  const blocked = useQuery({ ...blockedQueryOptions(member.id), enabled: !!me.data && !self })
  const block = useBlockMember()
  const [reporting, setReporting] = useState(false)
  if (!me.data || self) return null
  const isBlocked = blocked.data === true

  const toggleBlock = () => {
    const run = () =>
      block.mutate(
        { userId: member.id, block: !isBlocked },
        {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: isBlocked
                ? `${member.full_name} is unblocked`
                : `${member.full_name} is blocked`,
            }),
        },
      )
    if (isBlocked) return run()
    openConfirmModal({
      title: `Block ${member.full_name}?`,
      children: (
        <Text size="sm">
          They will no longer find you in the directory, connect with you or message you. Any
          connection or pending request between you ends. They are not told.
        </Text>
      ),
      labels: { confirm: 'Block', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: run,
    })
  }

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`More actions for ${member.full_name}`}
            loading={block.isPending}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={
              isBlocked ? (
                <IconUserCheck size={16} aria-hidden />
              ) : (
                <IconUserCancel size={16} aria-hidden />
              )
            }
            onClick={toggleBlock}
            disabled={blocked.isPending}
          >
            {isBlocked ? 'Unblock member' : 'Block member'}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() => setReporting(true)}
          >
            Report member
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {reporting && <ReportMemberModal member={member} onClose={() => setReporting(false)} />}
    </>
  )
}

type ReportValues = z.input<typeof reportMemberInput>

/** The reason goes to the admins; closes from its own buttons only, 400 ms after sending. */
export function ReportMemberModal({ member, onClose }: Props & { onClose: () => void }) {
  const report = useReportMember()
  const [done, setDone] = useState<string | null>(null)
  const closeSoon = useCloseAfterSave(onClose)
  const form = useForm<ReportValues, unknown, z.output<typeof reportMemberInput>>({
    resolver: zodResolver(reportMemberInput),
    defaultValues: { user_id: member.id, reason: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await report.mutateAsync(values)
      setDone(result.message)
      closeSoon()
    } catch (error) {
      if (error instanceof ApiError && error.status !== 422 && error.status !== 409) return
      applyFormErrors(form, error)
    }
  })

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Report ${member.full_name}`}
      closeOnEscape={false}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close report' }}
      centered
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Tell the admins what happened. They will see your name and your reason, not the member.
          </Text>
          <Textarea
            label="Reason"
            required
            rows={5}
            maxLength={REASON_MAX}
            error={errors.reason?.message}
            disabled={done !== null}
            {...form.register('reason')}
          />
          {errors.root?.server?.message && (
            <Alert color="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {errors.root.server.message}
            </Alert>
          )}
          {done && (
            <Alert color="green" role="status">
              {done}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={isSubmitting} disabled={done !== null}>
              Send report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
