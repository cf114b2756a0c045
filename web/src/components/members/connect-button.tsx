import { Button, Group, Text } from '@mantine/core'
import { IconCheck, IconUserPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { signInPathFor } from '@/lib/api-client'
import { useMe } from '@/lib/session'
import { CancelConnectModal } from './cancel-connect-modal'
import { ConnectRequestModal } from './connect-request-modal'

/** A member as the directory lists them (spec 01 §3 Member), with what the button needs. */
export type ConnectableMember = {
  id: number
  full_name: string
  img: string | null
  initials: string
  is_connected: boolean
  connect_requested: boolean
  /** Spec 01 §2: the button is only for members with a site; null hides it. */
  site_id?: number | null
}

type State = 'can-connect' | 'requested' | 'connected'

const stateOf = (member: ConnectableMember): State =>
  member.is_connected ? 'connected' : member.connect_requested ? 'requested' : 'can-connect'

type Props = { member: ConnectableMember; size?: 'xs' | 'sm' | 'md' }

/**
 * Connect → Cancel-connect → Connected (spec 01 §2, §4). Connect opens the send connect request
 * modal, Cancel-connect the cancel modal; the state follows the server's answer at once and the
 * directory's cards refresh behind it. Hidden for oneself and for members without a site; a
 * visitor is sent to sign in and brought back (spec 01 §6).
 */
export function ConnectButton({ member, size = 'sm' }: Props) {
  const me = useMe()
  const navigate = useNavigate()
  const location = useLocation()
  const fromProps = stateOf(member)
  // What this button learnt from its own calls, until the directory's answer changes.
  const [local, setLocal] = useState<{ state: State; requestId?: number; over: State } | null>(null)
  const [modal, setModal] = useState<'connect' | 'cancel' | null>(null)

  if (member.site_id === null) return null
  if (me.data && me.data.id === member.id) return null
  const state = local && local.over === fromProps ? local.state : fromProps

  const open = (which: 'connect' | 'cancel') => {
    if (!me.isPending && !me.data) return navigate(signInPathFor(location))
    setModal(which)
  }

  return (
    <>
      {state === 'connected' ? (
        <Group gap={4} wrap="nowrap">
          <IconCheck size={16} aria-hidden color="var(--mantine-color-green-7)" />
          <Text size="sm" fw={600} c="green.8">
            Connected
          </Text>
        </Group>
      ) : state === 'requested' ? (
        <Button
          size={size}
          variant="default"
          onClick={() => open('cancel')}
          aria-label={`Cancel connect request to ${member.full_name}`}
        >
          Cancel connect
        </Button>
      ) : (
        <Button
          size={size}
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => open('connect')}
          aria-label={`Connect with ${member.full_name}`}
        >
          Connect
        </Button>
      )}
      {modal === 'connect' && (
        <ConnectRequestModal
          member={member}
          onClose={() => setModal(null)}
          onSent={(result) =>
            setLocal({
              state: result.status === 'accepted' ? 'connected' : 'requested',
              requestId: result.id,
              over: fromProps,
            })
          }
        />
      )}
      {modal === 'cancel' && (
        <CancelConnectModal
          member={member}
          requestId={local?.requestId}
          onClose={() => setModal(null)}
          onCancelled={() => setLocal({ state: 'can-connect', over: fromProps })}
        />
      )}
    </>
  )
}
