import { daysAgo, json, q } from './sql.ts'

/**
 * The settings the footer, GDPR and email digest screens edit (issue 16): the header and footer
 * links (the pages seed makes about-us and code-of-conduct; /faq is a system page), a GDPR
 * reminder after 12 months, and the digest at 08:00 London time.
 */
const SETTINGS: Record<string, unknown> = {
  // One header link: with the eight feature links the member header stays on one line at 1280 px
  // (the footer carries the rest).
  links_header: [{ label: 'About us', href: '/pages/about-us' }],
  links_footer: [
    { label: 'About', href: '/pages/about-us' },
    { label: 'FAQ', href: '/faq' },
    { label: 'Code of conduct', href: '/pages/code-of-conduct' },
    // The FAQ's question form reaches the admins: the site's way to get in touch.
    { label: 'Contact', href: '/faq#ask' },
  ],
  gdpr_settings: {
    signup: {
      content:
        'We keep the details you give us to run your membership. Your profile is shown to other members as you choose, and we email you about events and discussions you follow. We never sell your details. You can change your choices or delete your account at any time from your account page.',
      modified: null,
    },
    reminder: {
      content:
        'It has been a while since you last visited. Please check that your profile and contact details are still right, or delete your account if you no longer wish to be a member.',
      threshold: '12 months',
    },
  },
  email_digest: { send_at: '08:00' },
}

export const seedSettingsScreens = () =>
  Object.entries(SETTINGS).map(
    ([key, value]) =>
      `INSERT OR REPLACE INTO site_settings (key, value, updated_at) VALUES (${q(key)}, ${json(value)}, ${q(daysAgo(200))});`,
  )
