/**
 * Resolves in a task of its own, after whatever the current one holds: a message to the page,
 * not a timer, so a throttled or paused timer queue (a background tab, a test's fake clock)
 * never holds it. For work no one is waiting on in this task (docs/PERFORMANCE.md: a first
 * load's tasks are counted whole, and one long task blocks a tap).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
