import type { Page } from '@playwright/test'

/** The main menu, opened through the hamburger first on a phone. */
export async function mainMenu(page: Page) {
  const hamburger = page.getByRole('banner').getByRole('button', { name: 'Menu' })
  if (
    (await hamburger.isVisible()) &&
    (await hamburger.getAttribute('aria-expanded')) === 'false'
  ) {
    await hamburger.click()
  }
  return page.getByRole('navigation', { name: 'Main' })
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) <= 767.98

/** Logs in as the demo member (the embedded store's login page) and lands on the dashboard. */
export async function signIn(page: Page) {
  await page.goto('/login')
  const form = page.getByRole('form', { name: 'Log In' })
  await form.getByLabel('Email address').fill('demo@clearhome.example')
  await form.getByLabel('Password').fill('clearhome-demo')
  await form.getByRole('button', { name: 'Log In' }).click()
  await page.waitForURL('**/membership/dashboard')
}
