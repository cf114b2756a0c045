/**
 * The notifications the app sends. Later features add their kinds here; each names the email
 * template it uses and whether a member may turn its email off.
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
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'event.approved': {
    label: 'Your event is approved',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'event.lets_meet': {
    label: 'Someone at an event would like to meet you',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'event.order_placed': {
    label: 'Your tickets are booked',
    template: 'notification',
    email: true,
    push: false,
    canDisable: false,
  },
  'event.waitlist_offer': {
    label: 'A seat is free for you at an event you are waiting for',
    template: 'notification',
    email: true,
    push: false,
    canDisable: false,
  },
  'forum.mention': {
    label: 'Someone mentions you in the forum',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'group.join_request': {
    label: 'Someone asks to join a private group',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'group.join_accepted': {
    label: 'Your request to join a group is accepted',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'connection.requested': {
    label: 'A member asks to connect with you',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'connection.accepted': {
    label: 'A member accepts your connect request',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'member.reported': {
    label: 'A member is reported to the admins',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'message.received': {
    label: 'Someone sends you a message',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'comment.created': {
    label: 'Someone comments on your event, post or profile',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'comment.replied': {
    label: 'Someone replies to your comment',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'post.submitted': {
    label: 'A news post or resource is waiting for approval',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'post.approved': {
    label: 'Your news post or resource is approved',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'post.rejected': {
    label: 'Your news post or resource is not approved',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'promotion.claimed': {
    label: 'Someone claims your promotion',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'poll.submitted': {
    label: 'A poll or survey is waiting for approval',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'poll.approved': {
    label: 'Your poll or survey is approved',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'poll.rejected': {
    label: 'Your poll or survey is not approved',
    template: 'notification',
    email: true,
    push: false,
    canDisable: true,
  },
  'poll.vote-approved': {
    label: 'Your vote in a poll is approved',
    template: 'notification',
    email: false,
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
