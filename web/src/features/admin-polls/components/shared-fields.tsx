import { useQuery } from '@tanstack/react-query'
import { POLL_MESSAGES, POLL_STATUSES, type PollStatus } from '@worker/polls/polls.schemas'
import { CategoriesSelect } from '@/components/admin/content-fields'
import { StatusSelect } from '@/components/admin/status-filter'
import { pollCategoriesQuery } from '../api/list-categories'
import { oneMonthAfter } from '../lib/london-dates'
import { DateField } from './date-field'

type Field<T> = { value: T; onChange: (value: T) => void; error?: string }

/** Status (spec 02 §6: managers only; the caller leaves it out for others). */
export function StatusField({ value, onChange, error }: Field<PollStatus | undefined>) {
  return <StatusSelect statuses={POLL_STATUSES} value={value} onChange={onChange} error={error} />
}

export function CategoriesField({
  categorizable,
  value,
  onChange,
  error,
}: Field<number[]> & { categorizable: 'polls' | 'surveys' }) {
  const categories = useQuery(pollCategoriesQuery(categorizable))
  return (
    <CategoriesSelect
      options={categories.data}
      loading={categories.isPending}
      value={value}
      onChange={onChange}
      error={error}
    />
  )
}

type DatesProps = {
  start: Field<string>
  end: Field<string>
  /** Spec 02 §4: dates are fixed once saved, except for an admin (the worker's can_edit_dates). */
  locked: boolean
}

/**
 * Start and end dates (London days). The end starts one month after the start (spec 02 §9) and
 * follows the start while it still reads so; once the user picks another end it stays.
 */
export function DateRangeFields({ start, end, locked }: DatesProps) {
  const description = locked ? POLL_MESSAGES.datesLocked : undefined
  return (
    <>
      <DateField
        label="Start date"
        value={start.value}
        onChange={(date) => {
          if (end.value === '' || end.value === oneMonthAfter(start.value))
            end.onChange(oneMonthAfter(date))
          start.onChange(date)
        }}
        error={start.error}
        disabled={locked}
        description={description}
      />
      <DateField
        label="End date"
        value={end.value}
        onChange={end.onChange}
        error={end.error}
        disabled={locked}
        description={description}
      />
    </>
  )
}
