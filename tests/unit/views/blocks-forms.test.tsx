// @vitest-environment jsdom
/**
 * What a shopper sees in three views (catalogue §2 "Ingredient explorer", "Shoppable download";
 * the store host's login form): the explorer's ingredients with their heading level, rating and
 * function; the download block's image, description and readiness; the login button's spinner.
 * The network is faked at HTTP (tests/model/store-fake.ts); every flow runs its production actors
 * (the download's stored sign-up read is held until the test lets it run).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AnyActorLogic } from 'xstate'
import type { ExplorerIngredient } from '#machines/ingredient-explorer/machine'
import shoppableDownloadActors from '#machines/shoppable-download/actors'
import type { SignupRecord } from '#machines/shoppable-download/machine'
import { IngredientExplorer } from '~/components/blocks/IngredientExplorer'
import { ShoppableDownload } from '~/components/blocks/ShoppableDownload'
import { LoginForm } from '~/components/store-host/LoginForm'
import { shoppableDownload } from '~/content/blocks/marketing'
import { assignLocation } from '~/lib/navigation'
import { renderShell, seededQueryClient } from '../../model/shell-harness'
import { fakeStore } from '../../model/store-fake'
import { exactly, gated, whenSettled } from '../../model/view-runner'

vi.mock('~/lib/navigation', () => ({ assignLocation: vi.fn() }))

afterEach(() => {
  window.localStorage.clear()
  vi.mocked(assignLocation).mockClear()
})

// ---------------------------------------------------------------------------------------------
// Ingredient explorer
// ---------------------------------------------------------------------------------------------

const PRODUCTS = 'GET /api/ingredients/products'
const LIST = 'GET /api/ingredients/list'

/** One ingredient with everything, one with no rating, no function, no description, no products. */
const rated: ExplorerIngredient = {
  id: 101,
  name: 'Sodium citrate',
  function: '<p>Softens water</p>',
  description: '<p>A salt of citric acid.</p>',
  rating: 4,
  products: [{ name: 'Free & Clear Laundry Liquid', slug: 'free-clear-laundry' }],
}
const bare: ExplorerIngredient = {
  id: 102,
  name: 'Water',
  function: '',
  description: '',
  rating: null,
  products: [],
}

const item = (id: number) => document.getElementById(String(id))!

beforeAll(async () => {
  await import('~/api/catalogue/ingredient-explorer')
})

async function mountExplorer(
  props: { title?: string; headingLevel?: 1 | 2; initial?: ExplorerIngredient[] } = {},
) {
  const store = fakeStore({ [PRODUCTS]: 'hold', [LIST]: 'hold' })
  await renderShell(() => <IngredientExplorer title="Explore what is inside" {...props} />)
  return store
}

/** Answers whatever the explorer still waits on (nothing is left pending for the next test). */
async function drain(store: ReturnType<typeof fakeStore>, ingredients: ExplorerIngredient[] = []) {
  await whenSettled(() => expect(store.waiting(LIST)).toBeGreaterThan(0))
  while (store.waiting(PRODUCTS)) await store.answer(PRODUCTS, { json: [] })
  while (store.waiting(LIST)) await store.answer(LIST, { json: ingredients })
}

describe('ingredient explorer', () => {
  it('shows the server list with ingredient names one level below the block title', async () => {
    const store = await mountExplorer({ initial: [rated, bare] })
    expect(screen.getByRole('heading', { level: 2, name: 'Explore what is inside' })).toBeVisible()
    expect(within(item(101)).getByRole('heading', { name: 'Sodium citrate' }).tagName).toBe('H3')
    expect(within(item(102)).getByRole('heading', { name: 'Water' }).tagName).toBe('H3')
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)
    expect(screen.queryAllByRole('heading', { level: 1 })).toHaveLength(0)
    await drain(store)
  })

  it('on a page whose title is the h1, ingredient names are h2', async () => {
    const store = await mountExplorer({ headingLevel: 1, initial: [rated] })
    expect(screen.getByRole('heading', { level: 1, name: 'Explore what is inside' })).toBeVisible()
    expect(screen.getByRole('heading', { level: 2, name: 'Sodium citrate' }).tagName).toBe('H2')
    expect(screen.getAllByRole('heading')).toHaveLength(2)
    await drain(store)
  })

  it('shows the rating and function only for an ingredient that has them [Catalogue §2.116]', async () => {
    const store = await mountExplorer({ initial: [rated, bare] })
    const withAll = item(101)
    expect(within(withAll).getByText(exactly('Rating: 4'))).toBeVisible()
    expect(within(withAll).getByText(exactly('Rating: 4')).tagName).toBe('P')
    expect(within(withAll).getByText('Function:').tagName).toBe('STRONG')
    expect(within(withAll).getByText('Function:').parentElement).toHaveTextContent(
      exactly('Function: Softens water'),
    )
    expect(withAll).toHaveTextContent(
      exactly(
        'Sodium citrate' +
          'Rating: 4' +
          'Function: Softens water' +
          'A salt of citric acid.' +
          'Found in: Free & Clear Laundry Liquid',
      ),
    )
    const without = item(102)
    // Nothing but its name: no rating line, no function, no description, no "Found in".
    expect(without).toHaveTextContent(exactly('Water'))
    expect(without.children).toHaveLength(1)
    expect(within(without).queryByText(/Rating/)).toBeNull()
    expect(within(without).queryByText(/Function/)).toBeNull()
    await drain(store)
  })

  it('lists the products to pick from and the ingredients [Catalogue §2.115]', async () => {
    const store = await mountExplorer()
    await whenSettled(() => expect(store.waiting(LIST)).toBeGreaterThan(0))
    await store.answer(PRODUCTS, {
      json: [
        { id: 1, name: 'Free & Clear Laundry Liquid' },
        { id: 2, name: 'Citrus Dish Soap' },
      ],
    })
    await store.answer(LIST, { json: [rated, bare] })
    await whenSettled(() => expect(screen.getByRole('status')).toHaveTextContent('2 ingredients'))
    const picker = screen.getByRole('combobox', { name: 'Show the ingredients of' })
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All products', 'Free & Clear Laundry Liquid', 'Citrus Dish Soap'])
    const list = item(101).closest('ul')!
    expect(picker).toHaveAttribute('aria-controls', list.id)
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sodium citrate', 'Water'])
  })

  it('shows each rating as "Rating: N", with no score badge of any band [Catalogue §2.118]', async () => {
    const ratings = [0, 2, 5, 8, 12]
    const store = await mountExplorer({
      initial: ratings.map((rating, i) => ({ ...rated, id: 300 + i, name: `R${rating}`, rating })),
    })
    ratings.forEach((rating, i) => {
      expect(within(item(300 + i)).getByText(exactly(`Rating: ${rating}`))).toBeVisible()
    })
    // The product page's badges: an element carrying its band, an image named "Score …".
    expect(document.querySelector('[data-band]')).toBeNull()
    expect(screen.queryAllByRole('img', { name: /score/i })).toEqual([])
    expect(screen.queryByText(/^[✓?]$/)).toBeNull()
    await drain(store)
  })

  it('shows the loaded list the same way', async () => {
    const store = await mountExplorer()
    await drain(store, [
      { ...bare, id: 201, name: 'Glycerin', rating: 5, function: '<p>Keeps skin soft</p>' },
      { ...bare, id: 202, name: 'Salt' },
    ])
    await whenSettled(() => expect(screen.getByRole('status')).toHaveTextContent('2 ingredients'))
    expect(item(201)).toHaveTextContent(exactly('GlycerinRating: 5Function: Keeps skin soft'))
    expect(within(item(201)).getByRole('heading', { level: 3, name: 'Glycerin' })).toBeVisible()
    expect(item(202)).toHaveTextContent(exactly('Salt'))
    expect(item(202).children).toHaveLength(1)
  })
})

// ---------------------------------------------------------------------------------------------
// Shoppable download
// ---------------------------------------------------------------------------------------------

const FILE = '/media/downloads/weekly-cleaning-checklist.pdf'
const full = shoppableDownload.parse({
  title: 'The weekly cleaning checklist',
  description: 'One page, one room a day.',
  image: '/media/downloads/checklist-cover.jpg',
  imageAlt: 'The checklist on a fridge door',
  file: FILE,
  buttonText: 'Download the checklist',
})
const plain = shoppableDownload.parse({
  title: 'The weekly cleaning checklist',
  file: FILE,
  buttonText: 'Download the checklist',
})

async function mountDownload(props: typeof full) {
  window.localStorage.clear()
  const queryClient = seededQueryClient()
  fakeStore()
  const real = shoppableDownloadActors.wiring({ queryClient, router: undefined }).actors!
  const read = gated<SignupRecord>(real.readSignup as AnyActorLogic)
  const view = await renderShell(() => <ShoppableDownload {...props} />, {
    queryClient,
    overrides: { 'shoppable-download': { actors: { readSignup: read.logic } } },
  })
  return { read, view }
}

const region = () => screen.getByRole('region', { name: 'The weekly cleaning checklist' })

describe('shoppable download', () => {
  it('is marked ready only once live and past reading the stored sign-up', async () => {
    const { read } = await mountDownload(full)
    // Live, but the stored sign-up is still being read: a press now would not be decided yet.
    expect(read.runs).toHaveLength(1)
    expect(region()).toHaveAttribute('data-ready', 'false')
    await read.run()
    await whenSettled(() => expect(region()).toHaveAttribute('data-ready', 'true'))
    expect(screen.getByRole('link', { name: 'Download the checklist' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    )
  })

  it('shows the image and the description when given', async () => {
    const { read } = await mountDownload(full)
    const img = within(region()).getByRole('img', { name: 'The checklist on a fridge door' })
    expect(img.tagName).toBe('IMG')
    expect(img).toHaveAttribute('src', '/media/downloads/checklist-cover.jpg')
    expect(img).toHaveAttribute('width', '320')
    expect(img).toHaveAttribute('height', '240')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(region().querySelectorAll('img')).toHaveLength(1)
    expect(
      within(region()).getByRole('heading', { level: 2, name: 'The weekly cleaning checklist' }),
    ).toBeVisible()
    const description = within(region()).getByText(exactly('One page, one room a day.'))
    expect(description.tagName).toBe('P')
    // The image path is not shown as text.
    expect(region()).not.toHaveTextContent(/checklist-cover/)
    await read.run()
  })

  it('without an image or a description shows neither', async () => {
    const { read } = await mountDownload(plain)
    expect(region().querySelector('img')).toBeNull()
    // The title, then straight to the download link: no empty paragraph.
    const heading = within(region()).getByRole('heading', {
      level: 2,
      name: 'The weekly cleaning checklist',
    })
    expect(heading.nextElementSibling).toBe(
      screen.getByRole('link', { name: 'Download the checklist' }),
    )
    expect(region().querySelectorAll('p')).toHaveLength(0)
    expect(region().firstElementChild?.tagName).toBe('DIV')
    await read.run()
  })
})

// ---------------------------------------------------------------------------------------------
// Login form
// ---------------------------------------------------------------------------------------------

const LOGIN = 'POST /rest/auth/login'
const submit = () => screen.getByRole('button', { name: /^(Log In|Logging in…)$/ })
const spinner = () => submit().querySelector('svg.spinner')

describe('login form', () => {
  it('shows a spinner on the button only while logging in', async () => {
    const store = fakeStore({ [LOGIN]: 'hold' })
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LoginForm next="/checkout" />
      </QueryClientProvider>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible()
    expect(
      screen.getByText(exactly('Log in to manage your subscription box and orders.')),
    ).toBeVisible()
    expect(submit()).toHaveTextContent(exactly('Log In'))
    expect(submit().querySelector('svg')).toBeNull()
    expect(spinner()).toBeNull()

    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'demo@clearhome.example' },
    })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'clearhome-demo' } })
    fireEvent.click(submit())
    await whenSettled(() => expect(submit()).toHaveTextContent(exactly('Logging in…')))
    expect(spinner()).not.toBeNull()
    expect(submit()).toBeDisabled()

    await whenSettled(() => expect(store.waiting(LOGIN)).toBe(1))
    await store.answer(LOGIN, { json: { status: 'Success', data: { member: { firstName: 'A' } } } })
    expect(assignLocation).toHaveBeenCalledWith('/checkout')
    // Signed in: still busy while the next page loads.
    expect(spinner()).not.toBeNull()
  })
})
