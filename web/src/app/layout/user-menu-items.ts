import type { PolicySubject } from '@worker/lib/policy'
import { canAny, canSeeAdminArea } from '@/lib/access'
import type { NavItem } from '@/components/layout/main-nav'

export type QuickCreateItem = { key: string; label: string; noun: string }

const QUICK_CREATE: (QuickCreateItem & { permissions: string[] })[] = [
  { key: 'event', label: 'New event', noun: 'events', permissions: ['events.create'] },
  {
    key: 'poll',
    label: 'New poll',
    noun: 'polls',
    permissions: ['polls.create', 'polls.create-billable', 'polls.manage'],
  },
  {
    key: 'survey',
    label: 'New survey',
    noun: 'surveys',
    permissions: ['surveys.create', 'surveys.create-billable', 'surveys.manage'],
  },
  {
    key: 'resource',
    label: 'New resource',
    noun: 'resources',
    permissions: ['resources.create', 'resources.manage'],
  },
  {
    key: 'post',
    label: 'New post',
    noun: 'news posts',
    permissions: ['news.create', 'news.create-billable', 'news.manage'],
  },
  {
    key: 'promotion',
    label: 'New promotion',
    noun: 'promotions',
    permissions: ['promotions.create', 'promotions.create-billable'],
  },
]

/** The user panel's own links; the admin area only for those who can open some part of it. */
export const userLinksFor = (subject: PolicySubject): NavItem[] => [
  { label: 'My events', to: '/my-events' },
  { label: 'My tickets', to: '/my-tickets' },
  { label: 'My network', to: '/my-network' },
  { label: 'Notifications', to: '/notifications' },
  { label: 'Your account', to: '/account' },
  ...(canSeeAdminArea(subject) ? [{ label: 'Admin area', to: '/admin' }] : []),
]

/** Quick-create buttons of the user panel (spec 01 §2), each shown only with its permission. */
export const quickCreateFor = (subject: PolicySubject): QuickCreateItem[] =>
  QUICK_CREATE.filter((q) => canAny(subject, q.permissions)).map(({ key, label, noun }) => ({
    key,
    label,
    noun,
  }))
