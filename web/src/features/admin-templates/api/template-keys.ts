/** Query keys of the email and push template screens. */
export const templateKeys = {
  all: ['templates'] as const,
  email: ['templates', 'email'] as const,
  push: ['templates', 'push'] as const,
}
