// Generated from the folder (src/flow-catalog/flow-keys.ts): do not edit.
import { viewOf } from '../shared/view'
import { connectHashScroll } from './connect'
import preload from './preload.json'

export default viewOf('hash-scroll', preload, connectHashScroll)
