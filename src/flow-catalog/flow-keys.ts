/**
 * The text of machines/flows.gen.ts: each flow's key (its folder's name) with its machine's type,
 * so that a flow named by key (`sendToFlow`) is type-checked, its events too. Written from the
 * list of folders by `npx vitest run -u tests/model/flow-keys`, and checked against it on every
 * run, like the pre-load tables: adding a folder never means editing it by hand.
 */
export function flowKeysText(keys: readonly string[]): string {
  const sorted = [...keys].sort()
  const machineOf = (key: string) =>
    `${key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}Machine`
  return [
    '// Generated from the folders of machines/ (src/flow-catalog/flow-keys.ts): do not edit.',
    ...sorted.map((key) => `import type { ${machineOf(key)} } from './${key}/machine'`),
    '',
    "/** Each flow's machine, by the flow's key. */",
    'export interface FlowMachines {',
    // Quoted only where a key needs it, as the formatter writes it.
    ...sorted.map((key) => `  ${/-/.test(key) ? `'${key}'` : key}: typeof ${machineOf(key)}`),
    '}',
    '',
    "/** A flow's key: the name of its folder under machines/. */",
    'export type FlowKey = keyof FlowMachines',
    '',
  ].join('\n')
}

/**
 * The text of machines/<key>/view.gen.ts: what the flow's view passes to `useFlow`, its key, its
 * pre-load table and its connect (`connect<Key>` in its folder's connect.ts, ADR 0009) tied to
 * its machine's type. Written and checked with machines/flows.gen.ts.
 */
export function flowViewText(key: string): string {
  const pascal = key.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase())
  return [
    '// Generated from the folder (src/flow-catalog/flow-keys.ts): do not edit.',
    "import { viewOf } from '../shared/view'",
    `import { connect${pascal} } from './connect'`,
    "import preload from './preload.json'",
    '',
    `export default viewOf('${key}', preload, connect${pascal})`,
    '',
  ].join('\n')
}
