import { fromPromise } from 'xstate'

/**
 * The placeholder of an injected actor: machines do no I/O, so each actor's real logic is
 * provided by the app (src/flow-wiring) or a test. Running without it is a wiring mistake.
 */
export function notProvided<TOutput, TInput = void>(flow: string, actor: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${flow}: ${actor} is not provided`)
  })
}
