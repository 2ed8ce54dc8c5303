#!/usr/bin/env node
import { ensureChromium } from './chromium.mjs'

console.log(`Chromium: ${ensureChromium()}`)
