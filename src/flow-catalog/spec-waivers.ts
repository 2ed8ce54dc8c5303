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
  'Catalogue §2.14':
    'The storefront renders bundle, product and category detail as routes of their own (routes/products/, ADR 0016), not as page-builder blocks: no block input holds a default slug and no editor previews them on their own, so there is no /symbol preview of them to build. The one template the page builder does preview, the blog category, is built and checked (§2.13).',
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
  'Catalogue §7.5':
    'A call the table lists that no screen or action of either document makes: a log code names its failure (11302.01, §8.19), but nothing says which control adds an offer (the offer bundle is shown read-only beside the kit claim button: §3.14, §7.13, §8.9, §2.107). The storefront does not invent one; the reference store answers it (bearer, session_id, offer_product), as tests/unit/store/suite.ts checks.',
  'Catalogue §7.7':
    "The REST twin of the claim mutation (§7.6): same payload, same answer, and no screen of either document says when it is made instead. The claim button makes the mutation (11303.03 is the mutation's log code); the reference store answers both.",
  'Catalogue §7.10':
    'A product read whose auth is "not shown" and that no screen names: product detail reads /rest/auth/products/{slug} (§7.9), cached 300 s as the spec says of that call. The reference store answers it (data array, the product first).',
  'Catalogue §7.16':
    'A list heading ("Other calls:") with no claim of its own; each listed call (§7.17-§7.29) is checked by its own tests.',
  'Catalogue §7.30':
    "States that the server's handling beyond the fields read is not shown: nothing a test can check.",
  'Catalogue §8.20':
    'A cross-reference ("Builder placeholders are listed in section 2"); the placeholders are checked under section 2.',
  'Catalogue §9.37':
    'States that the related-products responses beyond the data array are not shown: nothing a test can check (the data array itself is Catalogue §7.18).',
}
