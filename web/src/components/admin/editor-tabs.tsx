import { Tabs } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'

export type EditorTab<T extends string> = {
  value: T
  label: string
  panel: ReactNode
  color?: string
  rightSection?: ReactNode
}

type Props<T extends string> = {
  /** `false` leaves a tab out, e.g. `canDelete && deleteTab`. */
  tabs: readonly (EditorTab<T> | false | null | undefined)[]
  /** The open tab; left out, the first tab opens and the tabs keep their own state. */
  value?: T
  onChange?: (value: T) => void
  /** Tabs marked red with an alert icon (spec 02 §8: a 422 marks the tab holding the field). */
  errorTabs?: ReadonlySet<string>
  /** Whether hidden panels stay mounted (Mantine's default: they do). */
  keepMounted?: boolean
}

/** An editor's tabs, declared as data so each editor lists only what it holds. */
export function EditorTabs<T extends string>({
  tabs,
  value,
  onChange,
  errorTabs,
  keepMounted,
}: Props<T>) {
  const shown = tabs.filter((tab): tab is EditorTab<T> => Boolean(tab))
  return (
    <Tabs
      value={value}
      defaultValue={shown[0]?.value}
      onChange={(next) => {
        const tab = shown.find((candidate) => candidate.value === next)
        if (tab) onChange?.(tab.value)
      }}
      keepMounted={keepMounted}
    >
      <Tabs.List>
        {shown.map((tab) => {
          const hasErrors = errorTabs?.has(tab.value) ?? false
          return (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              color={hasErrors ? 'red' : tab.color}
              rightSection={
                hasErrors ? <IconAlertCircle size={14} aria-label="has errors" /> : tab.rightSection
              }
            >
              {tab.label}
            </Tabs.Tab>
          )
        })}
      </Tabs.List>
      {shown.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}
