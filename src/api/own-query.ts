/**
 * A resource's server reads as Query options (issue 52: each read declared once): the key is
 * the call and its parameters, the answer typed as the call's table (src/api/calls.server.ts)
 * answers it, `read` the resource's isomorphic read (direct on the server, GET in the browser).
 */
import { queryOptions } from '@tanstack/react-query'
import type { CallParams } from '~/api/base'

type AnswerOf<T, C extends keyof T> = T[C] extends (...args: never[]) => Promise<infer A>
  ? A
  : never

export const ownQuery =
  <T>(scope: string, read: (call: keyof T, params: CallParams) => Promise<unknown>) =>
  <C extends keyof T & string>(call: C, params: CallParams = {}, staleTime = 60_000) =>
    queryOptions({
      queryKey: [scope, call, params],
      queryFn: async () => (await read(call, params)) as AnswerOf<T, C>,
      staleTime,
    })
