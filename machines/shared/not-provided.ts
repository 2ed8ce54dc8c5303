import { fromCallback, fromPromise, type AnyEventObject } from 'xstate'

/**
 * The placeholder of an injected actor: machines do no I/O, so each actor's real logic is
 * provided by the app (src/flow-wiring) or a test. Running without it is a wiring mistake.
 */
export function notProvided<TOutput, TInput = void>(flow: string, actor: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${flow}: ${actor} is not provided`)
  })
}

/** The placeholder of an injected DOM subscription (src/flow-wiring/dom.ts and the like). */
export function notProvidedCallback<TInput = void>(flow: string, actor: string) {
  return fromCallback<AnyEventObject, TInput>(() => {
    throw new Error(`${flow}: ${actor} is not provided`)
  })
}
