import { describe, expect, it } from 'vitest'
import { hasLanded } from '@/lib/coming-soon-screens'

describe('hasLanded', () => {
  it('knows the screens still to come, with their parameters, query strings and trailing slashes', () => {
    for (const path of [
      '/packages',
      '/packages/',
      '/packages/gold',
      '/packages?x=1',
      '/subscription',
    ])
      expect(hasLanded(path), path).toBe(false)
  })

  it('lets through every screen that exists, and addresses that only start like one to come', () => {
    for (const path of [
      '/',
      '/faq',
      '/pages/about-us',
      '/events',
      '/events/summer-social',
      '/forum',
      '/my-events',
      '/my-network',
      '/admin',
      '/members',
      '/members/ada-lovelace',
      '/news',
      '/news/summer-fair',
      '/my-news',
      '/resources',
      '/resources/a-guide',
      '/promotions',
      '/promotions/ten-percent-off',
      '/my-promotions',
      '/claimed-promotions',
      '/polls',
      '/polls/3',
      '/my-polls',
      '/surveys',
      '/surveys/4',
    ])
      expect(hasLanded(path), path).toBe(true)
    expect(hasLanded('/members/ada-lovelace/extra')).toBe(true)
  })
})
