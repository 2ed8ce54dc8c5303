/**
 * Keyboard-only replay of the generated browser tours (runner.ts makes each tour's keyboard
 * twin). While a twin's step runs, the bindings' own calls are done with the keyboard alone:
 * Playwright's Locator (and Page) input methods first move focus to their element with real
 * Tab / Shift+Tab presses, then act with Enter, Space, the arrow keys or typing; pointer
 * methods (hover, drag, mouse, touchscreen) fail unless the binding marks the step's event
 * pointer-only with the spec's reason. At every key the element focused must be one a shopper
 * can see: visible, with a box, inside the viewport and not clipped away, and no `overflow:
 * hidden` (or `clip`) ancestor scrolled to show it (a carousel's viewport: slides out of view
 * stay out of the tab order, as the WAI-ARIA carousel pattern asks).
 *
 * Setup and state checks run as they are (they prepare and read the page; they are no event).
 * One test at a time per worker: the mode is this module's.
 */
import type { ElementHandle, Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'

/** Tab presses before an element counts as out of reach. */
const MAX_TABS = 250
/** The probe's word for a focused element the viewport does not show. */
const OUTSIDE = 'it is outside the viewport'

interface Twin {
  /** The binding's pointer-only events, with the spec's reason. */
  pointerOnly: Record<string, string>
  /** The event whose step is running (null: setup or a state check). */
  step: string | null
  page: Page
  /** The pointer has been moved off the page (before the first step). */
  parked: boolean
}

let twin: Twin | null = null

/** Whether a keyboard-only twin is running (a binding may pick its keyboard way by it). */
export const byKeyboard = () => twin !== null

/** How an input call is done now: by keyboard, or as it is (pointer, or outside a step). */
function mode(): 'keyboard' | 'asIs' {
  return twin?.step && !(twin.step in twin.pointerOnly) ? 'keyboard' : 'asIs'
}

function pointerOnlyError(what: string) {
  return new Error(
    `pointer-only event ${twin?.step} (${what}): mark it in the binding with the spec's reason, or do it with the keyboard`,
  )
}

/** Runs a step of a keyboard twin: its calls go through the keyboard unless it is marked. */
export async function keyboardStep<T>(event: string, run: () => Promise<T>): Promise<T> {
  if (!twin) return run()
  if (!twin.parked) {
    // A keyboard shopper's pointer is not on the page: left where the setup put it, the page
    // would scroll under it as Tab moves and hover whatever came by.
    twin.parked = true
    await twin.page.mouse.move(-1, -1)
  }
  twin.step = event
  try {
    return await run()
  } finally {
    twin.step = null
  }
}

type Impl = (self: never, ...args: never[]) => unknown
type Loose = (this: unknown, ...args: unknown[]) => unknown

/** Runs a keyboard twin: the input methods are patched for its length, then restored. */
export async function withKeyboard(
  page: Page,
  pointerOnly: Record<string, string>,
  run: () => Promise<void>,
) {
  const restore: Array<() => void> = []
  const patch = (proto: object, name: string, keyboard: Impl) => {
    const methods = proto as Record<string, Loose>
    const original = methods[name]!
    methods[name] = function (this: unknown, ...args: unknown[]) {
      return mode() === 'keyboard'
        ? (keyboard as (self: unknown, ...args: unknown[]) => unknown)(this, ...args)
        : original.apply(this, args)
    }
    restore.push(() => {
      methods[name] = original
    })
  }
  const locator = Object.getPrototypeOf(page.locator('body')) as object
  const pageProto = Object.getPrototypeOf(page) as object
  const mouse = Object.getPrototypeOf(page.mouse) as object
  const touchscreen = Object.getPrototypeOf(page.touchscreen) as object

  patch(locator, 'click', (l: Locator, options?: { modifiers?: string[] }) =>
    activate(l, options?.modifiers ?? []),
  )
  patch(locator, 'tap', (l: Locator) => activate(l, []))
  patch(locator, 'check', (l: Locator) => setChecked(l, true))
  patch(locator, 'uncheck', (l: Locator) => setChecked(l, false))
  patch(locator, 'setChecked', (l: Locator, checked: boolean) => setChecked(l, checked))
  patch(locator, 'focus', (l: Locator) => tabTo(l).then(() => {}))
  patch(locator, 'press', async (l: Locator, key: string) => {
    await tabTo(l)
    await l.page().keyboard.press(key)
  })
  patch(locator, 'pressSequentially', async (l: Locator, text: string) => {
    await tabTo(l)
    await l.page().keyboard.type(text)
  })
  patch(locator, 'fill', (l: Locator, value: string) => fill(l, value))
  patch(locator, 'selectOption', (l: Locator, values: SelectValue) => selectOption(l, values))
  for (const name of ['hover', 'dragTo', 'dispatchEvent', 'dblclick'])
    patch(locator, name, () => {
      throw pointerOnlyError(`locator.${name}`)
    })
  // The page's own input methods take a selector: the same, through a locator.
  for (const name of [
    'click',
    'tap',
    'check',
    'uncheck',
    'setChecked',
    'focus',
    'press',
    'fill',
    'selectOption',
  ])
    patch(pageProto, name, (p: Page, selector: string, ...rest: unknown[]) =>
      (p.locator(selector) as unknown as Record<string, Loose>)[name]!(...rest),
    )
  for (const name of ['hover', 'dragAndDrop', 'dispatchEvent', 'dblclick'])
    patch(pageProto, name, () => {
      throw pointerOnlyError(`page.${name}`)
    })
  for (const name of ['move', 'down', 'up', 'click', 'dblclick', 'wheel'])
    patch(mouse, name, () => {
      throw pointerOnlyError(`mouse.${name}`)
    })
  patch(touchscreen, 'tap', () => {
    throw pointerOnlyError('touchscreen.tap')
  })

  twin = { pointerOnly, step: null, page, parked: false }
  try {
    await run()
  } finally {
    twin = null
    for (const undo of restore.reverse()) undo()
  }
}

/** What the element is, for the keys that act on it. */
type Kind = 'radio' | 'checkbox' | 'text' | 'select' | 'other'

interface Probe {
  /** Where focus is from the element: on it, in its radio group, or which way to Tab. */
  where: 'here' | 'group' | 'forward' | 'back'
  /** The element focus is on. */
  active: string
  /** Why what focus is on is not something a shopper can see (null: it is). */
  problem: string | null
}

/**
 * In the page: notes every element that clips its overflow (hidden or clip) and could scroll,
 * with where it stands, so a key that scrolls one is caught.
 */
function startProbe() {
  type Kb = { clips: Array<{ el: Element; x: boolean; y: boolean; left: number; top: number }> }
  const w = window as unknown as { __kb?: Kb }
  const root = [document.documentElement, document.body, document.scrollingElement]
  const clips: Kb['clips'] = []
  const clipping = (overflow: string) => overflow === 'hidden' || overflow === 'clip'
  for (const el of document.querySelectorAll('*')) {
    // A field scrolls its own text (not content it clips).
    if (root.includes(el) || el.matches('input, textarea, select')) continue
    const wide = el.scrollWidth > el.clientWidth
    const tall = el.scrollHeight > el.clientHeight
    if (!wide && !tall) continue
    const s = getComputedStyle(el)
    // Per axis: a strip that scrolls sideways (overflow-x auto) may clip downwards.
    const x = wide && clipping(s.overflowX)
    const y = tall && clipping(s.overflowY)
    if (x || y) clips.push({ el, x, y, left: el.scrollLeft, top: el.scrollTop })
  }
  w.__kb = { clips }
}

/**
 * In the page, after a key: where focus is from the target, and whether what it is on can be
 * seen (and no clipping ancestor scrolled for it). Self-contained: it runs in the page.
 */
function afterKeyProbe(target: Element, check = true): Probe {
  const describe = (el: Element | null) => {
    if (!el) return 'nothing'
    const name =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      ''
    const id = el.id ? `#${el.id}` : ''
    return `<${el.tagName.toLowerCase()}${id}> "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`
  }
  const active = document.activeElement
  const isRoot = !active || active === document.body || active === document.documentElement
  let problem: string | null = null
  if (check) {
    type Kb = { clips: Array<{ el: Element; x: boolean; y: boolean; left: number; top: number }> }
    const kb = (window as unknown as { __kb: Kb }).__kb
    for (const c of kb.clips) {
      const moved = (c.x && c.el.scrollLeft !== c.left) || (c.y && c.el.scrollTop !== c.top)
      if (!problem && moved)
        problem = `the key scrolled ${describe(c.el)}, whose overflow is hidden, from (${c.left}, ${c.top}) to (${c.el.scrollLeft}, ${c.el.scrollTop}) to show it`
      c.left = c.el.scrollLeft
      c.top = c.el.scrollTop
    }
    if (!problem && !isRoot && !(active instanceof HTMLIFrameElement && active.contentDocument)) {
      const r = active.getBoundingClientRect()
      if (!active.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        problem = 'it is not visible (display, visibility or opacity)'
      else if (r.width === 0 || r.height === 0) problem = 'it has an empty box'
      else {
        // What is left of it inside the ancestors that clip it (those of its containing blocks).
        const box = { l: r.left, t: r.top, r: r.right, b: r.bottom }
        let position = getComputedStyle(active).position
        let clipper: Element | null = null
        for (let p = active.parentElement; p && p !== document.body; p = p.parentElement) {
          if (position === 'fixed') break
          const s = getComputedStyle(p)
          const contains =
            position !== 'absolute' ||
            s.position !== 'static' ||
            s.transform !== 'none' ||
            /paint|layout|strict|content/.test(s.contain)
          if (!contains) continue
          const pr = p.getBoundingClientRect()
          if (s.overflowX !== 'visible') {
            box.l = Math.max(box.l, pr.left)
            box.r = Math.min(box.r, pr.right)
          }
          if (s.overflowY !== 'visible') {
            box.t = Math.max(box.t, pr.top)
            box.b = Math.min(box.b, pr.bottom)
          }
          if (!clipper && (box.r <= box.l || box.b <= box.t)) clipper = p
          position = s.position
        }
        if (clipper) problem = `it is clipped out of sight by ${describe(clipper)}`
        else if (box.r <= 0 || box.b <= 0 || box.l >= innerWidth || box.t >= innerHeight)
          problem = 'it is outside the viewport' satisfies typeof OUTSIDE
      }
    }
  }
  let where: Probe['where']
  const radio = (el: Element | null): el is HTMLInputElement =>
    el instanceof HTMLInputElement && el.type === 'radio'
  if (active === target) where = 'here'
  else if (
    radio(target) &&
    radio(active) &&
    target.name !== '' &&
    active.name === target.name &&
    active.form === target.form
  )
    where = 'group'
  else if (isRoot) where = 'forward'
  else
    where =
      active.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING ? 'forward' : 'back'
  return { where, active: isRoot ? 'the page' : describe(active), problem }
}

/** Which keys act on the element. */
function kindOf(el: Element): Kind {
  if (el instanceof HTMLSelectElement) return 'select'
  if (el instanceof HTMLTextAreaElement) return 'text'
  if (el instanceof HTMLInputElement) {
    if (el.type === 'radio') return 'radio'
    if (el.type === 'checkbox') return 'checkbox'
    if (!['button', 'submit', 'reset', 'image', 'file', 'color', 'range'].includes(el.type))
      return 'text'
    return 'other'
  }
  const role = el.getAttribute('role')
  if (role === 'checkbox' || role === 'switch') return 'checkbox'
  if (role === 'radio') return 'radio'
  if ((el as HTMLElement).isContentEditable || role === 'textbox') return 'text'
  return 'other'
}

/** A name for the element in a failure: its accessible name as near as the page says. */
async function nameOf(handle: ElementHandle<Element>, locator: Locator) {
  const name = await handle.evaluate(
    (el) =>
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      '',
  )
  const text = name.replace(/\s+/g, ' ').trim().slice(0, 80)
  return text ? `"${text}"` : String(locator)
}

/**
 * Moves focus to the element with Tab or Shift+Tab (the way to it, from where focus is), and
 * inside a radio group with the arrow keys (which choose as they go, as a shopper's do). Fails
 * when a key focuses what a shopper cannot see, or when the element is out of the tab order.
 */
async function tabTo(locator: Locator): Promise<ElementHandle<Element>> {
  const page = locator.page()
  // What a click waits for: the element there, visible and enabled.
  await locator.waitFor({ state: 'visible' })
  await expect(locator).toBeEnabled()
  const handle = (await locator.elementHandle())!
  await page.evaluate(startProbe)
  let probe = await handle.evaluate(afterKeyProbe, false)
  let direction: 'forward' | 'back' | null = null
  let presses = 0
  const fail = async (why: string) => {
    throw new Error(`${await nameOf(handle, locator)} is not reachable by Tab: ${why}`)
  }
  while (probe.where === 'forward' || probe.where === 'back') {
    // Past it without stopping on it: it is not in the tab order.
    if (direction && probe.where !== direction && probe.active !== 'the page')
      await fail(`Tab went past it from ${probe.active}`)
    if (probe.active !== 'the page') direction = probe.where
    if (++presses > MAX_TABS) await fail(`${MAX_TABS} presses did not reach it`)
    await page.keyboard.press(probe.where === 'back' ? 'Shift+Tab' : 'Tab')
    probe = await handle.evaluate(afterKeyProbe, true)
    // A shopper sees the next frame: a scroll still settling (the skip link focused at the top
    // of a page scrolled down) is judged once two frames have been painted.
    if (probe.problem === OUTSIDE) {
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      probe = await handle.evaluate(afterKeyProbe, true)
    }
    if (probe.problem)
      throw new Error(`Tab focused ${probe.active}, which a shopper cannot see: ${probe.problem}`)
  }
  // In its radio group: the arrow keys move to it (and choose it).
  for (let i = 0; probe.where === 'group'; i++) {
    if (i > 20) await fail('the arrow keys in its radio group did not reach it')
    const after = await handle.evaluate(
      (target) =>
        !!document.activeElement &&
        !!(
          document.activeElement.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING
        ),
    )
    await page.keyboard.press(after ? 'ArrowDown' : 'ArrowUp')
    probe = await handle.evaluate(afterKeyProbe, true)
    if (probe.problem)
      throw new Error(
        `an arrow key focused ${probe.active}, which a shopper cannot see: ${probe.problem}`,
      )
  }
  return handle
}

/** A click or tap: Enter on a link or button, Space on a checkbox, a radio chosen by arrows. */
async function activate(locator: Locator, modifiers: string[]) {
  const handle = await tabTo(locator)
  const keyboard = locator.page().keyboard
  const kind = await handle.evaluate(kindOf)
  if (kind === 'radio') {
    if (!(await handle.evaluate((el) => (el as HTMLInputElement).checked)))
      await keyboard.press('Space')
  } else if (kind === 'checkbox') await keyboard.press('Space')
  // A click in a field or on a list focuses it: done.
  else if (kind === 'other') await keyboard.press([...modifiers, 'Enter'].join('+'))
}

async function setChecked(locator: Locator, checked: boolean) {
  const handle = await tabTo(locator)
  const isChecked = () =>
    handle.evaluate((el) =>
      el instanceof HTMLInputElement ? el.checked : el.getAttribute('aria-checked') === 'true',
    )
  if ((await isChecked()) !== checked) await locator.page().keyboard.press('Space')
  if ((await isChecked()) !== checked)
    throw new Error(
      `${await nameOf(handle, locator)} did not become ${checked ? '' : 'un'}checked by Space`,
    )
}

/**
 * Typed into: everything in it selected, then the new text entered at once (as a paste would:
 * one change, as the path's event is one), or deleted. Focus stays in the field.
 */
async function fill(locator: Locator, value: string) {
  const handle = await tabTo(locator)
  const keyboard = locator.page().keyboard
  await expect(locator).toBeEditable()
  await keyboard.press('ControlOrMeta+A')
  if (value === '') {
    if ((await locator.inputValue()) !== '') await keyboard.press('Delete')
  } else await keyboard.insertText(value)
  const name = () => nameOf(handle, locator)
  if ((await locator.inputValue()) !== value)
    throw new Error(`${await name()} shows "${await locator.inputValue()}" after typing "${value}"`)
  const focus = await handle.evaluate((el) =>
    el === document.activeElement ? null : (document.activeElement?.outerHTML.slice(0, 80) ?? ''),
  )
  if (focus !== null) throw new Error(`focus left ${await name()} as it was typed in, for ${focus}`)
}

type SelectValue =
  | string
  | { value?: string; label?: string; index?: number }
  | Array<string | { value?: string; label?: string; index?: number }>

/** A list's option chosen with the arrow keys on the focused list (one at a time). */
async function selectOption(locator: Locator, values: SelectValue) {
  const handle = await tabTo(locator)
  const wanted = (Array.isArray(values) ? values : [values])[0]!
  const index = await handle.evaluate((el, want) => {
    const options = [...(el as HTMLSelectElement).options]
    return options.findIndex((o, i) =>
      typeof want === 'string'
        ? o.value === want || o.label === want
        : (want.value === undefined || o.value === want.value) &&
          (want.label === undefined || o.label === want.label) &&
          (want.index === undefined || i === want.index),
    )
  }, wanted)
  if (index < 0) throw new Error(`${String(locator)} has no option ${JSON.stringify(wanted)}`)
  const selected = () => handle.evaluate((el) => (el as HTMLSelectElement).selectedIndex)
  const keyboard = locator.page().keyboard
  // Chosen again (a pointer's pick of the option shown is a change): to another and back.
  if ((await selected()) === index) {
    const last = await handle.evaluate((el) => (el as HTMLSelectElement).options.length - 1)
    await keyboard.press(index < last ? 'ArrowDown' : 'ArrowUp')
  }
  for (let i = 0; (await selected()) !== index; i++) {
    if (i > 100)
      throw new Error(`the arrow keys did not reach option ${index} of ${String(locator)}`)
    await keyboard.press((await selected()) < index ? 'ArrowDown' : 'ArrowUp')
  }
  return [await handle.evaluate((el) => (el as HTMLSelectElement).value)]
}

/**
 * Moves focus out of the element with Tab (forward), as a shopper leaves it: for a binding whose
 * pointer way leaves by a programmatic blur. The same checks at every key.
 */
export async function tabOutOf(locator: Locator) {
  const page = locator.page()
  const handle = (await locator.elementHandle())!
  await page.evaluate(startProbe)
  const inside = () => handle.evaluate((el) => el.contains(document.activeElement))
  for (let i = 0; await inside(); i++) {
    if (i > MAX_TABS)
      throw new Error(`${String(locator)} keeps focus after ${MAX_TABS} Tab presses`)
    await page.keyboard.press('Tab')
    const probe = await handle.evaluate(afterKeyProbe, true)
    if (probe.problem)
      throw new Error(`Tab focused ${probe.active}, which a shopper cannot see: ${probe.problem}`)
  }
}

/**
 * The page scrolled by keyboard (PageDown, or the key given) until `done`: for a binding whose
 * pointer way scrolls with the wheel. Each press is let finish (keyboard scrolling is smooth).
 */
export async function scrollByKeysUntil(
  page: Page,
  done: () => Promise<boolean>,
  key: 'PageDown' | 'PageUp' = 'PageDown',
) {
  for (let i = 0; !(await done()); i++) {
    if (i > 40) throw new Error(`${key} did not scroll the page there`)
    await page.keyboard.press(key)
    await expect
      .poll(done, { timeout: 1000 })
      .toBe(true)
      .catch(() => {})
  }
}
