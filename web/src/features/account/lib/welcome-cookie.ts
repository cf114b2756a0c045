/** Spec 01 §4: the welcome message is shown once per browser, remembered for a year. */
export const WELCOME_COOKIE = 'welcome_message_seen'

export const hasSeenWelcome = () =>
  document.cookie.split(';').some((part) => part.trim().startsWith(`${WELCOME_COOKIE}=`))

export const markWelcomeSeen = () => {
  document.cookie = `${WELCOME_COOKIE}=1; path=/; max-age=31536000; SameSite=Lax`
}
