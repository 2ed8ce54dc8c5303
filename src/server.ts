import { createServerEntry, createStartHandler } from '@tanstack/react-start/server'
import './server/dom'
import { streamHandler } from './server/render'
import { withCachePolicy } from './server/cache-policy'
import { getSettings } from './server/settings'

// Validate the environment when the server module loads, so a bad setting stops start-up
// with one message naming the variable instead of failing on the first request.
getSettings()

const handle = createStartHandler(streamHandler)

export default createServerEntry({
  async fetch(request) {
    return withCachePolicy(request, await handle(request))
  },
})
