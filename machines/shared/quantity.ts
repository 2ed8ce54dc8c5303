/**
 * The quantity stepper's prop getters (catalogue §2, §5), shared by every control that has one
 * (the purchase box, the sticky bar): a numeric text field that shows what was typed, with the
 * quantity in force on `data-quantity`, and − / + buttons that say which field they change.
 * The field is uncontrolled (what is typed shows before the machine runs); a button press
 * writes it, as a new field (`key`). A field that holds no quantity says so and is refused.
 */
import { canDecrement, canIncrement } from '~/domain/quantity'

export interface QuantityStepper {
  id: string
  /** The quantity in force. */
  quantity: number
  /** What the field shows. */
  text: string
  /** Bumped by every write of the field (a button press). */
  written: number
  /** Why the field's text is refused, or null. */
  problem: string | null
  busy: boolean
  control: 'productBox' | 'stickyBar'
  labels: { decrease: string; increase: string }
  typed: (value: string) => void
  decremented: () => void
  incremented: () => void
}

export function quantityStepperProps(q: QuantityStepper) {
  const problemId = `${q.id}-problem`
  return {
    /** The field's `key`: a button press gives a new field holding the new number. */
    quantityKey: q.written,
    getQuantityLabelProps: () => ({ htmlFor: q.id }),
    getQuantityInputProps: () => ({
      id: q.id,
      type: 'text' as const,
      inputMode: 'numeric' as const,
      pattern: '[0-9]*',
      autoComplete: 'off',
      'data-quantity': q.quantity,
      defaultValue: q.text,
      disabled: q.busy,
      'aria-invalid': q.problem ? true : undefined,
      'aria-describedby': q.problem ? problemId : undefined,
      onChange: (e: { target: { value: string } }) => q.typed(e.target.value),
    }),
    getQuantityProblemProps: () => ({ id: problemId, role: 'alert' as const }),
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
