import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Modal, Stepper } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { ReserveOrderInput } from '@worker/events/event-orders.schemas'
import type { EventResource } from '@worker/events/events.schemas'
import { showErrorAlert } from '@/components/error-alert'
import { ApiError } from '@/lib/api-errors'
import { invalidateEventData } from '@/lib/event-keys'
import { applyFormErrors } from '@/lib/form-errors'
import { useMe } from '@/lib/session'
import { useConfirmOrder, type PlacedOrder } from '../api/confirm-order'
import { orderCostQuery, type OrderCostParams } from '../api/get-order-cost'
import { useReserveOrder } from '../api/reserve-order'
import {
  attendeesForm,
  chooseDefaults,
  chooseForm,
  fullSubevents,
  needsAttendees,
  validCount,
  type AttendeesValues,
  type ChooseValues,
} from '../lib/order-form'
import { useDebouncedParams } from '../lib/use-debounced-params'
import { AttendeeDetailsStep } from './attendee-details-step'
import { ChooseTicketsStep } from './choose-tickets-step'
import { OrderPlacedStep } from './order-placed-step'

/**
 * Spec 01 §4, 03 §2: the 'Order Tickets' modal — choose tickets, confirm the order with attendee
 * details (reserve, then confirm and pay), order placed.
 */

type Props = {
  event: EventResource
  opened: boolean
  onClose: () => void
  /** Once the modal has gone and given focus back (to the button that opened it, if still there). */
  onClosed?: () => void
}

const STEPS = ['Choose tickets', 'Confirm order', 'Order placed'] as const

/** Splits a 422's fields between the attendee step and the choose step. */
const splitFields = (error: ApiError) => {
  const entries = Object.entries(error.fields)
  const onDetails = entries.filter(([key]) => key.startsWith('attendees') || key === 'captcha')
  const onChoice = entries.filter(([key]) => !key.startsWith('attendees') && key !== 'captcha')
  return {
    details: new ApiError(error.status, error.message, Object.fromEntries(onDetails)),
    choice:
      onChoice.length > 0
        ? new ApiError(error.status, error.message, Object.fromEntries(onChoice))
        : null,
  }
}

/** A field, or the step's main button (data-autofocus), for focus to move to. */
const STEP_FOCUS = 'input:not([type=hidden]):not(:disabled), textarea, select, [data-autofocus]'

/**
 * Moves focus into a step when the step changes: the button pressed (Next, Confirm) has gone with
 * its step, and focus would otherwise fall out of the dialog. The checked choice, the first field
 * or the step's main button; the modal itself places focus on opening.
 */
const useStepFocus = (step: number) => {
  const content = useRef<HTMLDivElement>(null)
  const shown = useRef(step)
  useEffect(() => {
    if (shown.current === step) return
    shown.current = step
    const root = content.current
    const checked = root?.querySelector<HTMLElement>('input[data-autofocus]')
    const target = checked ?? root?.querySelector<HTMLElement>(STEP_FOCUS)
    target?.focus()
  }, [step])
  return content
}

function OrderFlow({
  event,
  onBusy,
  onClose,
}: {
  event: EventResource
  onBusy: (busy: boolean) => void
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const me = useMe()
  const signedIn = Boolean(me.data)
  const narrow = useMediaQuery('(max-width: 36em)')
  const [step, setStep] = useState(0)
  const [busy, setBusyState] = useState(false)
  const [conflict, setConflict] = useState<string | null>(null)
  const [placed, setPlaced] = useState<PlacedOrder | null>(null)
  const [captchaKey, setCaptchaKey] = useState(0)
  // A reservation whose confirm failed is confirmed again rather than reserved twice.
  const [held, setHeld] = useState<{
    key: string
    order: { id: number; reference: string }
  } | null>(null)
  const reserve = useReserveOrder()
  const confirm = useConfirmOrder()

  const choose = useForm<ChooseValues>({
    resolver: zodResolver(chooseForm(event.custom_attrs)),
    defaultValues: chooseDefaults(event),
  })
  const details = useForm<AttendeesValues>({
    resolver: zodResolver(attendeesForm(signedIn)),
    defaultValues: { attendees: [], captcha: '' },
  })

  const [ticketId, total, subevents, attrText, attrSelect, attrCheck] = useWatch({
    control: choose.control,
    name: ['ticket_id', 'total_tickets', 'subevents', 'attr_text', 'attr_select', 'attr_check'],
  })
  const count = validCount(total)
  const params: OrderCostParams = {
    event_id: event.id,
    ticket_id: ticketId ? Number(ticketId) : null,
    total_tickets: count ?? 1,
    subevents: subevents.map(Number),
    attr_text: attrText,
    attr_select: attrSelect,
    attr_check: attrCheck,
  }
  const settled = useDebouncedParams(params, 250)
  // Once placed, the price is history: the invalidation after the order must not ask again.
  const cost = useQuery({ ...orderCostQuery(settled), enabled: count !== null && step < 2 })

  // Counts on the event page and my tickets change; after the cost query has stopped (step 3).
  useEffect(() => {
    if (placed) void invalidateEventData(queryClient)
  }, [placed, queryClient])

  const setBusy = (next: boolean) => {
    setBusyState(next)
    onBusy(next)
  }

  const toDetails = choose.handleSubmit((chosen) => {
    const n = validCount(chosen.total_tickets) ?? 1
    const current = details.getValues('attendees')
    const first = me.data
      ? { full_name: me.data.full_name, email: me.data.email }
      : { full_name: '', email: '' }
    const attendees = needsAttendees(n, signedIn)
      ? Array.from(
          { length: n },
          (_, i) => current[i] ?? (i === 0 ? first : { full_name: '', email: '' }),
        )
      : []
    details.reset({ attendees, captcha: details.getValues('captcha') })
    setConflict(null)
    setStep(1)
  })

  const reserveInput = (attendees: AttendeesValues): ReserveOrderInput => {
    const chosen = choose.getValues()
    const n = validCount(chosen.total_tickets) ?? 1
    const full = fullSubevents(event, cost.data?.unavailable_subevents ?? [], n)
    return {
      event_id: event.id,
      ticket_id: Number(chosen.ticket_id),
      total_tickets: n,
      subevents: chosen.subevents.filter((id) => !full.has(id)).map(Number),
      attr_text: chosen.attr_text,
      attr_select: chosen.attr_select,
      attr_check: chosen.attr_check,
      attendees: attendees.attendees,
      ...(signedIn ? {} : { captcha: attendees.captcha }),
    }
  }

  const fail = (error: unknown) => {
    if (!(error instanceof ApiError)) return applyFormErrors(details, error)
    if (error.status === 409) {
      setHeld(null)
      setConflict(error.message || 'There are not enough tickets left.')
      setStep(0)
      void invalidateEventData(queryClient)
      return
    }
    if (error.status === 422) {
      const { details: onDetails, choice } = splitFields(error)
      if (choice) {
        setStep(0)
        // The choose step mounts again first; then its fields can take the messages.
        setTimeout(() => applyFormErrors(choose, choice))
      }
      if (!choice || Object.keys(onDetails.fields).length > 0) applyFormErrors(details, onDetails)
      return
    }
    // 401 has already gone to sign-in; everything else goes to the general error handler.
    if (error.status !== 401) showErrorAlert(error)
  }

  const submit = details.handleSubmit(async (attendees) => {
    if (!cost.data || busy) return
    const input = reserveInput(attendees)
    const key = JSON.stringify({ ...input, captcha: undefined })
    setBusy(true)
    setConflict(null)
    let reserved = false
    try {
      const order = held?.key === key ? held.order : await reserve.mutateAsync(input)
      reserved = true
      setHeld({ key, order })
      const done = await confirm.mutateAsync({
        id: order.id,
        json: {
          reference: order.reference,
          payment_method: cost.data.total_cost === 0 ? 'free' : 'offline',
        },
      })
      setHeld(null)
      setPlaced(done)
      setStep(2)
    } catch (error) {
      // A captcha solution is single-use: a failed reservation needs a fresh one.
      if (!reserved && !signedIn) {
        details.setValue('captcha', '')
        setCaptchaKey((k) => k + 1)
      }
      fail(error)
    } finally {
      setBusy(false)
    }
  })

  const ticket = event.tickets.find((t) => String(t.id) === ticketId)
  const content = useStepFocus(step)
  return (
    <Stepper active={step} size="sm" allowNextStepsSelect={false}>
      {STEPS.map((label, i) => (
        <Stepper.Step key={label} label={!narrow || i === step ? label : undefined}>
          <div ref={i === step ? content : undefined}>
            {i === 0 && (
              <>
                {conflict && (
                  <Alert color="red" title="Not enough tickets" role="alert" mb="md">
                    {conflict}
                  </Alert>
                )}
                <ChooseTicketsStep
                  event={event}
                  form={choose}
                  cost={cost}
                  onNext={() => void toDetails()}
                />
              </>
            )}
            {i === 1 && cost.data && (
              <AttendeeDetailsStep
                form={details}
                ticketLabel={ticket?.label ?? 'Ticket'}
                count={count ?? 1}
                cost={cost.data}
                needsCaptcha={!signedIn}
                captchaKey={captchaKey}
                busy={busy}
                onBack={() => setStep(0)}
                onConfirm={() => void submit()}
              />
            )}
            {i === 2 && placed && (
              <OrderPlacedStep event={event} order={placed} signedIn={signedIn} onClose={onClose} />
            )}
          </div>
        </Stepper.Step>
      ))}
    </Stepper>
  )
}

/**
 * Closes only from its own × or buttons, never Escape or a click beside it (spec 01 §5: the
 * attendee details typed would be lost); the × goes while an order is being sent.
 */
export function OrderTicketsModal({ event, opened, onClose, onClosed }: Props) {
  const narrow = useMediaQuery('(max-width: 36em)')
  const [busy, setBusy] = useState(false)
  const close = () => {
    if (!busy) onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Order Tickets"
      size="lg"
      fullScreen={narrow}
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={!busy}
      onExitTransitionEnd={onClosed}
    >
      {opened && <OrderFlow event={event} onBusy={setBusy} onClose={close} />}
    </Modal>
  )
}
