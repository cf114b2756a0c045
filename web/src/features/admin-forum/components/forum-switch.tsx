import { Switch } from '@mantine/core'
import { useSaveForumSettings } from '../api/save-forum-settings'

type Props = { isOn: boolean; reload?: () => void }

/** Spec 02 §4 forum toggle: saves is_forum_active, then the whole page reloads into the new state. */
export function ForumSwitch({ isOn, reload }: Props) {
  const save = useSaveForumSettings(reload)
  return (
    <Switch
      label={isOn ? 'The forum is on' : 'The forum is off'}
      description="Switching the forum off hides it from members; managers still see it."
      checked={save.isPending || save.isSuccess ? !isOn : isOn}
      disabled={save.isPending || save.isSuccess}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  )
}
