import { Avatar, type AvatarProps } from '@mantine/core'
import { safeImageSrc } from '@/lib/safe-url'

/** What a member's picture needs: their picture, or their initials on a colour of their name. */
export type AvatarUser = { full_name: string; img: string | null; initials: string }

/** A member's picture, or their initials when they have none (spec 01 §2). Decorative: the name is beside it. */
export function MemberAvatar({
  user,
  size = 40,
  ...props
}: { user: AvatarUser | null; size?: number } & Omit<AvatarProps, 'src' | 'size'>) {
  return (
    <Avatar
      // Only an app path or a web address; anything else shows the initials (security suite 4).
      src={safeImageSrc(user?.img)}
      alt=""
      radius="xl"
      size={size}
      color="initials"
      name={user?.full_name}
      aria-hidden
      {...props}
    >
      {user?.initials ?? '?'}
    </Avatar>
  )
}
