/**
 * How often `expect.poll` and `toPass` ask again (fixtures.ts, playwright.config.ts).
 * Playwright's default waits 100 ms, then 250, 500 and 1 000 ms between tries, so a held request
 * that arrives 5 ms after the first look costs a tenth of a second, and a state that takes
 * 120 ms costs 350. The tours wait so at nearly every step; asking sooner (the last interval
 * repeating) takes their waits down to what the page takes.
 */
export const POLL_INTERVALS = [10, 20, 50, 100, 250]
