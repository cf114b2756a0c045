import { can, canAny, isAdmin, type PolicySubject } from '../lib/policy'
import type { PollType } from '../db/schema'

/**
 * Who may do what with polls and surveys (spec 02 §4, §6; spec 03 §6). Pure, so the web hides the
 * same buttons; the worker checks again. Surveys follow the poll rules: their manage keys are the
 * poll one and the survey one.
 */
export const POLL_MANAGE_KEYS = {
  poll: ['polls.manage'],
  survey: ['polls.manage', 'surveys.manage'],
} as const satisfies Record<PollType, readonly string[]>

/** An event's poll or survey also needs an event key (spec 03 §6, M03-PERM-29/30). */
export const EVENT_POLL_KEYS = {
  poll: ['polls.create', 'polls.manage'],
  survey: ['polls.create', 'polls.manage', 'surveys.create', 'surveys.manage'],
} as const satisfies Record<PollType, readonly string[]>
export const EVENT_KEYS = ['events.create', 'events.manage'] as const

export const canManagePolls = (subject: PolicySubject, type: PollType) =>
  subject.user !== null && canAny(subject, POLL_MANAGE_KEYS[type])

/** The owner, or a holder of the type's manage key, edits and deletes (spec 02 §6). */
export const canEditPoll = (
  subject: PolicySubject,
  type: PollType,
  poll: { userId: number | null },
) => subject.user !== null && (poll.userId === subject.user.id || canManagePolls(subject, type))

export const canCreateEventPoll = (subject: PolicySubject, type: PollType) =>
  canAny(subject, EVENT_POLL_KEYS[type]) && canAny(subject, EVENT_KEYS)

/**
 * Dates once saved (spec 02 §4 "except by an admin"): the admin and super_admin roles, and the
 * type's manage key, which the roles editor gives to whoever runs polls.
 */
export const canChangeDates = (subject: PolicySubject, type: PollType) =>
  isAdmin(subject) || canManagePolls(subject, type)

/**
 * A poll is NEW until it has a vote (approved or pending) or its start has passed: until then
 * nobody has seen its options, so whoever may edit it may change them (spec 02 §4, M02-POLL-07).
 * Afterwards only polls.manage may (a survey: its manage keys), since votes point at options.
 */
export const isNewPoll = (
  poll: { startsAt: string; totalVotes: number; totalPendingVotes: number },
  now = Date.now(),
) => poll.totalVotes + poll.totalPendingVotes === 0 && Date.parse(poll.startsAt) > now

export const canEditOptions = (
  subject: PolicySubject,
  type: PollType,
  poll: { startsAt: string; totalVotes: number; totalPendingVotes: number },
  now = Date.now(),
) => canManagePolls(subject, type) || isNewPoll(poll, now)

/** Voter export (spec 02 §7): polls.export-voters, or surveys.export-voters for a survey. */
export const canExportVoters = (subject: PolicySubject, type: PollType) =>
  can(subject, 'polls.export-voters') ||
  (type === 'survey' && can(subject, 'surveys.export-voters'))
