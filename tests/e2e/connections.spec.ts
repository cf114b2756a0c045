import { expect, test, type Browser } from '@playwright/test'
import { reuseSignIn, type SavedAccount } from './helpers'

/**
 * Issue 13, connections: one member clicks Connect on the other's profile, writes a message and
 * sends it; the other accepts on their requests screen and reads "You are now connected with
 * {name}"; both networks then hold the other. The pair (admin and contributor) has no request or
 * connection in the seed.
 */

const pageAs = async (browser: Browser, account: SavedAccount) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await reuseSignIn(page, account)
  return { context, page }
}

test('a member asks to connect, the other accepts and both see the connection', async ({
  browser,
}) => {
  const sender = await pageAs(browser, 'admin')
  const recipient = await pageAs(browser, 'contributor')

  // The sender asks from the recipient's profile: Connect, a message, Connect.
  await sender.page.goto('/members/chris-okafor')
  await expect(sender.page.getByRole('heading', { name: 'Chris Okafor', level: 1 })).toBeVisible()
  await sender.page.getByRole('button', { name: 'Connect with Chris Okafor' }).click()
  const modal = sender.page.getByRole('dialog', { name: 'Send connect request' })
  await expect(modal.getByText('Chris Okafor', { exact: true })).toBeVisible()
  await modal.getByRole('textbox', { name: /^Message/ }).fill('Good to meet you at the conference.')
  await modal.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(modal.getByText('Connect request sent')).toBeVisible()
  // It closes by itself, and the profile's button now offers to cancel.
  await expect(modal).toBeHidden()
  await expect(
    sender.page.getByRole('button', { name: 'Cancel connect request to Chris Okafor' }),
  ).toBeVisible()

  // The sender sees it among their sent requests, with Cancel.
  await sender.page.goto('/my-pending-requests')
  await expect(
    sender.page.getByRole('button', { name: 'Cancel request to Chris Okafor' }),
  ).toBeVisible()

  // The recipient answers it.
  await recipient.page.goto('/my-connection-requests')
  const requests = recipient.page.getByRole('list', { name: 'Requests to connect with you' })
  await expect(requests.getByText('Good to meet you at the conference.')).toBeVisible()
  await recipient.page.getByRole('button', { name: 'Accept Alex Morgan' }).click()
  await expect(recipient.page.getByText('You are now connected with Alex Morgan')).toBeVisible()
  await expect(requests.getByText('Alex Morgan')).toBeHidden()

  await recipient.page.goto('/my-network')
  await expect(
    recipient.page.getByRole('list', { name: 'Your connections' }).getByText('Alex Morgan'),
  ).toBeVisible()

  // The sender is told, and has the recipient in their network.
  await sender.page.goto('/notifications')
  await expect(sender.page.getByText('Chris Okafor accepted your connect request')).toBeVisible()
  await sender.page.goto('/my-network')
  await expect(sender.page.getByText('Chris Okafor')).toBeVisible()

  await sender.context.close()
  await recipient.context.close()
})

test('the demo member reveals more of their network and requests a few at a time', async ({
  page,
}) => {
  await reuseSignIn(page, 'member')
  await page.goto('/my-network')
  const network = page.getByRole('list', { name: 'Your connections' })
  await expect(network.getByRole('listitem')).toHaveCount(3)
  await page.getByRole('button', { name: 'Show more' }).click()
  await expect(network.getByRole('listitem')).toHaveCount(7)

  await page.getByRole('link', { name: 'Requests', exact: true }).click()
  const requests = page.getByRole('list', { name: 'Requests to connect with you' })
  await expect(requests.getByRole('listitem')).toHaveCount(8)
  await page.getByRole('button', { name: 'Show more' }).click()
  await expect(requests.getByRole('listitem')).toHaveCount(10)
})
