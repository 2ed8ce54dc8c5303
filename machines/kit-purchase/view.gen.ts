// Generated from the folder (src/flow-catalog/flow-keys.ts): do not edit.
import { viewOf } from '../shared/view'
import { connectKitPurchase } from './connect'
import preload from './preload.json'

export default viewOf('kit-purchase', preload, connectKitPurchase)
