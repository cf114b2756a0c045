import { expect, test } from '@playwright/test'

// The worker tests run under Vite's dev flag; this checks the headers of the built app itself.
test('the built app sends the production CSP and security headers on pages and the API', async ({
  request,
}) => {
  for (const path of ['/', '/events/some-deep-link', '/api/me', '/api/no-such-route']) {
    const res = await request.get(path)
    const csp = res.headers()['content-security-policy'] ?? ''
    expect(csp, path).toContain("script-src 'self'")
    // Inline styles are allowed (Mantine); inline scripts never are.
    expect(csp.match(/script-src[^;]*/)?.[0], path).not.toContain('unsafe-inline')
    expect(csp, path).toContain("object-src 'none'")
    expect(csp, path).toContain("frame-ancestors 'none'")
    expect(res.headers()['strict-transport-security'], path).toContain('max-age=31536000')
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff')
  }
})

test('the pages run under that CSP without violations', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  for (const path of ['/', '/signin', '/signup']) {
    await page.goto(path)
    await expect(page.locator('#root')).not.toBeEmpty()
  }
  await page.getByLabel('Forename').fill('Checking the captcha')
  await expect(page.getByText('Verified.')).toBeAttached({ timeout: 20_000 })
  expect(violations).toEqual([])
})
