import { modals } from '@mantine/modals'
import { EXPLICIT_CLOSE_ONLY } from './modal-close'

/**
 * Opening a modal before the modal host has mounted would lose it: the host (ModalsProvider, in
 * app/overlays.tsx) loads lazily, and a member can click "Cancel order" on a freshly loaded page
 * before it arrives. These wrappers queue the call until the host says it is ready, and return the
 * modal's id at once so callers can still close it. Each closes only from its own buttons
 * (EXPLICIT_CLOSE_ONLY, spec 01 §5) unless the caller says otherwise.
 */
let ready = false
const waiting: (() => void)[] = []
let counter = 0

/** Called by the modal host once it is mounted. */
export const markModalHostReady = () => {
  ready = true
  for (const open of waiting.splice(0)) open()
}

const whenReady = (open: () => void) => (ready ? open() : waiting.push(open))

type ConfirmProps = Parameters<typeof modals.openConfirmModal>[0]
type ModalProps = Parameters<typeof modals.open>[0]

export const openConfirmModal = (props: ConfirmProps) => {
  const modalId = props.modalId ?? `confirm-${(counter += 1)}`
  whenReady(() => modals.openConfirmModal({ ...EXPLICIT_CLOSE_ONLY, ...props, modalId }))
  return modalId
}

export const openModal = (props: ModalProps) => {
  const modalId = props.modalId ?? `modal-${(counter += 1)}`
  whenReady(() => modals.open({ ...EXPLICIT_CLOSE_ONLY, ...props, modalId }))
  return modalId
}
