/**
 * Draws the seed catalogue's illustrations into public/media: product fronts, backs, lifestyle
 * scenes and video posters, category tiles, starter-kit groups, the six benefit icons and the blog
 * placeholder. Light, standalone SVG (viewBox, <title>, system fonts, no raster images), fully
 * deterministic: colours come from the category plus a hash of the slug, nothing is random and
 * nothing is fetched. Re-running overwrites what it draws and deletes nothing; files in its own
 * folders that it no longer draws are listed as stale for a person to remove.
 *
 *   node scripts/generate-media.mjs
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const OUT = join(ROOT, 'public', 'media')
/** Folders whose files all come from this script (blog/ also holds hand-made art: not listed). */
const GENERATED_DIRS = ['products', 'categories', 'kits', 'icons', 'videos']
const MAX_BYTES = 2048

// The seed is data (store/seed/data/*.json); the store validates it when it loads.
const { readFileSync } = await import('node:fs')
const seedFile = (name) =>
  JSON.parse(readFileSync(new URL(`../store/seed/data/${name}.json`, import.meta.url), 'utf8'))
const catalogue = {
  categories: seedFile('categories'),
  ingredients: seedFile('ingredients'),
  products: seedFile('products'),
  starterKits: seedFile('starter-kits'),
  offerBundles: seedFile('offer-bundles'),
  reviews: seedFile('reviews'),
  members: seedFile('members'),
}

// ---------------------------------------------------------------------------------------------
// Colour

/** Per top-level category: background, main, accent, ink. */
const PALETTES = {
  laundry: { bg: '#e8f1fb', main: '#3b7dd8', accent: '#a9cdf5', ink: '#1d3b66' },
  dish: { bg: '#fdf5e2', main: '#e0a11f', accent: '#f7d98b', ink: '#6b4a07' },
  'kitchen-surfaces': { bg: '#eaf6ec', main: '#3f9a5b', accent: '#b6e0c1', ink: '#1f4d2e' },
  bathroom: { bg: '#e6f6f6', main: '#2a9d9a', accent: '#a6dedc', ink: '#134e4c' },
  floors: { bg: '#f5ede4', main: '#a8693a', accent: '#e2c4a6', ink: '#5a3519' },
  'personal-care': { bg: '#f6ecf4', main: '#b5589d', accent: '#e7bfdc', ink: '#5c2350' },
  'refills-accessories': { bg: '#eef0f2', main: '#5f6b76', accent: '#c9d1d8', ink: '#2b3239' },
  'pet-care': { bg: '#f3f0fa', main: '#7a5cc4', accent: '#cfc2ee', ink: '#3a2a66' },
  'starter-kits': { bg: '#f0f5e8', main: '#6e9a2f', accent: '#cfe3ae', ink: '#34501a' },
}
const GREEN = '#2f6b4f'

function hash(text) {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619) >>> 0
  }
  return h
}

function hexToHsl(hex) {
  const n = parseInt(hex.slice(1), 16)
  const [r, g, b] = [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  if (max === min) return [0, 0, l]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return [h * 60, s, l]
}

function hslToHex(h, s, l) {
  const k = (n) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return (
    '#' +
    [f(0), f(8), f(4)]
      .map((x) =>
        Math.round(x * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}

/** Shift hue by up to ±12° and lightness by up to ±4%, from a hash. */
function vary(hex, h) {
  const [hue, s, l] = hexToHsl(hex)
  const dh = (h % 25) - 12
  const dl = (((h >>> 5) % 9) - 4) / 100
  return hslToHex((hue + dh + 360) % 360, s, Math.max(0.15, Math.min(0.9, l + dl)))
}

function paletteFor(slug, variation) {
  const base = PALETTES[slug] ?? PALETTES['refills-accessories']
  if (variation === undefined) return base
  return { ...base, main: vary(base.main, variation), accent: vary(base.accent, variation) }
}

// ---------------------------------------------------------------------------------------------
// Text

const esc = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

/** Greedy word wrap; null when a single word is longer than the line. */
function wrap(text, maxChars) {
  const lines = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (word.length > maxChars) return null
    const next = line ? `${line} ${word}` : word
    if (next.length <= maxChars) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

/** Lines of text that fit a box, dropping leading words (scent, adjectives) first. */
function fitLines(text, maxChars, maxLines) {
  const words = text.split(/\s+/)
  for (let start = 0; start < words.length; start++) {
    if (words[start] === '&') continue
    const lines = wrap(words.slice(start).join(' '), maxChars)
    if (lines && lines.length <= maxLines) return lines
  }
  return null
}

function textLines(lines, x, y, lineHeight, attrs) {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * lineHeight}" ${attrs}>${esc(line)}</text>`)
    .join('')
}

function svg(width, height, title, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" ` +
    `height="${height}" role="img" font-family="system-ui,sans-serif"><title>${esc(title)}</title>` +
    `${body}</svg>\n`
  )
}

// ---------------------------------------------------------------------------------------------
// Silhouettes, drawn with (0,0) at the bottom centre. Each returns the markup and the label box.

function shapeOf(name) {
  const rules = [
    [/dryer balls/i, 'balls'],
    [/brush|scrubber/i, 'brush'],
    [/sponge cloth/i, 'cloth'],
    [/\bmop\b/i, 'mop'],
    [/\btin\b/i, 'tin'],
    [/dispenser/i, 'dispenser'],
    [/bar soap/i, 'bar'],
    [/stick|deodorant|hand cream/i, 'tube'],
    [/refill/i, 'carton'],
    [/tablets|pods|descaler/i, 'pouch'],
    [/powder|sheets|booster|brightener/i, 'box'],
    [/floor/i, 'jug'],
    [/toilet bowl cleaner|oven|rinse aid/i, 'squeeze'],
    [/spray|cleaner|remover|degreaser|polish/i, 'spray'],
    [/hand soap|body wash/i, 'pump'],
    [/laundry liquid|softener|concentrate|delicates/i, 'jug'],
  ]
  return rules.find(([re]) => re.test(name))?.[1] ?? 'squeeze'
}

function shape(kind, p) {
  switch (kind) {
    case 'spray':
      return {
        svg:
          `<path d="M-55 0h110v-165q0-28-24-38h-62q-24 10-24 38z" fill="${p.main}"/>` +
          `<rect x="-16" y="-226" width="32" height="24" fill="${p.ink}"/>` +
          `<path d="M-36-226h64v-26h-80l-8 12h24zM14-226l10 34-10 4-10-32z" fill="${p.ink}"/>`,
        label: [-45, -160, 90, 120],
      }
    case 'pump':
      return {
        svg:
          `<rect x="-55" y="-185" width="110" height="185" rx="18" fill="${p.main}"/>` +
          `<path d="M-14-185v-22h28v22zM-5-207v-22h10v22zM-22-229v-10h60v10z" fill="${p.ink}"/>`,
        label: [-45, -150, 90, 110],
      }
    case 'jug':
      return {
        svg:
          `<path d="M-75 0h150v-160q0-26-30-36h-30v-22h-30v22h-30q-30 10-30 36z" fill="${p.main}"/>` +
          `<rect x="-19" y="-234" width="38" height="18" rx="4" fill="${p.ink}"/>` +
          `<rect x="40" y="-178" width="22" height="52" rx="10" fill="${p.bg}"/>`,
        label: [-64, -150, 96, 120],
      }
    case 'box':
      return {
        svg:
          `<rect x="-70" y="-215" width="140" height="215" rx="4" fill="${p.main}"/>` +
          `<rect x="-70" y="-215" width="140" height="26" fill="${p.ink}" fill-opacity=".25"/>`,
        label: [-56, -170, 112, 130],
      }
    case 'pouch':
      return {
        svg:
          `<path d="M-72 0q-10-105 4-210h136q14 105 4 210z" fill="${p.main}"/>` +
          `<path d="M-64-188h128" stroke="${p.ink}" stroke-opacity=".4" stroke-width="4"/>`,
        label: [-52, -160, 104, 120],
      }
    case 'carton':
      return {
        svg:
          `<path d="M-60 0h120v-185l-22-34h-76l-22 34z" fill="${p.main}"/>` +
          `<path d="M-60-185h120" stroke="${p.ink}" stroke-opacity=".3" stroke-width="3"/>` +
          `<circle cx="22" cy="-204" r="10" fill="${p.ink}"/>`,
        label: [-48, -160, 96, 120],
      }
    case 'tube':
      return {
        svg:
          `<rect x="-32" y="-175" width="64" height="175" rx="12" fill="${p.main}"/>` +
          `<rect x="-32" y="-212" width="64" height="46" rx="12" fill="${p.ink}"/>`,
        label: [-27, -140, 54, 100],
      }
    case 'bar':
      return {
        svg:
          `<rect x="-95" y="-85" width="190" height="85" rx="16" fill="${p.main}"/>` +
          `<rect x="-38" y="-85" width="76" height="85" fill="${p.accent}"/>`,
        label: null,
      }
    case 'balls':
      return {
        svg:
          `<g fill="${p.main}" stroke="${p.ink}" stroke-opacity=".25" stroke-width="3">` +
          `<circle cx="-52" cy="-44" r="44"/><circle cx="44" cy="-44" r="44"/>` +
          `<circle cx="-4" cy="-118" r="44"/></g>` +
          `<path d="M-80-50q28-22 56 0M16-40q28-22 56 0M-32-124q28-22 56 0" fill="none" ` +
          `stroke="${p.accent}" stroke-width="4"/>`,
        label: null,
      }
    case 'brush':
      return {
        svg:
          `<path d="M-18-70l-44-150a12 12 0 0 1 23-7l45 157z" fill="#c99b6d"/>` +
          `<rect x="-75" y="-78" width="150" height="42" rx="12" fill="#d6a56f"/>` +
          `<path d="M-62-36v34m18-34v34m18-34v34m18-34v34m18-34v34m18-34v34m18-34v34m18-34v34" ` +
          `stroke="${p.main}" stroke-width="8"/>`,
        label: null,
      }
    case 'cloth':
      return {
        svg:
          `<rect x="-85" y="-150" width="160" height="140" rx="10" fill="${p.accent}" ` +
          `transform="rotate(-7)"/>` +
          `<rect x="-75" y="-140" width="160" height="140" rx="10" fill="${p.main}"/>` +
          `<path d="M-50-110h110M-50-70h110M-50-30h110" stroke="${p.accent}" stroke-width="6" ` +
          `stroke-dasharray="2 14" stroke-linecap="round"/>`,
        label: null,
      }
    case 'mop':
      return {
        svg:
          `<rect x="-5" y="-290" width="10" height="270" rx="5" fill="${p.ink}"/>` +
          `<rect x="8" y="-190" width="36" height="74" rx="9" fill="${p.accent}"/>` +
          `<rect x="-95" y="-28" width="190" height="28" rx="9" fill="${p.main}"/>`,
        label: null,
      }
    case 'tin':
      return {
        svg:
          `<path d="M-70-175v165a70 14 0 0 0 140 0v-165z" fill="${p.main}"/>` +
          `<ellipse cy="-175" rx="72" ry="15" fill="${p.ink}"/>`,
        label: [-56, -140, 112, 100],
      }
    case 'dispenser':
      return {
        svg:
          `<rect x="-55" y="-180" width="110" height="180" rx="22" fill="${p.accent}" ` +
          `fill-opacity=".55" stroke="${p.main}" stroke-width="4"/>` +
          `<rect x="-47" y="-118" width="94" height="110" rx="16" fill="${p.main}"/>` +
          `<path d="M-14-180v-22h28v22zM-5-202v-22h10v22zM-22-224v-10h60v10z" fill="#8a949c"/>`,
        label: [-38, -104, 76, 70],
      }
    default:
      return {
        svg:
          `<path d="M-50 0h100v-150q0-34-32-44h-36q-32 10-32 44z" fill="${p.main}"/>` +
          `<rect x="-18" y="-222" width="36" height="30" rx="6" fill="${p.ink}"/>`,
        label: [-40, -140, 80, 105],
      }
  }
}

/** Label: 'front' (brand + name where it fits), 'back' (directions bars) or 'plain'. */
function label(box, mode, p, name) {
  if (!box) return ''
  const [x, y, w, h] = box
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#fff" fill-opacity=".92"/>`
  if (mode === 'plain') return out
  const cx = x + w / 2
  if (mode === 'front') {
    const brandSize = w < 70 ? 8 : 10
    out += `<text x="${cx}" y="${y + 17}" font-size="${brandSize}" letter-spacing="1" text-anchor="middle" fill="${GREEN}">clearhome</text>`
    for (const size of [13, 11]) {
      const maxLines = Math.min(4, Math.floor((h - 30) / (size + 2)))
      const lines = fitLines(name, Math.floor((w - 8) / (size * 0.58)), maxLines)
      if (lines) {
        out += textLines(
          lines,
          cx,
          y + 36,
          size + 2,
          `font-size="${size}" font-weight="700" text-anchor="middle" fill="${p.ink}"`,
        )
        break
      }
    }
    return out
  }
  // back: two headed blocks of grey "text" bars
  const bars = (top, widths) =>
    widths
      .map(
        (f, i) =>
          `<rect x="${x + 8}" y="${top + i * 9}" width="${Math.round((w - 16) * f)}" height="4" rx="2"/>`,
      )
      .join('')
  out +=
    `<g font-size="8" font-weight="700" fill="${p.ink}"><text x="${x + 8}" y="${y + 15}">DIRECTIONS</text>` +
    `<text x="${x + 8}" y="${y + 15 + h / 2}">INGREDIENTS</text></g>` +
    `<g fill="${p.ink}" fill-opacity=".3">${bars(y + 22, h > 100 ? [1, 0.9, 0.7, 0.8] : [1, 0.8])}` +
    `${bars(y + 22 + h / 2, h > 100 ? [1, 0.6, 0.85] : [0.9])}</g>`
  return out
}

// ---------------------------------------------------------------------------------------------
// Product images (400 x 400)

function caption(lines, y, p) {
  return textLines(
    lines,
    200,
    y,
    21,
    `font-size="17" font-weight="600" text-anchor="middle" fill="${p.ink}"`,
  )
}

function productFront(product, p, kind) {
  const s = shape(kind, p)
  const nameLines = wrap(product.name, 30) ?? [product.name]
  return svg(
    400,
    400,
    `${product.name}, front`,
    `<rect width="400" height="400" fill="${p.bg}"/>` +
      `<circle cx="200" cy="190" r="150" fill="${p.accent}" fill-opacity=".45"/>` +
      `<ellipse cx="200" cy="${nameLines.length > 1 ? 318 : 332}" rx="110" ry="10" fill="${p.ink}" fill-opacity=".12"/>` +
      `<g transform="translate(200 ${nameLines.length > 1 ? 316 : 330})">${s.svg}${label(s.label, 'front', p, product.name)}</g>` +
      caption(nameLines, nameLines.length > 1 ? 352 : 370, p),
  )
}

function productBack(product, p, kind) {
  const s = shape(kind, p)
  return svg(
    400,
    400,
    `${product.name}, back with directions and ingredients`,
    `<rect width="400" height="400" fill="${p.bg}"/>` +
      `<rect x="40" y="40" width="320" height="300" rx="24" fill="${p.accent}" fill-opacity=".35"/>` +
      `<ellipse cx="200" cy="322" rx="110" ry="10" fill="${p.ink}" fill-opacity=".12"/>` +
      `<g transform="translate(200 320)">${s.svg}${label(s.label, 'back', p)}</g>` +
      caption([product.size], 372, p),
  )
}

function scene(p, kind, variation) {
  const s = shape(kind, p)
  const leaf = (x, y, r) =>
    `<ellipse cx="${x}" cy="${y}" rx="12" ry="30" transform="rotate(${r} ${x} ${y})"/>`
  const windowX = variation % 2 ? 40 : 230
  const plantX = variation % 2 ? 330 : 75
  return (
    `<rect width="400" height="400" fill="${p.bg}"/>` +
    `<rect x="${windowX}" y="40" width="130" height="150" rx="6" fill="#fff" fill-opacity=".75"/>` +
    `<path d="M${windowX + 65} 40v150M${windowX} 115h130" stroke="${p.bg}" stroke-width="6"/>` +
    `<rect y="300" width="400" height="100" fill="${p.accent}"/>` +
    `<rect y="300" width="400" height="8" fill="${p.ink}" fill-opacity=".15"/>` +
    `<g fill="#5f9e6e">${leaf(plantX - 15, 232, -30)}${leaf(plantX + 15, 232, 30)}${leaf(plantX, 222, 0)}</g>` +
    `<path d="M${plantX - 28} 300l6-46h44l6 46z" fill="#c9825b"/>` +
    `<g transform="translate(${variation % 2 ? 190 : 225} 302) scale(.8)">${s.svg}${label(s.label, 'plain', p)}</g>`
  )
}

function productLifestyle(product, p, kind, variation) {
  return svg(400, 400, `${product.name} on a sunny countertop`, scene(p, kind, variation))
}

function productVideoPoster(product, p, kind, variation) {
  return svg(
    400,
    400,
    `Video: how to use ${product.name}`,
    scene(p, kind, variation) +
      `<rect width="400" height="400" fill="${p.ink}" fill-opacity=".35"/>` +
      `<circle cx="200" cy="190" r="42" fill="#fff" fill-opacity=".92"/>` +
      `<path d="M188 168v44l36-22z" fill="${p.ink}"/>` +
      `<text x="200" y="370" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">How to use</text>`,
  )
}

/**
 * A video host's thumbnail for the oEmbed stand-in (16:9): the product's scene, dimmed, with a
 * play mark and what the video is.
 */
function videoThumbnail(product, p, kind, variation, label) {
  return svg(
    480,
    270,
    `${label}: ${product.name}`,
    `<rect width="480" height="270" fill="${p.bg}"/><rect y="235" width="480" height="35" fill="${p.accent}"/>` +
      `<g transform="translate(40 -65)">${scene(p, kind, variation)}</g>` +
      `<rect width="480" height="270" fill="${p.ink}" fill-opacity=".4"/>` +
      `<rect x="200" y="95" width="80" height="56" rx="14" fill="#fff" fill-opacity=".92"/>` +
      `<path d="M230 107v32l28-16z" fill="${p.ink}"/>` +
      `<text x="240" y="232" font-size="22" font-weight="700" text-anchor="middle" fill="#fff">${esc(label)}</text>`,
  )
}

// ---------------------------------------------------------------------------------------------
// Categories, kits (400 x 300)

const CATEGORY_SHAPES = {
  laundry: 'jug',
  dish: 'squeeze',
  'kitchen-surfaces': 'spray',
  bathroom: 'spray',
  floors: 'mop',
  'personal-care': 'pump',
  'refills-accessories': 'dispenser',
  'pet-care': 'spray',
  'laundry-detergents': 'jug',
  'boosters-stain-removers': 'spray',
  'fabric-care': 'balls',
  'dish-soap': 'squeeze',
  dishwasher: 'pouch',
  'all-purpose-cleaners': 'spray',
  'glass-stainless': 'spray',
  'tub-tile': 'spray',
  'toilet-care': 'brush',
  'hand-soap': 'pump',
  'body-care': 'tube',
}

function group(items, y) {
  const xs = items.length === 2 ? [150, 250] : [110, 200, 290]
  const drawn = items.map(([kind, pal], i) => {
    const scale = items.length === 3 && i === 1 ? 0.8 : 0.66
    const s = shape(kind, pal)
    return `<g transform="translate(${xs[i]} ${y}) scale(${scale})">${s.svg}${label(s.label, 'plain', pal)}</g>`
  })
  // The centre item of three is drawn last so it overlaps its neighbours.
  return (items.length === 3 ? [drawn[0], drawn[2], drawn[1]] : drawn).join('')
}

function categoryImage(category, topSlug, firstProductKinds) {
  const p = paletteFor(topSlug)
  let art
  if (category.slug === 'starter-kits') {
    art = group(
      [
        ['jug', paletteFor('laundry', 1)],
        ['spray', paletteFor('kitchen-surfaces', 2)],
        ['squeeze', paletteFor('dish', 3)],
      ],
      236,
    )
  } else {
    const kind = CATEGORY_SHAPES[category.slug] ?? firstProductKinds[0] ?? 'squeeze'
    const s = shape(kind, p)
    art = `<g transform="translate(200 236) scale(.72)">${s.svg}${label(s.label, 'plain', p)}</g>`
  }
  return svg(
    400,
    300,
    `${category.name} category`,
    `<rect width="400" height="300" fill="${p.bg}"/>` +
      `<circle cx="200" cy="140" r="110" fill="${p.accent}" fill-opacity=".5"/>` +
      `<path d="M24 40c0-14 10-22 24-22 0 14-9 22-24 22z" fill="${GREEN}" fill-opacity=".5"/>` +
      art +
      `<text x="200" y="278" font-size="22" font-weight="700" text-anchor="middle" fill="${p.ink}">${esc(category.name)}</text>`,
  )
}

function kitImage(kit, items) {
  const p = paletteFor(kit.type === 'dish' ? 'dish' : 'laundry')
  const lines = wrap(kit.name, 32) ?? [kit.name]
  return svg(
    400,
    300,
    `${kit.name}: ${items.length} Clearhome products`,
    `<rect width="400" height="300" fill="${p.bg}"/>` +
      `<rect x="40" y="190" width="320" height="40" rx="8" fill="${p.accent}"/>` +
      group(items, 218) +
      `<rect x="24" y="20" width="56" height="24" rx="12" fill="${GREEN}"/>` +
      `<text x="52" y="37" font-size="12" font-weight="700" text-anchor="middle" fill="#fff">KIT</text>` +
      textLines(
        lines,
        200,
        268,
        20,
        `font-size="19" font-weight="700" text-anchor="middle" fill="${p.ink}"`,
      ),
  )
}

// ---------------------------------------------------------------------------------------------
// Icons (64 x 64, line art) and the blog placeholder

const ICONS = {
  'plant-based': [
    'Plant-based',
    '<path d="M14 50C14 27 29 14 52 12c0 24-13 39-38 38z"/><path d="M14 50l24-24"/>',
  ],
  'fragrance-free': [
    'Fragrance-free',
    '<path d="M32 10c9 13 15 21 15 29a15 15 0 0 1-30 0c0-8 6-16 15-29z"/><path d="M12 12l40 40"/>',
  ],
  'septic-safe': [
    'Septic-safe',
    '<rect x="10" y="32" width="44" height="20" rx="6"/><path d="M20 32V18h12"/>' +
      '<path d="M44 12c3 5 6 8 6 11a6 6 0 0 1-12 0c0-3 3-6 6-11z"/><path d="M18 42h28"/>',
  ],
  'cruelty-free': [
    'Cruelty-free',
    '<ellipse cx="32" cy="43" rx="14" ry="12"/>' +
      '<path d="M27 32c-5-9-5-20-1-22 4 2 5 12 3 22M37 32c5-9 5-20 1-22-4 2-5 12-3 22"/>' +
      '<circle cx="27" cy="42" r="1.5"/><circle cx="37" cy="42" r="1.5"/>',
  ],
  biodegradable: [
    'Biodegradable',
    '<path d="M50 32a18 18 0 1 1-6-13.4"/><path d="M46 10v9h-9"/>' +
      '<path d="M25 40c0-9 6-14 14-14 0 9-5 14-14 14zM25 40l7-7"/>',
  ],
  concentrated: [
    'Concentrated',
    '<path d="M32 8c10 14 16 23 16 32a16 16 0 0 1-32 0c0-9 6-18 16-32z"/><path d="M32 33v14M25 40h14"/>',
  ],
}

function icon(title, paths) {
  return svg(
    64,
    64,
    title,
    `<g fill="none" stroke="${GREEN}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`,
  )
}

function blogPlaceholder() {
  return svg(
    1200,
    630,
    'Clearhome Journal',
    `<rect width="1200" height="630" fill="#f0f5e8"/>` +
      `<circle cx="980" cy="150" r="260" fill="#cfe3ae" fill-opacity=".6"/>` +
      `<circle cx="160" cy="560" r="200" fill="#b6e0c1" fill-opacity=".5"/>` +
      `<g fill="${GREEN}" fill-opacity=".75">` +
      `<path d="M880 460c0-120 80-190 200-200 0 120-70 200-200 200z"/>` +
      `<path d="M840 470c-10-90-70-140-160-140 0 90 60 150 160 140z"/></g>` +
      `<path d="M880 460l120-120M840 470l-90-80" stroke="#f0f5e8" stroke-width="6"/>` +
      `<text x="100" y="290" font-size="72" font-weight="700" fill="#34501a">Clearhome</text>` +
      `<text x="104" y="350" font-size="32" fill="${GREEN}">Journal</text>` +
      `<rect x="104" y="390" width="220" height="8" rx="4" fill="#6e9a2f"/>`,
  )
}

// ---------------------------------------------------------------------------------------------
// Write

const written = new Map()
function write(path, content) {
  const file = join(OUT, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  written.set(path, Buffer.byteLength(content))
}

const categoryById = new Map(catalogue.categories.map((c) => [c.id, c]))
function topSlug(categoryId) {
  let c = categoryById.get(categoryId)
  while (c && c.parentId !== null) c = categoryById.get(c.parentId)
  return c?.slug ?? 'refills-accessories'
}

const productInfo = new Map()
for (const product of catalogue.products) {
  const h = hash(product.slug)
  const p = paletteFor(topSlug(product.categoryIds[0]), h)
  const kind = shapeOf(product.name)
  productInfo.set(product.id, { p, kind })
  const dir = `products/${product.slug}`
  write(`${dir}/front.svg`, productFront(product, p, kind))
  write(`${dir}/back.svg`, productBack(product, p, kind))
  write(`${dir}/lifestyle.svg`, productLifestyle(product, p, kind, h))
  const hasVideo =
    product.howToUseVideoId ||
    product.reviewVideoId ||
    product.gallery.some((item) => item.type === 'video')
  if (hasVideo) write(`${dir}/video-poster.svg`, productVideoPoster(product, p, kind, h >>> 3))
}

// The oEmbed stand-in's videos (src/server/video-stand-in.json): every video id the seed names,
// with a thumbnail each, so the product page's videos work with no video host at all.
const videoId = (url) => /[?&]v=([\w-]{6,20})/.exec(url ?? '')?.[1] ?? null
const videos = {}
for (const product of catalogue.products) {
  const { p, kind } = productInfo.get(product.id)
  const h = hash(product.slug)
  const entries = [
    [product.howToUseVideoId, 'How to use'],
    [product.reviewVideoId, 'What customers say'],
    ...product.gallery
      .filter((g) => g.type === 'video')
      .map((g) => [videoId(g.videoUrl), 'How to use']),
  ]
  for (const [id, label] of entries) {
    if (!id || videos[id]) continue
    write(`videos/${id}.svg`, videoThumbnail(product, p, kind, h >>> 5, label))
    videos[id] = { title: `${label}: ${product.name}`, author_name: 'Clearhome' }
  }
}
writeFileSync(join(ROOT, 'src/server/video-stand-in.json'), `${JSON.stringify(videos, null, 2)}\n`)

for (const category of catalogue.categories) {
  const kinds = catalogue.products
    .filter((product) => product.categoryIds.includes(category.id))
    .map((product) => productInfo.get(product.id).kind)
  write(category.imagePath, categoryImage(category, topSlug(category.id), kinds))
}

// The Shop dropdown's first tile (Whole Home) is the storefront's own, not a seeded category.
write(
  'categories/whole-home.svg',
  categoryImage({ name: 'Whole Home', slug: 'starter-kits' }, 'kitchen-surfaces', []),
)

for (const kit of catalogue.starterKits) {
  const items = kit.products
    .slice(0, 3)
    .map(({ productId }) => productInfo.get(productId))
    .filter(Boolean)
    .map(({ kind, p }) => [kind, p])
  write(kit.imagePath, kitImage(kit, items))
}

for (const [name, [title, paths]] of Object.entries(ICONS)) {
  write(`icons/${name}.svg`, icon(title, paths))
}
write('blog/placeholder.svg', blogPlaceholder())

// Every image path the seed references must now exist.
const referenced = [
  ...catalogue.categories.map((c) => c.imagePath),
  ...catalogue.starterKits.map((k) => k.imagePath),
  ...catalogue.products.flatMap((product) => [
    product.thumbnail.filePath,
    ...product.gallery.map((item) => item.src),
    ...product.whyYouLoveItIcons.map((item) => item.filePath),
  ]),
]
const missing = [...new Set(referenced)].filter((path) => !written.has(path))
const oversized = [...written].filter(([, bytes]) => bytes > MAX_BYTES)
const total = [...written.values()].reduce((a, b) => a + b, 0)
const [largestPath, largestBytes] = [...written].sort((a, b) => b[1] - a[1])[0]
console.log(
  `public/media: ${written.size} files, ${(total / 1024).toFixed(1)} KiB ` +
    `(largest ${largestPath}, ${largestBytes} B)`,
)
if (oversized.length) console.warn(`Over ${MAX_BYTES} B: ${oversized.map(([f]) => f).join(', ')}`)
const listFiles = (dir) =>
  existsSync(join(OUT, dir))
    ? readdirSync(join(OUT, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) =>
          join(entry.parentPath, entry.name)
            .slice(OUT.length + 1)
            .replace(/\\/g, '/'),
        )
    : []
const stale = GENERATED_DIRS.flatMap(listFiles).filter((path) => !written.has(path))
if (stale.length) console.warn(`Stale (no longer drawn; not deleted): ${stale.join(', ')}`)
if (missing.length) {
  console.error(`Referenced but not generated: ${missing.join(', ')}`)
  process.exitCode = 1
}
