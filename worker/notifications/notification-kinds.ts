/**
 * The notifications the app sends. Later features add their kinds here; each names the email
 * template it uses (its own key; 'notification', the generic one, until migrated rows give it its
 * own) and, by default, whether a member may turn it off. The push template's key is the kind.
 * Once the templates exist their can_disable and active win (worker/templates/template-rules.ts).
 */
export const NOTIFICATION_KINDS = {
  'user.requested': {
    label: 'Someone asks to join the community',
    template: 'admin.user_requested',
    email: true,
    push: false,
    canDisable: true,
  },
  'user.approved': {
    label: 'Your membership is approved',
    template: 'user.approved',
    email: true,
    push: false,
    canDisable: false,
  },
  'event.submitted': {
    label: 'An event is waiting for approval',
    template: 'event.submitted',
    email: true,
    push: false,
    canDisable: true,
  },
  'event.approved': {
    label: 'Your event is approved',
    template: 'event.approved',
    email: true,
    push: false,
    canDisable: true,
  },
  'event.lets_meet': {
    label: 'Someone at an event would like to meet you',
    template: 'event.lets_meet',
    email: true,
    push: false,
    canDisable: true,
  },
  'event.order_placed': {
    label: 'Your tickets are booked',
    template: 'event.order_placed',
    email: true,
    push: false,
    canDisable: false,
  },
  'event.waitlist_offer': {
    label: 'A seat is free for you at an event you are waiting for',
    template: 'event.waitlist_offer',
    email: true,
    push: false,
    canDisable: false,
  },
  'forum.mention': {
    label: 'Someone mentions you in the forum',
    template: 'forum.mention',
    email: true,
    push: false,
    canDisable: true,
  },
  'group.join_request': {
    label: 'Someone asks to join a private group',
    template: 'group.join_request',
    email: true,
    push: false,
    canDisable: true,
  },
  'group.join_accepted': {
    label: 'Your request to join a group is accepted',
    template: 'group.join_accepted',
    email: true,
    push: false,
    canDisable: true,
  },
  'connection.requested': {
    label: 'A member asks to connect with you',
    template: 'connection.requested',
    email: true,
    push: false,
    canDisable: true,
  },
  'connection.accepted': {
    label: 'A member accepts your connect request',
    template: 'connection.accepted',
    email: true,
    push: false,
    canDisable: true,
  },
  'member.reported': {
    label: 'A member is reported to the admins',
    template: 'member.reported',
    email: true,
    push: false,
    canDisable: true,
  },
  'message.received': {
    label: 'Someone sends you a message',
    template: 'message.received',
    email: true,
    push: false,
    canDisable: true,
  },
  'comment.created': {
    label: 'Someone comments on your event, post or profile',
    template: 'comment.created',
    email: true,
    push: false,
    canDisable: true,
  },
  'comment.replied': {
    label: 'Someone replies to your comment',
    template: 'comment.replied',
    email: true,
    push: false,
    canDisable: true,
  },
  'post.submitted': {
    label: 'A news post or resource is waiting for approval',
    template: 'post.submitted',
    email: true,
    push: false,
    canDisable: true,
  },
  'post.approved': {
    label: 'Your news post or resource is approved',
    template: 'post.approved',
    email: true,
    push: false,
    canDisable: true,
  },
  'post.rejected': {
    label: 'Your news post or resource is not approved',
    template: 'post.rejected',
    email: true,
    push: false,
    canDisable: true,
  },
  'promotion.claimed': {
    label: 'Someone claims your promotion',
    template: 'promotion.claimed',
    email: true,
    push: false,
    canDisable: true,
  },
  'poll.submitted': {
    label: 'A poll or survey is waiting for approval',
    template: 'poll.submitted',
    email: true,
    push: false,
    canDisable: true,
  },
  'poll.approved': {
    label: 'Your poll or survey is approved',
    template: 'poll.approved',
    email: true,
    push: false,
    canDisable: true,
  },
  'poll.rejected': {
    label: 'Your poll or survey is not approved',
    template: 'poll.rejected',
    email: true,
    push: false,
    canDisable: true,
  },
  'poll.vote-approved': {
    label: 'Your vote in a poll is approved',
    template: 'poll.vote-approved',
    email: false,
    push: false,
    canDisable: true,
  },
  'faq.question': {
    label: 'A visitor asks a question through the FAQ page',
    template: 'faq.question',
    email: true,
    push: false,
    canDisable: true,
  },
  // Not an in-app notification: the daily email of worker/digest/, listed so a member can turn it off.
  digest: {
    label: 'The daily digest: new threads and events, and what you have not read',
    template: 'digest',
    email: true,
    push: false,
    canDisable: true,
  },
} as const satisfies Record<
  string,
  { label: string; template: string; email: boolean; push: boolean; canDisable: boolean }
>

export type NotificationKind = keyof typeof NOTIFICATION_KINDS
export const NOTIFICATION_KEYS = Object.keys(NOTIFICATION_KINDS) as [
  NotificationKind,
  ...NotificationKind[],
]
