/**
 * The quantity stepper's spec properties (catalogue §5 "Quantity"), one set for every control
 * that has one (the purchase box, the sticky bar), in the spec's own numbers: the quantity is a
 * whole number from 1 to 100; minus works only above 1; plus works below 99 in the box and up
 * to 100 on the sticky bar, never past 100; a typed value counts only when it is a whole number
 * from 1 to 100, and the field shows what an add sends or says why it cannot.
 */
import { invokedOf, last, sent, skip, type Observation, type SpecProperty } from './spec'

interface QuantityProps {
  quantity: number
  quantityText: string
  quantityProblem: string | null
  canAdd: boolean
}
const props = (o: Observation) => o.props as unknown as QuantityProps
const isQuantity = (text: string) =>
  /^[0-9]+$/.test(text) && Number(text) >= 1 && Number(text) <= 100

export function quantityProperties({
  prefix,
  plusBelow,
  actionable,
}: {
  /** The flow's events' prefix: `purchase.quantityTyped`, `sticky.incremented` … */
  prefix: 'purchase' | 'sticky'
  /** Plus works while the quantity is below this: 99 in the purchase box, 100 on the bar. */
  plusBelow: 99 | 100
  /** Whether the control could take the shopper's input at the newest step (shown, not busy). */
  actionable: (trace: Observation[]) => boolean
}): SpecProperty[] {
  const typed = `${prefix}.quantityTyped`
  const before = (trace: Observation[]) => props(trace[trace.length - 2]!)
  return [
    {
      id: 'quantity-1-100',
      seen: true,
      section: 'Catalogue §5 Quantity',
      text: 'the quantity is always a whole number from 1 to 100',
      check: (trace) => {
        const q = props(last(trace)).quantity
        return Number.isInteger(q) && q >= 1 && q <= 100 ? null : `the quantity was ${q}`
      },
    },
    {
      id: 'buttons',
      seen: true,
      section:
        plusBelow === 99
          ? 'Catalogue §5 Quantity'
          : 'Catalogue §5 Quantity (the sticky bar: never above 100)',
      text:
        plusBelow === 99
          ? 'minus works only above 1; plus works below 99 and never passes 100'
          : 'minus works only above 1; plus works up to 100 and never passes it',
      check: (trace) => {
        const now = last(trace)
        if (!actionable(trace)) return skip
        const q = before(trace).quantity
        if (sent(now, `${prefix}.decremented`))
          return props(now).quantity === (q > 1 ? q - 1 : q)
            ? null
            : `minus at ${q} gave ${props(now).quantity}`
        if (sent(now, `${prefix}.incremented`))
          return props(now).quantity === (q < plusBelow ? q + 1 : q)
            ? null
            : `plus at ${q} gave ${props(now).quantity}`
        return skip
      },
    },
    {
      id: 'typed-quantity',
      seen: true,
      section: 'Catalogue §5 Quantity ("typed values must be integers, numeric and at most 100")',
      text: 'a typed quantity counts only when it is an integer from 1 to 100; otherwise it stays',
      check: (trace) => {
        const now = last(trace)
        if (!sent(now, typed) || !actionable(trace)) return skip
        const value = String(now.event!.value).trim()
        const expected = isQuantity(value) ? Number(value) : before(trace).quantity
        return props(now).quantity === expected
          ? null
          : `typing "${value}" made the quantity ${props(now).quantity}, expected ${expected}`
      },
    },
    {
      id: 'field-shows-the-quantity',
      seen: true,
      section: 'Catalogue §5 Quantity ("typed values must be integers, numeric and at most 100")',
      text: 'the field shows the quantity an add sends; a field holding anything but a whole number from 1 to 100 says so and the add is refused until it is fixed',
      check: (trace) => {
        const now = last(trace)
        const acts = ['quantityTyped', 'decremented', 'incremented', 'submitted']
        if (!acts.some((t) => sent(now, `${prefix}.${t}`)) || !actionable(trace)) return skip
        const p = props(now)
        const text = p.quantityText.trim()
        if (isQuantity(text))
          return p.quantity === Number(text) && p.quantityProblem === null
            ? null
            : `the field shows "${p.quantityText}", the quantity is ${p.quantity}`
        if (p.quantityProblem === null) return `"${p.quantityText}" was not refused`
        if (p.canAdd) return `the add stays open for "${p.quantityText}"`
        return invokedOf([now], 'addToCart').length ? `"${p.quantityText}" was added` : null
      },
    },
  ]
}
