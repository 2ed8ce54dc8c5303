/** Gives the server-side sanitiser a DOM (jsdom); imported by the server entry and tests. */
import { JSDOM } from 'jsdom'
import { registerSanitizerWindow } from '~/lib/sanitize'

registerSanitizerWindow(new JSDOM('').window)
