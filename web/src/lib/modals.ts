import { modals } from '@mantine/modals'

/**
 * Spec 01 §5 ("Modal closing generally needs explicit close or cancel", M01-UI-04) and spec 02 §2
 * ("Editors block closing by escape or backdrop"): a modal closes only from its own Close, Cancel
 * or No, never from Escape or a click beside it, so a stray key or click cannot lose what it holds.
 * Every modal opened through this file gets it unless the caller says otherwise; the app theme
 * gives the same default to each Mantine Modal (app/theme.ts).
 */
export const EXPLICIT_CLOSE_ONLY = { closeOnEscape: false, closeOnClickOutside: false } as const

/**
 * Opening a modal before the modal host has mounted would lose it: the host (ModalsProvider, in
 * app/overlays.tsx) loads lazily, and a member can click "Cancel order" on a freshly loaded page
 * before it arrives. These wrappers queue the call until the host says it is ready, and return the
 * modal's id at once so callers can still close it.
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
