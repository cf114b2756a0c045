import { can, canManageItem, type PolicySubject } from '../lib/policy'

/** Who may do what with events (spec 02 §6). Pure, so the web app hides the same buttons. */

/** Creating needs events.create, for managers too (the editor asks the same). */
export const canCreateEvent = (subject: PolicySubject) =>
  subject.user !== null && can(subject, 'events.create')

/** The owner, or anyone holding events.manage, may edit and delete an event. */
export const canEditEvent = (
  subject: PolicySubject,
  event: { user_id?: number | null; userId?: number | null },
) => canManageItem(subject, event, 'events.manage')

/** Setting a status (approving, rejecting) is for event managers only. */
export const canSetEventStatus = (subject: PolicySubject) =>
  subject.user !== null && can(subject, 'events.manage')

/** Adding, removing and exporting attendees is for event managers only. */
export const canManageAttendees = (subject: PolicySubject) =>
  subject.user !== null && can(subject, 'events.manage')
