type SigninMessage = { text: string; color: 'blue' | 'green' }

/** Spec 01 §2: the sign-in screen's messages by `?message=` key. */
const SIGNIN_MESSAGES = new Map<string, SigninMessage>([
  [
    'unauthorised',
    {
      text: 'You need to be signed in to do that. Sign in below or create a new account.',
      color: 'blue',
    },
  ],
  [
    'loginRequired',
    { text: 'You need to be signed in to access this site. Sign in below.', color: 'blue' },
  ],
  [
    'passwordReset',
    { text: 'Your password has been changed. Sign in with your new password.', color: 'green' },
  ],
])

export const signinMessageFor = (key: string | null) => (key ? SIGNIN_MESSAGES.get(key) : undefined)
