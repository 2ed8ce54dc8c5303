/**
 * The quantity stepper's prop getters (catalogue §2, §5), shared by every control that has one
 * (the purchase box, the sticky bar): a numeric text field showing what was typed, with the
 * quantity in force on `data-quantity`, and − / + buttons that say which field they change.
 */
import { canDecrement, canIncrement } from '~/domain/quantity'

export interface QuantityStepper {
  id: string
  /** The quantity in force. */
  quantity: number
  /** What the field shows (a typed value may not be a quantity yet). */
  text: string
  busy: boolean
  control: 'productBox' | 'stickyBar'
  labels: { decrease: string; increase: string }
  typed: (value: string) => void
  decremented: () => void
  incremented: () => void
}

export function quantityStepperProps(q: QuantityStepper) {
  return {
    getQuantityLabelProps: () => ({ htmlFor: q.id }),
    getQuantityInputProps: () => ({
      id: q.id,
      type: 'text' as const,
      inputMode: 'numeric' as const,
      pattern: '[0-9]*',
      autoComplete: 'off',
      'data-quantity': q.quantity,
      value: q.text,
      disabled: q.busy,
      onChange: (e: { target: { value: string } }) => q.typed(e.target.value),
    }),
    getDecrementProps: () => ({
      type: 'button' as const,
      'aria-label': q.labels.decrease,
      'aria-controls': q.id,
      disabled: q.busy || !canDecrement(q.quantity),
      onClick: q.decremented,
    }),
    getIncrementProps: () => ({
      type: 'button' as const,
      'aria-label': q.labels.increase,
      'aria-controls': q.id,
      disabled: q.busy || !canIncrement(q.quantity, q.control),
      onClick: q.incremented,
    }),
  }
}
