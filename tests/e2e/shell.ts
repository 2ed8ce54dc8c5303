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
