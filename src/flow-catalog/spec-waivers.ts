/**
 * Sentences of the two specs that no test checks, each with its reason (ADR 0024): a layout
 * note no test can state, a sentence the spec marks "not shown", a heading-like line that states
 * nothing of its own. At most 10 % of each document; a waived sentence that a test comes to check
 * fails the suite until its waiver is taken out.
 */
export const waivers: Record<string, string> = {
  'Shell §0.1':
    'Describes what the product is (an online shop for a home-care and cleaning brand); no behaviour a test can assert. What the shop does is checked sentence by sentence in §1 and §2.',
  'Shell §0.3':
    "States the document's own scope (which journeys it covers); about the spec, not the product.",
  'Shell §0.4':
    "Points to the second document for listings, blocks, footer and cart box; about the spec, not the product (those sentences are the Catalogue document's).",
  'Shell §1.6':
    'Says what the server does beyond the listed response fields is not shown; nothing in the product to check.',
  'Shell §6.7':
    '"Admin roles: not shown." states nothing the product does: no admin role exists in the storefront to test.',
  'Shell §7.16':
    '"Other calls:" only introduces the list that follows; each listed call has its own sentence, checked by its own tests (e.g. Shell §7.19, §7.20-§7.24, §9.8).',
  'Catalogue §0.3':
    "States the document's scope (which screens and blocks it covers); nothing a shopper sees or a test can assert. Each item it names is checked under its own sentence.",
  'Catalogue §1.3':
    'A heading-like line ("Blocks described here:") introducing the list §1.4–§1.8, each of which is checked on its own.',
  'Catalogue §2.9':
    'The spec marks the bundle listing\'s path "not shown": the sentence fixes no route to test (the listing itself is checked under §2.40–§2.42).',
  'Catalogue §2.100':
    'A pointer sentence ("FAQ tabs, compare table, job listings, best sellers, shop by category, ingredient explorer, shoppable download, starter-kit claim button: see below"): it names blocks and defers to the bullets that follow, stating nothing a test can check of its own; each block is checked under its own sentence (§2.101-§2.106, §2.115-§2.118, the shoppable-download and claim-button bullets).',
  'Catalogue §4.24':
    'The frequency dropdown is a native <select> (src/components/product/PurchaseBox.tsx): its option list is opened and closed by the browser, which closes it on an outside click; no page code decides it, and jsdom has no open state to test.',
  'Catalogue §5.3':
    "The sentence says the footer's own validation rules are not shown: it states no rule a test could check.",
  'Catalogue §6.6':
    'Page-builder editors are declared not a runtime role and not shown further: nothing a shopper sees follows from it (their inputs are checked under §5.17 and §3.21, §3.22).',
  'Catalogue §6.7':
    "States that the spec shows no admin roles: a statement of the spec's scope, with no behaviour to check.",
  'Catalogue §7.16':
    'A list heading ("Other calls:") with no claim of its own; each listed call (§7.17-§7.29) is checked by its own tests.',
  'Catalogue §7.30':
    "States that the server's handling beyond the fields read is not shown: nothing a test can check.",
  'Catalogue §8.20':
    'A cross-reference ("Builder placeholders are listed in section 2"); the placeholders are checked under section 2.',
  'Catalogue §9.37':
    'States that the related-products responses beyond the data array are not shown: nothing a test can check (the data array itself is Catalogue §7.18).',
}

/**
 * Sentences not yet checked by a named test (issue 49): the register reports them as unchecked,
 * and the suite fails on an unchecked sentence not listed here, and on a listed one that is now
 * checked or waived, so the list only shrinks. Each is a gap in the product, not in its tests.
 */
export const notYetChecked: string[] = [
  // /symbol preview of detail blocks: the page builder has no bundle, product or category detail
  // block for a default slug to feed (src/content/preview.ts's slugForBlock has no caller).
  'Catalogue §2.14',
  // Listed calls no screen or action of either spec makes: kits are claimed through the GraphQL
  // mutation (Catalogue §7.6), the offer bundle has no add, a product is read by
  // /rest/auth/products/{slug} (Catalogue §7.9). The reference store answers all three.
  'Catalogue §7.5',
  'Catalogue §7.7',
  'Catalogue §7.10',
]
