/**
 * Deterministic seed for the embedded reference store: the fictional brand Clearhome's catalogue,
 * ingredients, starter kits, offer bundles, reviews and one demo member. All text is the
 * project's own. Image paths are relative to the image host (IMAGE_CDN_URL, default /media);
 * `scripts/generate-media.mjs` draws every path referenced here into public/media.
 *
 * The demo member's password is demo data, documented as such; it is hashed when stored.
 */
import type { SeedCatalogue } from './types'

export const catalogue: SeedCatalogue = {
  categories: [
    {
      id: 1,
      parentId: null,
      name: 'Laundry',
      slug: 'laundry',
      pageTitle: 'Plant-Powered Laundry Care',
      description:
        'Detergents, boosters and fabric care made with plant-derived cleansers that lift stains in any water temperature. Gentle on skin, tough on grass, grease and everyday grime.',
      displayOrder: 1,
      published: true,
      imagePath: 'categories/laundry.svg',
      submenuLabel: 'Laundry',
      featured: true,
      tagLine: 'Clean clothes, nothing left behind.',
      seoSubHeader: 'Non-toxic laundry detergent, stain removers and fabric care',
      metaTitle: 'Non-Toxic Laundry Detergent & Fabric Care | Clearhome',
      metaDescription:
        'Shop plant-based laundry detergent, oxygen boosters, stain removers and fabric care from Clearhome. Fragrance-free options, HE safe and septic safe.',
      metaKeywords:
        'non-toxic laundry detergent, plant-based laundry, fragrance-free detergent, stain remover, oxygen booster',
    },
    {
      id: 2,
      parentId: null,
      name: 'Dish',
      slug: 'dish',
      pageTitle: 'Dish Soap & Dishwasher Essentials',
      description:
        'Hand dish soaps and dishwasher essentials that cut grease with coconut- and corn-derived surfactants instead of harsh solvents. Sparkling glasses, softer hands.',
      displayOrder: 2,
      published: true,
      imagePath: 'categories/dish.svg',
      submenuLabel: 'Dish',
      featured: true,
      tagLine: 'Grease gone, rinse clean.',
      seoSubHeader: 'Plant-based dish soap, dishwasher tablets and rinse aid',
      metaTitle: 'Plant-Based Dish Soap & Dishwasher Tablets | Clearhome',
      metaDescription:
        'Concentrated dish soap, wrapper-free dishwasher tablets and citric-acid rinse aid, all phosphate-free and made with plant-derived ingredients.',
      metaKeywords:
        'natural dish soap, dishwasher tablets, phosphate-free dishwasher detergent, rinse aid',
    },
    {
      id: 3,
      parentId: null,
      name: 'Kitchen & Surfaces',
      slug: 'kitchen-surfaces',
      pageTitle: 'Kitchen & Surface Cleaners',
      description:
        'Sprays and concentrates for counters, stovetops, glass and stainless steel. No ammonia, no chlorine bleach and no lingering chemical smell.',
      displayOrder: 3,
      published: true,
      imagePath: 'categories/kitchen-surfaces.svg',
      submenuLabel: 'Kitchen & Surfaces',
      featured: true,
      tagLine: 'Every surface, one easy wipe.',
      seoSubHeader: 'Non-toxic all-purpose cleaners, degreasers and glass sprays',
      metaTitle: 'Non-Toxic All-Purpose & Kitchen Cleaners | Clearhome',
      metaDescription:
        'Plant-based all-purpose sprays, concentrates, degreasers and glass cleaners that are safe around food, kids and pets.',
      metaKeywords:
        'all-purpose cleaner, non-toxic kitchen cleaner, degreaser, glass cleaner, stainless steel polish',
    },
    {
      id: 4,
      parentId: null,
      name: 'Bathroom',
      slug: 'bathroom',
      pageTitle: 'Bathroom Cleaners Without the Fumes',
      description:
        'Plant acids and oxygen power for soap scum, hard-water rings and mildew stains. A sparkling bathroom without chlorine bleach or harsh fumes.',
      displayOrder: 4,
      published: true,
      imagePath: 'categories/bathroom.svg',
      submenuLabel: 'Bathroom',
      featured: true,
      tagLine: 'Spa-clean, minus the fumes.',
      seoSubHeader: 'Bleach-free toilet, tub and tile cleaners',
      metaTitle: 'Bleach-Free Bathroom Cleaners | Clearhome',
      metaDescription:
        'Toilet bowl cleaner, tub and tile spray, cream scrub and mildew remover made with plant-derived ingredients and no chlorine bleach.',
      metaKeywords:
        'bleach-free toilet cleaner, soap scum remover, natural bathroom cleaner, mildew remover',
    },
    {
      id: 5,
      parentId: null,
      name: 'Floors',
      slug: 'floors',
      pageTitle: 'Floor Cleaners for Every Surface',
      description:
        'Concentrated, no-rinse floor cleaners for sealed hardwood, laminate, vinyl and tile, plus a refillable spray mop that retires disposable pads.',
      displayOrder: 5,
      published: true,
      imagePath: 'categories/floors.svg',
      submenuLabel: 'Floors',
      featured: false,
      tagLine: 'Shine underfoot, no sticky film.',
      seoSubHeader: 'Non-toxic floor cleaners and a refillable spray mop',
      metaTitle: 'Non-Toxic Floor Cleaners & Spray Mop | Clearhome',
      metaDescription:
        'Plant-based floor cleaners for hardwood, tile and vinyl that leave no residue, and a refillable spray mop with washable pads.',
      metaKeywords:
        'non-toxic floor cleaner, hardwood floor cleaner, tile and grout cleaner, spray mop',
    },
    {
      id: 6,
      parentId: null,
      name: 'Personal Care',
      slug: 'personal-care',
      pageTitle: 'Gentle Personal Care',
      description:
        'Hand soaps, body care and deodorant made with mild, plant-derived cleansers and soothing botanicals. Kind to skin, easy on the planet.',
      displayOrder: 6,
      published: true,
      imagePath: 'categories/personal-care.svg',
      submenuLabel: 'Personal Care',
      featured: true,
      tagLine: 'Gentle on skin, every single wash.',
      seoSubHeader: 'Plant-based hand soap, body wash and natural deodorant',
      metaTitle: 'Natural Hand Soap, Body Wash & Deodorant | Clearhome',
      metaDescription:
        'Foaming hand soap, sulfate-free body wash, hand cream and aluminum-free deodorant, all vegan and never tested on animals.',
      metaKeywords:
        'natural hand soap, sulfate-free body wash, aluminum-free deodorant, vegan personal care',
    },
    {
      id: 7,
      parentId: null,
      name: 'Refills & Accessories',
      slug: 'refills-accessories',
      pageTitle: 'Refills, Reusables & Cleaning Tools',
      description:
        'Refill cartons, glass bottles and plastic-free tools that help you buy less packaging. Refill what you have and keep using it for years.',
      displayOrder: 7,
      published: true,
      imagePath: 'categories/refills-accessories.svg',
      submenuLabel: 'Refills & Tools',
      featured: false,
      tagLine: 'Refill it, reuse it, love it.',
      seoSubHeader: 'Refill cartons, glass bottles and plastic-free cleaning tools',
      metaTitle: 'Refills & Reusable Cleaning Tools | Clearhome',
      metaDescription:
        'Refill cartons, amber glass spray bottles, foaming dispensers, sponge cloths and plant-fiber brushes for a lower-waste home.',
      metaKeywords:
        'refill cleaning products, glass spray bottle, sponge cloths, zero waste cleaning tools',
    },
    {
      id: 8,
      parentId: null,
      name: 'Pet Care',
      slug: 'pet-care',
      pageTitle: 'Pet-Friendly Cleaning',
      description:
        'Enzyme sprays and bowl washes for homes with paws. Coming soon: this collection is still in testing with our four-legged panel.',
      displayOrder: 8,
      published: false,
      imagePath: 'categories/pet-care.svg',
      submenuLabel: 'Pet Care',
      featured: false,
      tagLine: 'Clean homes for happy paws.',
      seoSubHeader: 'Enzyme stain removers and bowl washes for pet owners',
      metaTitle: 'Pet Stain Remover & Bowl Wash | Clearhome',
      metaDescription:
        'Unscented enzyme stain and odor remover and a residue-free pet bowl wash, made with plant-derived ingredients.',
      metaKeywords: 'pet stain remover, enzyme cleaner, pet bowl wash, pet-safe cleaner',
    },
    {
      id: 9,
      parentId: null,
      name: 'Bundles',
      slug: 'starter-kits',
      pageTitle: 'Starter Kits & Bundles',
      description:
        'Curated starter kits that bundle our best sellers at a lower price. Subscribe to the kit and save more on every delivery.',
      displayOrder: 9,
      published: true,
      imagePath: 'categories/starter-kits.svg',
      submenuLabel: 'Bundles',
      featured: false,
      tagLine: 'Start clean, save more.',
      seoSubHeader: 'Laundry and dish starter kits at bundle prices',
      metaTitle: 'Starter Kits & Cleaning Bundles | Clearhome',
      metaDescription:
        'Save with Clearhome starter kits for laundry, dish and the whole home, with extra savings when you subscribe.',
      metaKeywords: 'cleaning starter kit, laundry bundle, dish bundle, non-toxic cleaning set',
    },
    {
      id: 10,
      parentId: 1,
      name: 'Detergents',
      slug: 'laundry-detergents',
      pageTitle: 'Plant-Based Laundry Detergents',
      description:
        'Liquid, powder, sheets and pods, all made with plant-derived surfactants. Choose unscented for sensitive skin or a light natural scent.',
      displayOrder: 1,
      published: true,
      imagePath: 'categories/laundry-detergents.svg',
      tagLine: 'Find your laundry match.',
      seoSubHeader: 'Liquid, powder, sheet and pod detergents',
      metaTitle: 'Plant-Based Laundry Detergent | Clearhome',
      metaDescription:
        'Unscented and naturally scented laundry detergents in liquid, powder, sheet and pod formats. HE safe and cold-water ready.',
      metaKeywords:
        'laundry detergent, unscented detergent, laundry sheets, laundry pods, laundry powder',
    },
    {
      id: 11,
      parentId: 1,
      name: 'Boosters & Stain Removers',
      slug: 'boosters-stain-removers',
      pageTitle: 'Laundry Boosters & Stain Removers',
      description:
        "Enzyme sprays, oxygen brighteners and mineral boosters that take on the stains and hard water your detergent can't handle alone.",
      displayOrder: 2,
      published: true,
      imagePath: 'categories/boosters-stain-removers.svg',
      tagLine: 'For stains that refuse to quit.',
      seoSubHeader: 'Chlorine-free stain removers and laundry boosters',
      metaTitle: 'Stain Remover & Oxygen Booster | Clearhome',
      metaDescription:
        'Enzyme stain remover spray, stain stick, oxygen brightener and washing soda booster, all chlorine-free.',
      metaKeywords: 'stain remover, oxygen bleach alternative, laundry booster, washing soda',
    },
    {
      id: 12,
      parentId: 1,
      name: 'Fabric Care',
      slug: 'fabric-care',
      pageTitle: 'Softeners, Dryer Balls & Fabric Sprays',
      description:
        'Softener without the waxy coating, reusable wool dryer balls and a fabric refresher for soft, fresh laundry between washes.',
      displayOrder: 3,
      published: true,
      imagePath: 'categories/fabric-care.svg',
      tagLine: 'Soft, fresh and static-free.',
      seoSubHeader: 'Plant-based fabric softener, dryer balls and fabric spray',
      metaTitle: 'Natural Fabric Softener & Wool Dryer Balls | Clearhome',
      metaDescription:
        'Lavender fabric softener, wool dryer balls and a cedar and lavender fabric refresh spray made without synthetic fragrance.',
      metaKeywords: 'natural fabric softener, wool dryer balls, fabric refresher spray',
    },
    {
      id: 13,
      parentId: 2,
      name: 'Dish Soap',
      slug: 'dish-soap',
      pageTitle: 'Concentrated Dish Soap',
      description:
        'Thick, concentrated hand dish soaps that cut grease fast and rinse clean, in citrus or unscented, with refill cartons to match.',
      displayOrder: 1,
      published: true,
      imagePath: 'categories/dish-soap.svg',
      tagLine: 'A little goes a long way.',
      seoSubHeader: 'Grease-cutting, plant-based hand dish soap',
      metaTitle: 'Concentrated Plant-Based Dish Soap | Clearhome',
      metaDescription:
        'Citrus and unscented dish soaps with glycerin and aloe, plus refill cartons and a glass dispenser set.',
      metaKeywords: 'dish soap, unscented dish soap, dish soap refill, natural dish soap',
    },
    {
      id: 14,
      parentId: 2,
      name: 'Dishwasher',
      slug: 'dishwasher',
      pageTitle: 'Dishwasher Tablets, Powder & Rinse Aid',
      description:
        'Wrapper-free tablets, scoopable powder, rinse aid and a monthly machine cleaner for spotless dishes without phosphates or chlorine.',
      displayOrder: 2,
      published: true,
      imagePath: 'categories/dishwasher.svg',
      tagLine: 'Sparkle without the plastic wrap.',
      seoSubHeader: 'Phosphate-free dishwasher detergent and rinse aid',
      metaTitle: 'Phosphate-Free Dishwasher Detergent | Clearhome',
      metaDescription:
        'Enzyme-powered dishwasher tablets and powder, citric-acid rinse aid and dishwasher descaler, all fragrance-free.',
      metaKeywords: 'dishwasher tablets, dishwasher powder, rinse aid, dishwasher cleaner',
    },
    {
      id: 15,
      parentId: 3,
      name: 'All-Purpose Cleaners',
      slug: 'all-purpose-cleaners',
      pageTitle: 'All-Purpose Cleaners',
      description:
        'Multi-surface sprays and concentrates for counters, tables, appliances and more. No-rinse on most surfaces and safe where you prepare food.',
      displayOrder: 1,
      published: true,
      imagePath: 'categories/all-purpose-cleaners.svg',
      tagLine: 'The spray you reach for daily.',
      seoSubHeader: 'No-rinse, plant-based multi-surface cleaners',
      metaTitle: 'Non-Toxic All-Purpose Cleaner | Clearhome',
      metaDescription:
        'Lemongrass and unscented all-purpose sprays plus a concentrate that makes sixteen bottles.',
      metaKeywords: 'all-purpose cleaner, multi-surface spray, cleaning concentrate',
    },
    {
      id: 16,
      parentId: 3,
      name: 'Glass & Stainless',
      slug: 'glass-stainless',
      pageTitle: 'Glass Cleaner & Stainless Steel Polish',
      description:
        'Ammonia-free glass spray and a silicone-free stainless polish for streak-free windows, mirrors and appliances.',
      displayOrder: 2,
      published: true,
      imagePath: 'categories/glass-stainless.svg',
      tagLine: 'Streak-free, fingerprint-free.',
      seoSubHeader: 'Ammonia-free glass cleaner and stainless polish',
      metaTitle: 'Ammonia-Free Glass Cleaner & Stainless Polish | Clearhome',
      metaDescription:
        'Streak-free glass and mirror cleaner and a plant-oil stainless steel polish, without ammonia or silicones.',
      metaKeywords: 'ammonia-free glass cleaner, stainless steel polish, streak-free cleaner',
    },
    {
      id: 17,
      parentId: 4,
      name: 'Tub & Tile',
      slug: 'tub-tile',
      pageTitle: 'Tub, Tile & Shower Cleaners',
      description:
        'Plant-acid sprays, a gentle cream scrub and a daily shower mist that keep soap scum and hard-water spots from taking over.',
      displayOrder: 1,
      published: true,
      imagePath: 'categories/tub-tile.svg',
      tagLine: 'Soap scum meets its match.',
      seoSubHeader: 'Bleach-free tub, tile and shower cleaners',
      metaTitle: 'Natural Tub & Tile Cleaner | Clearhome',
      metaDescription:
        'Tub and tile spray, cream scrub cleanser and daily shower spray made with plant acids and no chlorine bleach.',
      metaKeywords: 'tub and tile cleaner, soap scum remover, shower spray, cream cleanser',
    },
    {
      id: 18,
      parentId: 4,
      name: 'Toilet Care',
      slug: 'toilet-care',
      pageTitle: 'Toilet Bowl Cleaners & Brushes',
      description:
        'A clinging gel, fizzing drop-in tablets and a plastic-free brush for a fresh bowl without bleach or harsh acids.',
      displayOrder: 2,
      published: true,
      imagePath: 'categories/toilet-care.svg',
      tagLine: 'Fresh bowl, no bleach.',
      seoSubHeader: 'Bleach-free toilet bowl cleaner, tablets and brush',
      metaTitle: 'Bleach-Free Toilet Bowl Cleaner | Clearhome',
      metaDescription:
        'Citric-acid toilet bowl gel, fizzing toilet tablets and a beechwood toilet brush, all septic-safe.',
      metaKeywords: 'toilet bowl cleaner, toilet tablets, bleach-free toilet cleaner, toilet brush',
    },
    {
      id: 19,
      parentId: 6,
      name: 'Hand Soap',
      slug: 'hand-soap',
      pageTitle: 'Foaming Hand Soap & Refills',
      description:
        'Gentle foaming hand soaps with aloe and glycerin, refill cartons and a glass dispenser to keep at every sink.',
      displayOrder: 1,
      published: true,
      imagePath: 'categories/hand-soap.svg',
      tagLine: 'Soft hands at every sink.',
      seoSubHeader: 'Plant-based foaming hand soap and refills',
      metaTitle: 'Natural Foaming Hand Soap | Clearhome',
      metaDescription:
        'Lavender and seasonal foaming hand soaps with aloe and glycerin, plus refill cartons and glass dispensers.',
      metaKeywords: 'foaming hand soap, hand soap refill, natural hand soap',
    },
    {
      id: 20,
      parentId: 6,
      name: 'Body Care',
      slug: 'body-care',
      pageTitle: 'Gentle Body Care',
      description:
        'A sulfate-free body wash, a cold-process bar and aluminum-free deodorant for sensitive skin that wants simple ingredients.',
      displayOrder: 2,
      published: true,
      imagePath: 'categories/body-care.svg',
      tagLine: 'Simple care for sensitive skin.',
      seoSubHeader: 'Sulfate-free body wash, bar soap and natural deodorant',
      metaTitle: 'Sulfate-Free Body Wash & Natural Deodorant | Clearhome',
      metaDescription:
        'Unscented body wash with colloidal oatmeal, oat milk bar soap and aluminum-free cedar deodorant.',
      metaKeywords: 'sulfate-free body wash, natural bar soap, aluminum-free deodorant',
    },
  ],
  ingredients: [
    {
      id: 1,
      name: 'Water',
      functionHtml: '<p>Solvent: carries and dilutes the other ingredients.</p>',
      descriptionHtml:
        '<p>Purified water forms the base of our liquid formulas. It dissolves the active ingredients so they spread evenly over surfaces and fabrics.</p>',
      rating: 0,
    },
    {
      id: 2,
      name: 'Sodium Bicarbonate',
      functionHtml: '<p>Mild abrasive, deodorizer and buffer.</p>',
      descriptionHtml:
        '<p>Better known as baking soda, this mineral salt neutralizes acidic odors and adds gentle scrubbing power. It also keeps formulas at a stable pH.</p>',
      rating: 0,
    },
    {
      id: 3,
      name: 'Sodium Citrate',
      functionHtml: '<p>Water softener and pH buffer.</p>',
      descriptionHtml:
        '<p>The sodium salt of citric acid binds the calcium and magnesium in hard water so cleansers can do their job. It is widely used in foods as well.</p>',
      rating: 0,
    },
    {
      id: 4,
      name: 'Citric Acid',
      functionHtml: '<p>Descaler and pH adjuster.</p>',
      descriptionHtml:
        "<p>Made by fermenting plant sugars, citric acid dissolves limescale, soap scum and rust stains. In small amounts it balances a formula's pH.</p>",
      rating: 0,
    },
    {
      id: 5,
      name: 'Glycerin',
      functionHtml: '<p>Humectant: attracts and holds moisture.</p>',
      descriptionHtml:
        '<p>Plant-derived glycerin keeps skin comfortable while you wash and helps liquid formulas stay smooth and stable.</p>',
      rating: 0,
    },
    {
      id: 6,
      name: 'Sodium Chloride',
      functionHtml: '<p>Thickener.</p>',
      descriptionHtml:
        '<p>Ordinary salt thickens surfactant-based liquids such as dish soap, so they pour slowly and stay where you put them.</p>',
      rating: 0,
    },
    {
      id: 7,
      name: 'Xanthan Gum',
      functionHtml: '<p>Thickener and stabilizer.</p>',
      descriptionHtml:
        '<p>Produced by fermenting plant sugars, xanthan gum gives gels and creams their body and keeps particles evenly suspended.</p>',
      rating: 0,
    },
    {
      id: 8,
      name: 'Calcium Carbonate',
      functionHtml: '<p>Gentle abrasive.</p>',
      descriptionHtml:
        '<p>A finely ground natural mineral, softer than porcelain and enamel, that polishes away stains without scratching.</p>',
      rating: 0,
    },
    {
      id: 9,
      name: 'Cellulose Gum',
      functionHtml: '<p>Binder and anti-redeposition agent.</p>',
      descriptionHtml:
        '<p>Derived from plant cellulose, it helps solid formulas hold their shape and keeps lifted dirt from settling back onto fabric.</p>',
      rating: 0,
    },
    {
      id: 10,
      name: 'Shea Butter',
      functionHtml: '<p>Emollient: softens and conditions skin.</p>',
      descriptionHtml:
        '<p>A rich butter pressed from the nuts of the shea tree. Its fatty acids help restore dry, rough skin.</p>',
      rating: 0,
    },
    {
      id: 11,
      name: 'Aloe Leaf Juice',
      functionHtml: '<p>Skin conditioner.</p>',
      descriptionHtml:
        '<p>The soothing juice of the aloe leaf adds a touch of comfort to formulas that spend time on your hands.</p>',
      rating: 0,
    },
    {
      id: 12,
      name: 'Colloidal Oatmeal',
      functionHtml: '<p>Skin protectant and soother.</p>',
      descriptionHtml:
        '<p>Oats milled into a very fine powder that disperses in water and forms a soothing film. It has long been used to calm dry, itchy skin.</p>',
      rating: 0,
    },
    {
      id: 13,
      name: 'Sunflower Seed Oil',
      functionHtml: '<p>Emollient and conditioning oil.</p>',
      descriptionHtml:
        '<p>A light plant oil rich in linoleic acid. It replenishes skin lipids and leaves a soft, even sheen on stainless steel.</p>',
      rating: 0,
    },
    {
      id: 14,
      name: 'Coco Glucoside',
      functionHtml: '<p>Surfactant: lifts dirt and oils.</p>',
      descriptionHtml:
        '<p>A gentle cleanser made from coconut fatty alcohols and glucose from fruit or corn. It foams lightly and is readily biodegradable.</p>',
      rating: 1,
    },
    {
      id: 15,
      name: 'Decyl Glucoside',
      functionHtml: '<p>Mild surfactant.</p>',
      descriptionHtml:
        '<p>Made from plant-derived decyl alcohol and corn glucose, it is one of the gentlest cleansers available and a staple of baby-care formulas.</p>',
      rating: 1,
    },
    {
      id: 16,
      name: 'Lauryl Glucoside',
      functionHtml: '<p>Surfactant and foam booster.</p>',
      descriptionHtml:
        '<p>A coconut- and corn-derived cleanser that builds a rich, stable foam and helps lift greasy soils.</p>',
      rating: 2,
    },
    {
      id: 17,
      name: 'Alkyl Polyglucoside',
      functionHtml: '<p>Primary surfactant: emulsifies grease and soil.</p>',
      descriptionHtml:
        '<p>A family of sugar-based surfactants made from plant starches and fatty alcohols. It cleans well at low concentrations and breaks down readily in the environment.</p>',
      rating: 1,
    },
    {
      id: 18,
      name: 'Sodium Carbonate',
      functionHtml: '<p>Builder and water softener.</p>',
      descriptionHtml:
        '<p>Also called washing soda, this mineral raises pH and binds hard-water minerals so surfactants clean more effectively. Concentrated, it can irritate skin and eyes.</p>',
      rating: 2,
    },
    {
      id: 19,
      name: 'Sodium Percarbonate',
      functionHtml: '<p>Oxygen-based stain remover.</p>',
      descriptionHtml:
        '<p>A combination of washing soda and hydrogen peroxide that releases oxygen in water to lift stains and brighten without chlorine.</p>',
      rating: 2,
    },
    {
      id: 20,
      name: 'Sodium Gluconate',
      functionHtml: '<p>Chelating agent.</p>',
      descriptionHtml:
        '<p>Produced by fermenting glucose, it binds metal ions in hard water, which prevents spots and helps cleansers perform.</p>',
      rating: 1,
    },
    {
      id: 21,
      name: 'Lactic Acid',
      functionHtml: '<p>pH adjuster and descaler.</p>',
      descriptionHtml:
        '<p>A naturally occurring acid made by fermenting plant sugars. It dissolves mineral deposits and balances the pH of gentle formulas.</p>',
      rating: 1,
    },
    {
      id: 22,
      name: 'Sodium Cocoyl Glutamate',
      functionHtml: '<p>Gentle surfactant.</p>',
      descriptionHtml:
        "<p>Made from coconut fatty acids and glutamic acid, an amino acid. It cleans without stripping the skin's natural oils.</p>",
      rating: 1,
    },
    {
      id: 23,
      name: 'Potassium Sorbate',
      functionHtml: '<p>Preservative.</p>',
      descriptionHtml:
        '<p>The potassium salt of sorbic acid, a common food preservative, keeps water-based formulas free of mold and yeast.</p>',
      rating: 2,
    },
    {
      id: 24,
      name: 'Caprylyl/Capryl Glucoside',
      functionHtml: '<p>Surfactant and wetting agent.</p>',
      descriptionHtml:
        '<p>A short-chain, sugar-based cleanser that helps liquids spread evenly and dry without streaks.</p>',
      rating: 1,
    },
    {
      id: 25,
      name: 'Sodium Silicate',
      functionHtml: '<p>Corrosion inhibitor and builder.</p>',
      descriptionHtml:
        '<p>A mineral compound that protects glassware and dishwasher parts from etching while boosting cleaning in hard water.</p>',
      rating: 2,
    },
    {
      id: 26,
      name: 'Sodium Coco Sulfate',
      functionHtml: '<p>Foaming surfactant.</p>',
      descriptionHtml:
        '<p>A coconut-derived cleanser that creates rich foam and cuts grease. It can dry the skin at high levels, so we pair it with glycerin and aloe.</p>',
      rating: 3,
    },
    {
      id: 27,
      name: 'Phenoxyethanol',
      functionHtml: '<p>Preservative.</p>',
      descriptionHtml:
        '<p>Keeps water-based products free of bacteria and mold. We use it below 1%, a level considered safe, though it can bother very sensitive skin.</p>',
      rating: 4,
    },
    {
      id: 28,
      name: 'Sodium Benzoate',
      functionHtml: '<p>Preservative.</p>',
      descriptionHtml:
        '<p>A food-grade preservative that prevents microbial growth in liquid formulas. It works best in slightly acidic products.</p>',
      rating: 3,
    },
    {
      id: 29,
      name: 'Lemon Peel Oil',
      functionHtml: '<p>Fragrance and grease solvent.</p>',
      descriptionHtml:
        '<p>Cold-pressed from lemon peels, it adds a bright scent and helps dissolve oils. It naturally contains limonene, a skin sensitizer for some people.</p>',
      rating: 5,
    },
    {
      id: 30,
      name: 'Lavender Oil',
      functionHtml: '<p>Fragrance.</p>',
      descriptionHtml:
        '<p>Steam-distilled from lavender flowers for a calming floral scent. It naturally contains linalool, which can cause reactions in sensitive people.</p>',
      rating: 5,
    },
    {
      id: 31,
      name: 'Eucalyptus Leaf Oil',
      functionHtml: '<p>Fragrance.</p>',
      descriptionHtml:
        '<p>Distilled from eucalyptus leaves, with a fresh, camphor-like scent. Undiluted, it can irritate skin and eyes.</p>',
      rating: 6,
    },
    {
      id: 32,
      name: 'Protease',
      functionHtml: '<p>Enzyme: breaks down protein stains.</p>',
      descriptionHtml:
        '<p>An enzyme that cuts apart protein-based stains such as grass, blood and egg. Enzyme dust can sensitize the airways, so ours are supplied in liquid or encapsulated form.</p>',
      rating: 4,
    },
    {
      id: 33,
      name: 'Amylase',
      functionHtml: '<p>Enzyme: breaks down starch stains.</p>',
      descriptionHtml:
        '<p>Targets starchy soils such as pasta, oatmeal and gravy, breaking them into pieces small enough to rinse away.</p>',
      rating: 3,
    },
    {
      id: 34,
      name: 'Lemongrass Oil',
      functionHtml: '<p>Fragrance.</p>',
      descriptionHtml:
        '<p>Steam-distilled from lemongrass leaves for a fresh, citrusy, herbal scent. It is rich in citral, which can sensitize some skin.</p>',
      rating: 5,
    },
    {
      id: 35,
      name: 'Sodium Hydroxide',
      functionHtml: '<p>Saponifying agent.</p>',
      descriptionHtml:
        '<p>Also called lye, it reacts with plant oils to make true soap. It is caustic on its own, but in a properly cured bar it is fully converted and none remains.</p>',
      rating: 7,
    },
    {
      id: 36,
      name: 'Hydrogen Peroxide',
      functionHtml: '<p>Oxygen-based stain remover.</p>',
      descriptionHtml:
        '<p>Breaks down into water and oxygen, lightening stains such as mildew along the way. Concentrated, it can irritate skin and eyes.</p>',
      rating: 7,
    },
    {
      id: 37,
      name: 'Linalool',
      functionHtml: '<p>Fragrance component.</p>',
      descriptionHtml:
        '<p>A scent molecule found naturally in lavender and many other plants. Once exposed to air it can form allergens, so it is disclosed separately.</p>',
      rating: 8,
    },
    {
      id: 38,
      name: 'Limonene',
      functionHtml: '<p>Fragrance component and solvent.</p>',
      descriptionHtml:
        '<p>The main scent molecule in citrus peels. It dissolves grease well, but oxidized limonene is a common skin sensitizer.</p>',
      rating: 8,
    },
    {
      id: 39,
      name: 'Citral',
      functionHtml: '<p>Fragrance component.</p>',
      descriptionHtml:
        '<p>A lemon-scented compound found naturally in lemongrass oil. It is a known skin sensitizer, which is why we list it on its own.</p>',
      rating: 9,
    },
    {
      id: 40,
      name: 'Tea Tree Leaf Oil',
      functionHtml: '<p>Fragrance.</p>',
      descriptionHtml:
        '<p>Distilled from the leaves of the tea tree, with a fresh, herbal, slightly medicinal scent. It can irritate skin, especially once oxidized.</p>',
      rating: 7,
    },
    {
      id: 41,
      name: 'Fragrance Blend',
      functionHtml: '<p>Fragrance.</p>',
      descriptionHtml:
        '<p>Our Fresh Linen blend of essential oils and naturally derived aroma compounds, made without phthalates or synthetic musks. Fragrance mixtures are among the most common causes of skin sensitivity, so we rate it conservatively.</p>',
      rating: 11,
    },
    {
      id: 42,
      name: 'Cinnamon Bark Oil',
      functionHtml: '<p>Fragrance.</p>',
      descriptionHtml:
        '<p>A warm, spicy oil distilled from cinnamon bark. Its main component, cinnamaldehyde, is a strong skin sensitizer even at low levels.</p>',
      rating: 12,
    },
    {
      id: 43,
      name: 'Clove Bud Oil',
      functionHtml: '<p>Fragrance.</p>',
      descriptionHtml:
        '<p>Distilled from dried clove buds and rich in eugenol. It adds a warm, spicy note and is a known skin sensitizer.</p>',
      rating: 11,
    },
    {
      id: 44,
      name: 'Coconut Oil',
      functionHtml: '<p>Emollient and soap base.</p>',
      descriptionHtml:
        '<p>Pressed from coconut meat, it gives bar soap a creamy, bubbly lather and adds a smooth glide to balms.</p>',
      rating: 0,
    },
    {
      id: 45,
      name: 'Arrowroot Powder',
      functionHtml: '<p>Absorbent.</p>',
      descriptionHtml:
        '<p>A fine starch from the arrowroot plant that absorbs moisture and gives deodorant a dry, silky feel.</p>',
      rating: 0,
    },
    {
      id: 46,
      name: 'Magnesium Hydroxide',
      functionHtml: '<p>Odor neutralizer.</p>',
      descriptionHtml:
        '<p>A gentle mineral that neutralizes the acids odor-causing bacteria thrive on, without the high pH of baking soda.</p>',
      rating: 1,
    },
    {
      id: 47,
      name: 'Cedarwood Oil',
      functionHtml: '<p>Fragrance.</p>',
      descriptionHtml:
        '<p>Distilled from cedar wood for a warm, woody scent. It is milder than many essential oils but can still irritate very sensitive skin.</p>',
      rating: 4,
    },
    {
      id: 48,
      name: 'Basil Leaf Oil',
      functionHtml: '<p>Fragrance.</p>',
      descriptionHtml:
        '<p>Steam-distilled from sweet basil leaves for a fresh, green, herbal scent. Like other essential oils, it can irritate sensitive skin.</p>',
      rating: 5,
    },
    {
      id: 49,
      name: 'Peppermint Oil',
      functionHtml: '<p>Fragrance.</p>',
      descriptionHtml:
        '<p>Distilled from peppermint leaves for a cool, crisp scent. Its menthol can irritate skin and eyes when concentrated.</p>',
      rating: 6,
    },
    {
      id: 50,
      name: 'Natural Wool',
      functionHtml: '<p>Material: felted fiber.</p>',
      descriptionHtml:
        "<p>Undyed sheep's wool felted into dense balls. It is durable, naturally springy and compostable at the end of its life.</p>",
      rating: 0,
    },
    {
      id: 51,
      name: 'Cellulose Fiber',
      functionHtml: '<p>Material: absorbent sponge.</p>',
      descriptionHtml:
        '<p>A sponge material made from wood pulp that soaks up many times its weight in water and breaks down in a home compost pile.</p>',
      rating: 0,
    },
    {
      id: 52,
      name: 'Cotton Fiber',
      functionHtml: '<p>Material: reinforcement.</p>',
      descriptionHtml:
        '<p>Cotton fibers woven through our sponge cloths add strength so they last through hundreds of washes.</p>',
      rating: 0,
    },
    {
      id: 53,
      name: 'Beech Wood',
      functionHtml: '<p>Material: handle.</p>',
      descriptionHtml:
        '<p>A dense, fine-grained hardwood from responsibly managed forests, used for our brush handles.</p>',
      rating: 0,
    },
    {
      id: 54,
      name: 'Coconut Coir Fiber',
      functionHtml: '<p>Material: bristles.</p>',
      descriptionHtml:
        '<p>Stiff, heat-tolerant fibers from coconut husks, a by-product of coconut farming.</p>',
      rating: 0,
    },
    {
      id: 55,
      name: 'Tampico Fiber',
      functionHtml: '<p>Material: bristles.</p>',
      descriptionHtml:
        '<p>A fiber from the leaves of an agave plant. It stays stiff when wet, which makes it ideal for scrubbing.</p>',
      rating: 0,
    },
    {
      id: 56,
      name: 'Linseed Oil Finish',
      functionHtml: '<p>Material: wood finish.</p>',
      descriptionHtml:
        '<p>Pressed from flax seeds, this oil soaks into wood and hardens to protect it from moisture.</p>',
      rating: 1,
    },
    {
      id: 57,
      name: 'Water-Based Plant Pigment',
      functionHtml: '<p>Material: print color.</p>',
      descriptionHtml:
        '<p>A water-based ink colored with plant-derived pigments, used for the patterns printed on our sponge cloths.</p>',
      rating: 1,
    },
    {
      id: 58,
      name: 'Sweet Orange Peel Oil',
      functionHtml: '<p>Fragrance.</p>',
      descriptionHtml:
        '<p>Cold-pressed from orange peels for a sweet, juicy citrus scent. Like other citrus oils, it is naturally high in limonene.</p>',
      rating: 5,
    },
  ],
  products: [
    {
      id: 1,
      stickyId: 618,
      name: 'Free & Clear Laundry Liquid',
      slug: 'free-clear-laundry-liquid',
      sku: 'CH-LD-001',
      webSku: 'CHLD001',
      size: '64 fl oz',
      subLine: 'Unscented · 64 HE loads',
      categoryIds: [10],
      msrp: 21.99,
      price: 18.99,
      discountPrice: 17.09,
      qtySold: 4870,
      productTag: 1,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'Our most-loved detergent is built for sensitive skin and busy households. Plant-derived surfactants and a pair of enzymes break down food, grass and body-oil stains in hot or cold water, then rinse out completely so nothing lingers on your sheets or baby clothes. No dyes, no fragrance, no optical brighteners: just clean laundry that smells like nothing at all.',
      description:
        '<p>Free & Clear Laundry Liquid is the everyday workhorse of the Clearhome lineup. A blend of coconut- and corn-derived surfactants lifts soil from fibers while protease and amylase enzymes take apart the protein and starch stains that plain soap leaves behind.</p><p>It is low-sudsing for high-efficiency machines and concentrated enough that one 64 oz bottle washes up to 64 loads.</p><ul><li>Works in every water temperature, including cold</li><li>Safe for HE and standard washers</li><li>Ideal for cloth diapers, baby clothes and workout gear</li><li>Bottle made with 50% post-consumer recycled plastic</li></ul>',
      excerpt:
        'Unscented, enzyme-powered detergent for sensitive skin and every water temperature.',
      whyItWorks:
        'Plant-based surfactants loosen dirt while enzymes break stains into pieces small enough to rinse away. Because it leaves no residue, there is nothing left in the fabric to irritate skin.',
      whyYouLoveIt: {
        title: 'Gentle enough for baby, strong enough for soccer practice',
        subTitle: '64 loads of fragrance-free clean in one recyclable bottle',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/concentrated.svg', iconText: 'Concentrated, less to ship' },
      ],
      howToUse:
        'Shake gently, then fill the cap to line 1 for a normal load or line 2 for large or heavily soiled loads. Pour into the detergent drawer or directly into the drum before adding clothes. For tough stains, rub a few drops into the spot and wait ten minutes before washing.',
      howToUseVideoId: 'DTNvRTBA2g0',
      reviewVideoId: '0QuQbAsuBvE',
      whatsNotInIt: [
        'Phosphates',
        'Optical brighteners',
        'Synthetic fragrance',
        'Synthetic dyes',
        'Chlorine bleach',
        '1,4-dioxane',
      ],
      ingredientIds: [1, 17, 14, 3, 32, 33, 5, 28],
      faq: [
        {
          title: 'Is it safe for cloth diapers?',
          description:
            'Yes. It rinses clean without coating fibers, so it will not build up and cause repelling. Use the line 2 dose for diaper loads.',
        },
        {
          title: 'Is it safe for high-efficiency washers?',
          description:
            'Yes. Our laundry products are low-sudsing and made for HE and standard machines, front- or top-loading.',
        },
        {
          title: 'Is it septic-safe?',
          description:
            'Yes. Our laundry formulas use readily biodegradable, plant-derived cleansers that are safe for septic systems when used as directed.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/free-clear-laundry-liquid/front.svg',
          altText: 'Free & Clear Laundry Liquid, front of the package',
        },
        {
          type: 'image',
          src: 'products/free-clear-laundry-liquid/back.svg',
          altText:
            'Free & Clear Laundry Liquid, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/free-clear-laundry-liquid/lifestyle.svg',
          altText: 'Free & Clear Laundry Liquid at home',
        },
        {
          type: 'video',
          src: 'products/free-clear-laundry-liquid/video-poster.svg',
          altText: 'Video: how to use Free & Clear Laundry Liquid',
          videoUrl: 'https://www.youtube.com/watch?v=9Eap7XZgoys',
        },
      ],
      thumbnail: {
        filePath: 'products/free-clear-laundry-liquid/front.svg',
        altText: 'Free & Clear Laundry Liquid',
      },
    },
    {
      id: 2,
      stickyId: 414,
      name: 'Fresh Linen Laundry Liquid',
      slug: 'fresh-linen-laundry-liquid',
      sku: 'CH-LD-002',
      webSku: 'CHLD002',
      size: '64 fl oz',
      subLine: 'Fresh Linen scent · 64 HE loads',
      categoryIds: [10],
      msrp: 21.99,
      price: 18.99,
      discountPrice: 17.09,
      qtySold: 3120,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 20,
      shortDescription:
        'The same enzyme-powered clean as our Free & Clear formula, finished with a soft, airy scent of line-dried cotton from essential oils and naturally derived aroma compounds.',
      description:
        '<p>Fresh Linen Laundry Liquid pairs plant-derived surfactants with stain-fighting enzymes for a deep clean in any water temperature.</p><p>Its light scent comes from a blend of essential oils and naturally derived aroma compounds, so laundry smells fresh without a heavy perfume cloud.</p><ul><li>Up to 64 loads per bottle</li><li>HE and standard washer compatible</li><li>Scent fades gently within a day of wear</li><li>Made without phthalates or synthetic musks</li></ul>',
      excerpt: 'Enzyme-powered detergent with a soft, line-dried cotton scent.',
      whyItWorks:
        'Enzymes and coconut-derived cleansers do the heavy lifting, while a modest dose of natural fragrance leaves a clean, subtle finish.',
      whyYouLoveIt: {
        title: 'Freshness without the perfume overload',
        subTitle: 'Smells like sunshine, rinses like water',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/concentrated.svg', iconText: 'Concentrated, less to ship' },
      ],
      howToUse:
        "Use the cap's line 1 for a regular load and line 2 for large or very dirty loads. Add to the dispenser or drum before your clothes. Pre-treat tough spots by working in a little detergent with your fingers.",
      whatsNotInIt: [
        'Phosphates',
        'Phthalates',
        'Synthetic musks',
        'Optical brighteners',
        'Synthetic dyes',
      ],
      ingredientIds: [1, 17, 14, 3, 32, 41, 38, 28],
      faq: [
        {
          title: 'How strong is the scent?',
          description:
            'It is light. Most people notice it when clothes come out of the washer, and it settles to a faint clean smell once they are dry.',
        },
        {
          title: 'Is it safe for high-efficiency washers?',
          description:
            'Yes. Our laundry products are low-sudsing and made for HE and standard machines, front- or top-loading.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/fresh-linen-laundry-liquid/front.svg',
          altText: 'Fresh Linen Laundry Liquid, front of the package',
        },
        {
          type: 'image',
          src: 'products/fresh-linen-laundry-liquid/back.svg',
          altText:
            'Fresh Linen Laundry Liquid, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/fresh-linen-laundry-liquid/lifestyle.svg',
          altText: 'Fresh Linen Laundry Liquid at home',
        },
      ],
      thumbnail: {
        filePath: 'products/fresh-linen-laundry-liquid/front.svg',
        altText: 'Fresh Linen Laundry Liquid',
      },
    },
    {
      id: 3,
      stickyId: 571,
      name: 'Unscented Laundry Powder',
      slug: 'unscented-laundry-powder',
      sku: 'CH-LD-003',
      webSku: 'CHLD003',
      size: '5 lb',
      subLine: 'Unscented · about 100 loads',
      categoryIds: [10],
      msrp: 24.99,
      price: 21.99,
      discountPrice: 19.79,
      qtySold: 1840,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 30,
      shortDescription:
        'A plastic-free powder in a recyclable paper carton that handles everyday loads with washing soda, baking soda and plant-derived cleansers. Great for hard water.',
      description:
        '<p>Our powder detergent is a simple mix of mineral builders and coconut-derived surfactants that softens hard water and lifts dirt without enzymes or fragrance.</p><p>It ships in a recyclable kraft carton with a compostable scoop.</p><ul><li>About 100 loads per 5 lb carton</li><li>Excellent in hard water</li><li>Enzyme-free for the most sensitive households</li><li>Plastic-free packaging</li></ul>',
      excerpt: 'Mineral-based, enzyme-free powder in a plastic-free carton.',
      whyItWorks:
        'Sodium carbonate softens the water so surfactants can work, and baking soda neutralizes odors trapped in fabric.',
      whyYouLoveIt: {
        title: 'Simple ingredients, serious clean',
        subTitle: 'A plastic-free pantry staple for laundry day',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
      ],
      howToUse:
        'Add one level scoop to the empty drum before loading clothes, or two scoops for large or heavily soiled loads. In cold water, dissolve the powder in a cup of warm water first. Store the carton closed in a dry place.',
      howToUseVideoId: 'IbMQ6xVVGeU',
      whatsNotInIt: [
        'Phosphates',
        'Enzymes',
        'Synthetic fragrance',
        'Optical brighteners',
        'Fillers such as sodium sulfate',
      ],
      ingredientIds: [18, 2, 3, 14, 8],
      faq: [
        {
          title: 'Will powder leave residue in cold water?',
          description:
            'Dissolving it in a cup of warm water before adding it to the drum prevents grainy spots in cold cycles.',
        },
        {
          title: 'Is it safe for high-efficiency washers?',
          description:
            'Yes. Our laundry products are low-sudsing and made for HE and standard machines, front- or top-loading.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/unscented-laundry-powder/front.svg',
          altText: 'Unscented Laundry Powder, front of the package',
        },
        {
          type: 'image',
          src: 'products/unscented-laundry-powder/back.svg',
          altText: 'Unscented Laundry Powder, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/unscented-laundry-powder/lifestyle.svg',
          altText: 'Unscented Laundry Powder at home',
        },
      ],
      thumbnail: {
        filePath: 'products/unscented-laundry-powder/front.svg',
        altText: 'Unscented Laundry Powder',
      },
    },
    {
      id: 4,
      stickyId: 728,
      name: 'Eucalyptus Mint Laundry Sheets',
      slug: 'eucalyptus-mint-laundry-sheets',
      sku: 'CH-LD-004',
      webSku: 'CHLD004',
      size: '60 sheets',
      subLine: 'Eucalyptus Mint · 60 loads',
      categoryIds: [10],
      msrp: 18.99,
      price: 16.99,
      discountPrice: 15.29,
      qtySold: 420,
      productTag: 2,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 40,
      shortDescription:
        'Pre-measured detergent sheets that dissolve completely in any cycle. Light enough for a carry-on, with a crisp eucalyptus and mint scent from essential oils.',
      description:
        '<p>Each sheet holds a full dose of plant-derived detergent pressed into a thin, water-soluble strip.</p><p>Drop one in the drum, add clothes and go. The sheets dissolve in hot or cold water and come in a compact paper sleeve.</p><ul><li>No measuring, no spills</li><li>Travel friendly</li><li>Packaging is recyclable paper</li><li>Tear a sheet in half for small loads</li></ul>',
      excerpt: 'Pre-measured, plastic-free detergent sheets with a crisp herbal scent.',
      whyItWorks:
        'Each sheet is a dissolvable film of surfactant and cleansing agents; it disperses within seconds and cleans like a liquid dose.',
      whyYouLoveIt: {
        title: 'Laundry that fits in your pocket',
        subTitle: 'No jugs, no drips, no guesswork',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Place one sheet in the empty drum, then add clothes. Use two sheets for large or very dirty loads and half a sheet for a small load. Keep the sleeve closed and away from moisture.',
      howToUseVideoId: 'kO-ieL0_AUE',
      whatsNotInIt: [
        'Phosphates',
        'Synthetic dyes',
        'Phthalates',
        'Optical brighteners',
        'Plastic jugs',
      ],
      ingredientIds: [17, 26, 5, 31, 49, 38],
      faq: [
        {
          title: 'Do the sheets work in cold water?',
          description: 'Yes. They dissolve in cold cycles within the first minute of agitation.',
        },
        {
          title: 'Can I use them to hand wash?',
          description:
            'Yes. Dissolve half a sheet in a basin of warm water before adding garments.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/eucalyptus-mint-laundry-sheets/front.svg',
          altText: 'Eucalyptus Mint Laundry Sheets, front of the package',
        },
        {
          type: 'image',
          src: 'products/eucalyptus-mint-laundry-sheets/back.svg',
          altText:
            'Eucalyptus Mint Laundry Sheets, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/eucalyptus-mint-laundry-sheets/lifestyle.svg',
          altText: 'Eucalyptus Mint Laundry Sheets at home',
        },
      ],
      thumbnail: {
        filePath: 'products/eucalyptus-mint-laundry-sheets/front.svg',
        altText: 'Eucalyptus Mint Laundry Sheets',
      },
    },
    {
      id: 5,
      stickyId: 885,
      name: 'Cold Wash Laundry Pods',
      slug: 'cold-wash-laundry-pods',
      sku: 'CH-LD-005',
      webSku: 'CHLD005',
      size: '42 pods',
      subLine: 'Unscented · 42 loads',
      categoryIds: [10],
      msrp: 22.99,
      price: 19.99,
      discountPrice: 17.99,
      qtySold: 2260,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 50,
      shortDescription:
        'Compact, enzyme-packed pods wrapped in a plant-based dissolvable film. Made for cold water, so you save energy on every single load.',
      description:
        '<p>These pods concentrate our cold-water enzyme formula into a single, pre-measured dose.</p><p>The outer film is a water-soluble, plant-derived material that dissolves fully in cold cycles.</p><ul><li>Designed for water from 60°F and up</li><li>One pod per regular load</li><li>Child-resistant compostable pouch</li><li>No dyes or fragrance</li></ul>',
      excerpt: 'Pre-measured cold-water pods with two stain-fighting enzymes.',
      whyItWorks:
        'Cold-active enzymes stay effective at low temperatures, so you can skip the hot cycle and still remove food and grass stains.',
      whyYouLoveIt: {
        title: 'Cold-water clean that saves energy',
        subTitle: 'One pod, zero measuring',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/concentrated.svg', iconText: 'Concentrated, less to ship' },
      ],
      howToUse:
        'Place one pod at the back of the empty drum before adding clothes, or two for oversized loads. Do not put pods in the dispenser drawer. Handle with dry hands and keep the pouch sealed and out of reach of children.',
      whatsNotInIt: [
        'Phosphates',
        'Synthetic fragrance',
        'Synthetic dyes',
        'Optical brighteners',
        'Chlorine bleach',
      ],
      ingredientIds: [17, 16, 32, 33, 5, 3, 27],
      faq: [
        {
          title: "Why can't the pod go in the drawer?",
          description:
            'The drawer flushes too slowly to dissolve the film. Placing the pod in the drum makes sure it dissolves completely.',
        },
        {
          title: 'Are the pods safe around kids?',
          description:
            'Like any detergent, they should be stored out of reach. The pouch has a child-resistant zipper; keep it closed.',
        },
        {
          title: 'Is it safe for high-efficiency washers?',
          description:
            'Yes. Our laundry products are low-sudsing and made for HE and standard machines, front- or top-loading.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/cold-wash-laundry-pods/front.svg',
          altText: 'Cold Wash Laundry Pods, front of the package',
        },
        {
          type: 'image',
          src: 'products/cold-wash-laundry-pods/back.svg',
          altText: 'Cold Wash Laundry Pods, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/cold-wash-laundry-pods/lifestyle.svg',
          altText: 'Cold Wash Laundry Pods at home',
        },
      ],
      thumbnail: {
        filePath: 'products/cold-wash-laundry-pods/front.svg',
        altText: 'Cold Wash Laundry Pods',
      },
    },
    {
      id: 6,
      stickyId: 142,
      name: 'Oxygen Brightener Powder',
      slug: 'oxygen-brightener-powder',
      sku: 'CH-LD-006',
      webSku: 'CHLD006',
      size: '2 lb',
      subLine: 'Color-safe whitener · 40 boosts',
      categoryIds: [11],
      msrp: 14.99,
      price: 12.99,
      discountPrice: 11.69,
      qtySold: 2710,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'A chlorine-free booster that uses oxygen to brighten whites, refresh colors and lift set-in stains and dingy buildup when added to your regular detergent.',
      description:
        '<p>When sodium percarbonate meets water it releases oxygen, which breaks down stains and dullness without the harshness of chlorine bleach.</p><p>Use it as a soak for stubborn stains, or add a scoop to any load as a booster.</p><ul><li>Color-safe on most washable fabrics</li><li>Doubles as a soak for grout and coffee mugs</li><li>Fragrance-free</li><li>Recyclable paper canister</li></ul>',
      excerpt: 'Chlorine-free oxygen booster for brighter whites and colors.',
      whyItWorks:
        'Sodium percarbonate releases oxygen that breaks apart the molecules responsible for stains, and washing soda keeps the water alkaline so it works faster.',
      whyYouLoveIt: {
        title: 'Whiter whites, no bleach smell',
        subTitle: 'The soak that rescues your favorite tee',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Add one scoop to the drum along with your detergent. For a soak, dissolve two scoops in a gallon of warm water and leave garments for one to six hours. Test on an inside seam first for anything with silk, wool or leather trim.',
      howToUseVideoId: 'zCIPl-E38KU',
      whatsNotInIt: ['Chlorine bleach', 'Optical brighteners', 'Synthetic fragrance', 'Phosphates'],
      ingredientIds: [19, 18, 3, 14],
      faq: [
        {
          title: 'Can I use it on wool or silk?',
          description:
            'We do not recommend it. Oxygen boosters can weaken protein fibers; use our Delicates & Wool Wash instead.',
        },
        {
          title: 'Is it safe for high-efficiency washers?',
          description:
            'Yes. Our laundry products are low-sudsing and made for HE and standard machines, front- or top-loading.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/oxygen-brightener-powder/front.svg',
          altText: 'Oxygen Brightener Powder, front of the package',
        },
        {
          type: 'image',
          src: 'products/oxygen-brightener-powder/back.svg',
          altText: 'Oxygen Brightener Powder, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/oxygen-brightener-powder/lifestyle.svg',
          altText: 'Oxygen Brightener Powder at home',
        },
      ],
      thumbnail: {
        filePath: 'products/oxygen-brightener-powder/front.svg',
        altText: 'Oxygen Brightener Powder',
      },
    },
    {
      id: 7,
      stickyId: 299,
      name: 'Stain Remover Spray',
      slug: 'stain-remover-spray',
      sku: 'CH-LD-007',
      webSku: 'CHLD007',
      size: '22 fl oz',
      subLine: 'Enzyme spray · fragrance-free',
      categoryIds: [11],
      msrp: 11.99,
      price: 9.99,
      discountPrice: 8.99,
      qtySold: 4390,
      productTag: 1,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 20,
      shortDescription:
        'Our best-selling pre-treat spray goes after the stains that send clothes to the rag bin: grass, blood, baby food, grease, wine and chocolate. Plant-based enzymes break the stain apart while a gentle surfactant lifts it from the fiber, and because there is no bleach you can use it on colors with confidence. Spray, wait a few minutes and wash as usual.',
      description:
        '<p>Stain Remover Spray combines protease and amylase enzymes with a mild plant-derived cleanser to dismantle protein and starch stains before they set.</p><p>The trigger sprayer delivers a focused mist, so you treat the stain and not the whole shirt.</p><ul><li>Works on fresh and set-in stains</li><li>Safe on colors and most washable fabrics</li><li>Fragrance-free and dye-free</li><li>Sprayer built to last through refills</li></ul>',
      excerpt: 'Enzyme pre-treat spray for grass, food, blood and grease stains.',
      whyItWorks:
        'Enzymes work like tiny scissors, cutting stain molecules into fragments that wash away, while the surfactant carries them off the fabric.',
      whyYouLoveIt: {
        title: 'The spray that saves your favorite shirt',
        subTitle: 'Fast action on the stains life throws at you',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Spray the stain until it is thoroughly wet and let it sit for five to fifteen minutes; for old stains, rub gently and wait up to an hour. Wash as usual with your regular detergent. Do not let the spray dry on the fabric.',
      howToUseVideoId: 'fA7fzDqWpbY',
      reviewVideoId: 'xLXsmVS-gg4',
      whatsNotInIt: [
        'Chlorine bleach',
        'Optical brighteners',
        'Synthetic fragrance',
        'Synthetic dyes',
        'Petroleum solvents',
      ],
      ingredientIds: [1, 15, 32, 33, 5, 28, 4],
      faq: [
        {
          title: 'Does it work on old stains?',
          description:
            'Often, yes. Saturate the stain, work it in with a soft brush and let it sit for up to an hour before washing. Very old stains may need a second round.',
        },
        {
          title: 'Is it septic-safe?',
          description:
            'Yes. Our laundry formulas use readily biodegradable, plant-derived cleansers that are safe for septic systems when used as directed.',
        },
        {
          title: 'Where is it made?',
          description:
            'All Clearhome laundry products are blended and packed in the United States.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/stain-remover-spray/front.svg',
          altText: 'Stain Remover Spray, front of the package',
        },
        {
          type: 'image',
          src: 'products/stain-remover-spray/back.svg',
          altText: 'Stain Remover Spray, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/stain-remover-spray/lifestyle.svg',
          altText: 'Stain Remover Spray at home',
        },
        {
          type: 'video',
          src: 'products/stain-remover-spray/video-poster.svg',
          altText: 'Video: how to use Stain Remover Spray',
          videoUrl: 'https://www.youtube.com/watch?v=rWm1OSGFsTI',
        },
      ],
      thumbnail: {
        filePath: 'products/stain-remover-spray/front.svg',
        altText: 'Stain Remover Spray',
      },
    },
    {
      id: 8,
      stickyId: 456,
      name: 'Laundry Stain Stick',
      slug: 'laundry-stain-stick',
      sku: 'CH-LD-008',
      webSku: 'CHLD008',
      size: '0.9 oz',
      subLine: 'Pocket size · fragrance-free',
      categoryIds: [11],
      msrp: 7.99,
      price: 6.99,
      discountPrice: 6.29,
      qtySold: 1530,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 30,
      shortDescription:
        'A solid, mess-free stain stick for purses, lunch bags and glove boxes, so spills get treated on the spot before they have a chance to set.',
      description:
        '<p>The Laundry Stain Stick packs a solid, plant-based cleanser into a twist-up tube about the size of a lip balm.</p><p>Rub it on a fresh spill, then wash the garment when you get home.</p><ul><li>Fits in any bag or pocket</li><li>Will not leak or spill</li><li>Safe on colors</li><li>Up to 100 treatments per stick</li></ul>',
      excerpt: 'Twist-up, pocket-size stain stick for treating spills on the go.',
      whyItWorks:
        'The solid formula clings to the stain, so the cleansing agents stay where they are needed until the garment reaches the wash.',
      whyYouLoveIt: {
        title: 'Stain emergency? Handled.',
        subTitle: 'Small enough for a pocket, strong enough for pasta sauce',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
      ],
      howToUse:
        'Dampen the stain with a little water, then rub the stick back and forth until the area is covered. Leave it for up to a day before washing as usual. Replace the cap after use so the stick stays firm.',
      whatsNotInIt: ['Chlorine bleach', 'Optical brighteners', 'Synthetic fragrance', 'Parabens'],
      ingredientIds: [22, 17, 5, 9],
      faq: [
        {
          title: 'Can I leave it on clothes overnight?',
          description: 'Yes. The stick is designed to sit for up to 24 hours before washing.',
        },
        {
          title: 'Where is it made?',
          description:
            'All Clearhome laundry products are blended and packed in the United States.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/laundry-stain-stick/front.svg',
          altText: 'Laundry Stain Stick, front of the package',
        },
        {
          type: 'image',
          src: 'products/laundry-stain-stick/back.svg',
          altText: 'Laundry Stain Stick, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/laundry-stain-stick/lifestyle.svg',
          altText: 'Laundry Stain Stick at home',
        },
      ],
      thumbnail: {
        filePath: 'products/laundry-stain-stick/front.svg',
        altText: 'Laundry Stain Stick',
      },
    },
    {
      id: 9,
      stickyId: 613,
      name: 'Washing Soda Booster',
      slug: 'washing-soda-booster',
      sku: 'CH-LD-009',
      webSku: 'CHLD009',
      size: '3 lb',
      subLine: 'Mineral booster · unscented',
      categoryIds: [11],
      msrp: 9.99,
      price: 8.99,
      discountPrice: 8.09,
      qtySold: 980,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 40,
      shortDescription:
        'Three simple minerals in a resealable paper bag. Softens hard water, boosts any detergent and doubles as a heavy-duty scrub for pots and grill grates.',
      description:
        '<p>Washing soda is one of the oldest laundry helpers around. It raises the pH of wash water and binds hard-water minerals, giving your detergent more power to work with.</p><p>Beyond laundry, a paste of the booster and water scours baked-on grime from oven racks and grill grates.</p><ul><li>Just three mineral ingredients</li><li>Boosts performance in hard water</li><li>Helpful for greasy work clothes</li><li>Resealable, recyclable paper bag</li></ul>',
      excerpt: 'Three-mineral booster for hard water and greasy loads.',
      whyItWorks:
        'Sodium carbonate and sodium citrate bind the calcium and magnesium in hard water so they cannot interfere with surfactants.',
      whyYouLoveIt: {
        title: 'Three minerals, a dozen uses',
        subTitle: 'The hard-water fix your detergent has been waiting for',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Add half a cup to the drum with your usual detergent. For greasy work clothes, soak for an hour in a gallon of hot water with half a cup of booster. Wear gloves if you have sensitive skin, as it is strongly alkaline.',
      whatsNotInIt: ['Phosphates', 'Synthetic fragrance', 'Fillers', 'Chlorine bleach'],
      ingredientIds: [18, 3, 2],
      faq: [
        {
          title: 'Is washing soda the same as baking soda?',
          description:
            'No. Washing soda (sodium carbonate) is more alkaline than baking soda, which makes it a stronger cleaner. Our booster includes a little baking soda to help with odors.',
        },
        {
          title: 'Is it safe for high-efficiency washers?',
          description:
            'Yes. Our laundry products are low-sudsing and made for HE and standard machines, front- or top-loading.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/washing-soda-booster/front.svg',
          altText: 'Washing Soda Booster, front of the package',
        },
        {
          type: 'image',
          src: 'products/washing-soda-booster/back.svg',
          altText: 'Washing Soda Booster, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/washing-soda-booster/lifestyle.svg',
          altText: 'Washing Soda Booster at home',
        },
      ],
      thumbnail: {
        filePath: 'products/washing-soda-booster/front.svg',
        altText: 'Washing Soda Booster',
      },
    },
    {
      id: 10,
      stickyId: 770,
      name: 'Lavender Fabric Softener',
      slug: 'lavender-fabric-softener',
      sku: 'CH-LD-010',
      webSku: 'CHLD010',
      size: '32 fl oz',
      subLine: 'Lavender · 64 loads',
      categoryIds: [12],
      msrp: 13.99,
      price: 11.99,
      discountPrice: 10.79,
      qtySold: 1670,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'A light, plant-based softener that relaxes fibers and tames static with glycerin and aloe, finished with a calming touch of real lavender oil.',
      description:
        '<p>Most softeners coat fabric with a waxy film. Ours uses glycerin, aloe and a touch of lactic acid to relax fibers after the wash, so towels stay absorbent and clothes feel soft.</p><p>Lavender oil gives it a gentle, herbal scent.</p><ul><li>Towels stay fluffy and absorbent</li><li>Reduces static cling</li><li>Safe for HE machines</li><li>Use in the softener drawer or a dispenser ball</li></ul>',
      excerpt: 'Lavender-scented, plant-based softener that keeps towels absorbent.',
      whyItWorks:
        'Mildly acidic lactic acid neutralizes leftover alkalinity from the wash, and glycerin and aloe keep fibers supple without a coating.',
      whyYouLoveIt: {
        title: 'Soft laundry without the waxy film',
        subTitle: 'Calming lavender, static-free sweaters',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/concentrated.svg', iconText: 'Concentrated, less to ship' },
      ],
      howToUse:
        'Add a capful to the softener compartment before starting the wash, or add it to the final rinse by hand. Do not pour it directly onto dry fabric. Skip softener on microfiber cloths and athletic wear.',
      whatsNotInIt: [
        'Quaternary ammonium compounds',
        'Synthetic fragrance',
        'Synthetic dyes',
        'Phthalates',
        'Parabens',
      ],
      ingredientIds: [1, 5, 11, 21, 30, 37, 28],
      faq: [
        {
          title: 'Can I use it on towels?',
          description:
            'Yes. Unlike conventional softeners, it will not make towels water-repellent.',
        },
        {
          title: 'Is it safe for high-efficiency washers?',
          description:
            'Yes. Our laundry products are low-sudsing and made for HE and standard machines, front- or top-loading.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/lavender-fabric-softener/front.svg',
          altText: 'Lavender Fabric Softener, front of the package',
        },
        {
          type: 'image',
          src: 'products/lavender-fabric-softener/back.svg',
          altText: 'Lavender Fabric Softener, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/lavender-fabric-softener/lifestyle.svg',
          altText: 'Lavender Fabric Softener at home',
        },
      ],
      thumbnail: {
        filePath: 'products/lavender-fabric-softener/front.svg',
        altText: 'Lavender Fabric Softener',
      },
    },
    {
      id: 11,
      stickyId: 927,
      name: 'Wool Dryer Balls',
      slug: 'wool-dryer-balls',
      sku: 'CH-LD-011',
      webSku: 'CHLD011',
      size: '6 balls + 0.3 fl oz oil',
      subLine: 'Reusable · 1,000+ loads',
      categoryIds: [12, 7],
      msrp: 24.99,
      price: 19.99,
      discountPrice: 17.99,
      qtySold: 2040,
      productTag: 0,
      isContainer: false,
      isSubscribable: false,
      published: true,
      inStock: true,
      displayOrder: 20,
      shortDescription:
        'Swap single-use dryer sheets for six felted balls of natural wool that bounce between clothes to separate them, so warm air circulates faster and drying time drops. They soften fabric naturally and last for more than a thousand loads. A small vial of lavender oil is included for anyone who likes a light scent; add a few drops to one ball before a cycle, or skip it entirely.',
      description:
        '<p>Each ball is felted from undyed wool. Tumbling in the dryer, they lift and separate clothing, which shortens drying time and reduces wrinkles and static.</p><p>The set includes a small glass vial of lavender oil for optional scent.</p><ul><li>Cuts drying time on full loads</li><li>Reusable for 1,000+ loads</li><li>Quiet in the drum</li><li>Compostable at the end of their life</li></ul>',
      excerpt: 'Six reusable wool dryer balls with an optional lavender oil vial.',
      whyItWorks:
        'The balls create space between garments so hot air reaches every surface, and gentle tumbling softens fibers without any coating.',
      whyYouLoveIt: {
        title: 'Goodbye, dryer sheets',
        subTitle: 'Shorter dry times, softer towels',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Toss in three balls for a small load and all six for a large or bulky load. For scent, add two or three drops of the included lavender oil to one ball and let it dry for a minute before use. Refresh the balls every few months by washing them on hot and drying them on high.',
      howToUseVideoId: 'qxLCcWjCX9c',
      whatsNotInIt: [
        'Dryer sheets',
        'Synthetic fragrance',
        'Quaternary ammonium compounds',
        'Plastic packaging',
      ],
      ingredientIds: [50, 30, 37],
      faq: [
        {
          title: 'Will they leave lint on dark clothes?',
          description:
            'A little fuzz is normal for the first few loads. Run them alone through one hot cycle first to reduce shedding.',
        },
        {
          title: 'Do they reduce static?',
          description:
            'Yes, especially if you avoid over-drying. Taking synthetics out a few minutes early helps the most.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/wool-dryer-balls/front.svg',
          altText: 'Wool Dryer Balls, front of the package',
        },
        {
          type: 'image',
          src: 'products/wool-dryer-balls/back.svg',
          altText: 'Wool Dryer Balls, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/wool-dryer-balls/lifestyle.svg',
          altText: 'Wool Dryer Balls at home',
        },
      ],
      thumbnail: { filePath: 'products/wool-dryer-balls/front.svg', altText: 'Wool Dryer Balls' },
    },
    {
      id: 12,
      stickyId: 184,
      name: 'Cedar & Lavender Fabric Refresh Spray',
      slug: 'cedar-lavender-fabric-refresh-spray',
      sku: 'CH-LD-012',
      webSku: 'CHLD012',
      size: '16 fl oz',
      subLine: 'Cedar & Lavender · fabric mist',
      categoryIds: [12],
      msrp: 12.99,
      price: 10.99,
      discountPrice: 9.89,
      qtySold: 760,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 30,
      shortDescription:
        'A fine mist that neutralizes odors in upholstery, curtains, gym bags and bedding between washes, with a woodsy cedar and lavender scent from essential oils.',
      description:
        '<p>Instead of masking smells, this spray uses a plant-derived cleanser to neutralize them on soft surfaces.</p><p>The scent is layered from cedarwood and lavender oils for a calm, grounded finish.</p><ul><li>Safe on most fabrics</li><li>Dries quickly without stiffness</li><li>Great for pet beds and car seats</li><li>Fine-mist sprayer</li></ul>',
      excerpt: 'Odor-neutralizing fabric mist with cedar and lavender oils.',
      whyItWorks:
        'Plant-derived cleansers trap odor molecules so they no longer reach your nose, and essential oils leave a light finish.',
      whyYouLoveIt: {
        title: 'Fresh sofa, no laundry day needed',
        subTitle: 'Woodsy calm in every mist',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Hold the bottle about a foot away and mist the fabric until lightly damp. Let it air dry completely before use. Spot test on delicate fabrics and leather first.',
      whatsNotInIt: ['Synthetic fragrance', 'Phthalates', 'Alcohol', 'Aerosol propellants'],
      ingredientIds: [1, 14, 3, 47, 30, 23],
      faq: [
        {
          title: 'Is it safe around pets?',
          description:
            'It is safe once dry. Keep pets off freshly sprayed fabric until it has dried, and never spray directly on animals.',
        },
        {
          title: 'Where is it made?',
          description:
            'All Clearhome laundry products are blended and packed in the United States.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/cedar-lavender-fabric-refresh-spray/front.svg',
          altText: 'Cedar & Lavender Fabric Refresh Spray, front of the package',
        },
        {
          type: 'image',
          src: 'products/cedar-lavender-fabric-refresh-spray/back.svg',
          altText:
            'Cedar & Lavender Fabric Refresh Spray, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/cedar-lavender-fabric-refresh-spray/lifestyle.svg',
          altText: 'Cedar & Lavender Fabric Refresh Spray at home',
        },
      ],
      thumbnail: {
        filePath: 'products/cedar-lavender-fabric-refresh-spray/front.svg',
        altText: 'Cedar & Lavender Fabric Refresh Spray',
      },
    },
    {
      id: 13,
      stickyId: 341,
      name: 'Delicates & Wool Wash',
      slug: 'delicates-wool-wash',
      sku: 'CH-LD-013',
      webSku: 'CHLD013',
      size: '16 fl oz',
      subLine: 'Unscented · 32 hand-wash loads',
      categoryIds: [1],
      msrp: 15.99,
      price: 13.99,
      discountPrice: 12.59,
      qtySold: 640,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        "A pH-balanced, enzyme-free wash for silk, wool, cashmere and lingerie that cleans gently by hand or on your machine's delicate cycle.",
      description:
        '<p>Protein fibers like wool and silk can be damaged by enzymes and high pH. This wash uses mild glucosides at a near-neutral pH to clean without stripping natural lanolin or sheen.</p><p>A no-rinse option makes hand-washing sweaters quick.</p><ul><li>Enzyme-free for wool, silk and cashmere</li><li>No-rinse hand-wash option</li><li>Also great for swimwear and bras</li><li>Unscented</li></ul>',
      excerpt: 'Gentle, pH-balanced wash for wool, silk and delicates.',
      whyItWorks:
        'Mild sugar-based surfactants clean at a neutral pH, which protects the proteins in wool and silk fibers.',
      whyYouLoveIt: {
        title: 'Treat your sweaters the way they deserve',
        subTitle: 'Hand-washing made quick and easy',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'To hand wash, add a capful to a basin of cool water, soak garments for fifteen minutes and gently squeeze out the water; rinsing is optional. In the machine, use a capful on the delicate or wool cycle. Lay sweaters flat to dry.',
      whatsNotInIt: [
        'Enzymes',
        'Optical brighteners',
        'Synthetic fragrance',
        'Sulfates',
        'Synthetic dyes',
      ],
      ingredientIds: [1, 15, 24, 5, 21, 23],
      faq: [
        {
          title: 'Do I need to rinse?',
          description:
            'No. For hand-washed wool and cashmere you can skip the rinse; the formula leaves nothing behind that harms fibers.',
        },
        {
          title: 'Is it septic-safe?',
          description:
            'Yes. Our laundry formulas use readily biodegradable, plant-derived cleansers that are safe for septic systems when used as directed.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/delicates-wool-wash/front.svg',
          altText: 'Delicates & Wool Wash, front of the package',
        },
        {
          type: 'image',
          src: 'products/delicates-wool-wash/back.svg',
          altText: 'Delicates & Wool Wash, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/delicates-wool-wash/lifestyle.svg',
          altText: 'Delicates & Wool Wash at home',
        },
      ],
      thumbnail: {
        filePath: 'products/delicates-wool-wash/front.svg',
        altText: 'Delicates & Wool Wash',
      },
    },
    {
      id: 14,
      stickyId: 498,
      name: 'Citrus Dish Soap',
      slug: 'citrus-dish-soap',
      sku: 'CH-DS-001',
      webSku: 'CHDS001',
      size: '16 fl oz',
      subLine: 'Lemon · grease-cutting',
      categoryIds: [13],
      msrp: 7.99,
      price: 6.99,
      discountPrice: 6.29,
      qtySold: 4960,
      productTag: 1,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        "A thick, concentrated dish soap that cuts through grease on the first pass and rinses away without a film. Coconut- and corn-derived surfactants do the work, glycerin and aloe keep hands from drying out, and lemon peel oil gives every sink a bright, zesty lift. A small squeeze in a sink of warm water handles a full dinner's worth of plates.",
      description:
        '<p>Our Citrus Dish Soap is concentrated, so a little goes a long way: a teaspoon cleans a full sink.</p><p>Plant-based surfactants break up grease and baked-on food, while glycerin and aloe leaf juice help keep skin comfortable through nightly dishes.</p><ul><li>Thick, concentrated formula</li><li>Gentle on hands</li><li>Rinses clean with no film on glassware</li><li>Scented with cold-pressed lemon peel oil</li></ul>',
      excerpt: 'Concentrated, grease-cutting dish soap with real lemon peel oil.',
      whyItWorks:
        'Coconut-derived surfactants surround grease and lift it into the water, and the citrus oil helps dissolve stuck-on oils.',
      whyYouLoveIt: {
        title: 'Cuts grease, not corners',
        subTitle: 'A bright citrus lift for every sink',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/concentrated.svg', iconText: 'Concentrated, less to ship' },
      ],
      howToUse:
        'Squeeze a teaspoon into a sink of warm water or onto a damp sponge. Wash, then rinse dishes under running water. For baked-on food, let pans soak in hot soapy water for twenty minutes first.',
      howToUseVideoId: 'qzk0WymO_sk',
      reviewVideoId: 'SnbqtefhrLU',
      whatsNotInIt: [
        'Phosphates',
        'Synthetic fragrance',
        'Synthetic dyes',
        'Triclosan',
        'Formaldehyde releasers',
      ],
      ingredientIds: [1, 26, 17, 5, 11, 6, 29, 38],
      faq: [
        {
          title: 'Can I use it in the dishwasher?',
          description:
            'No. Hand dish soap makes far too many suds for a dishwasher. Use our Dishwasher Tablets or Dishwasher Powder instead.',
        },
        {
          title: 'Is it safe for septic systems?',
          description: 'Yes. Our dish formulas are phosphate-free and readily biodegradable.',
        },
        {
          title: 'How long does one bottle last?',
          description: 'With daily use, most households find one bottle lasts four to six weeks.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/citrus-dish-soap/front.svg',
          altText: 'Citrus Dish Soap, front of the package',
        },
        {
          type: 'image',
          src: 'products/citrus-dish-soap/back.svg',
          altText: 'Citrus Dish Soap, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/citrus-dish-soap/lifestyle.svg',
          altText: 'Citrus Dish Soap at home',
        },
        {
          type: 'video',
          src: 'products/citrus-dish-soap/video-poster.svg',
          altText: 'Video: how to use Citrus Dish Soap',
          videoUrl: 'https://www.youtube.com/watch?v=1LBXRvHwnLc',
        },
      ],
      thumbnail: { filePath: 'products/citrus-dish-soap/front.svg', altText: 'Citrus Dish Soap' },
    },
    {
      id: 15,
      stickyId: 655,
      name: 'Free & Clear Dish Soap',
      slug: 'free-clear-dish-soap',
      sku: 'CH-DS-002',
      webSku: 'CHDS002',
      size: '16 fl oz',
      subLine: 'Unscented · grease-cutting',
      categoryIds: [13],
      msrp: 7.99,
      price: 6.99,
      discountPrice: 6.29,
      qtySold: 3240,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 20,
      shortDescription:
        'All the grease-cutting power of our citrus formula with no added scent, made for sensitive noses, baby bottles and anyone who wants nothing extra.',
      description:
        '<p>Free & Clear Dish Soap uses the same plant-based surfactant blend as our best-selling citrus formula, without essential oils or fragrance.</p><p>It is ideal for baby bottles, pump parts and anything you would rather not smell like lemon.</p><ul><li>No added fragrance</li><li>Safe for baby bottles and pump parts</li><li>Concentrated: a little goes a long way</li><li>Softening glycerin and aloe</li></ul>',
      excerpt: 'Unscented grease-cutting dish soap for sensitive households.',
      whyItWorks:
        'Plant-derived surfactants break down fats and proteins, and without fragrance there is nothing extra left on dishes or skin.',
      whyYouLoveIt: { title: 'Squeaky clean, scent free', subTitle: 'The go-to for baby bottles' },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/concentrated.svg', iconText: 'Concentrated, less to ship' },
      ],
      howToUse:
        'Add a small squeeze to warm water or directly to a damp sponge. Wash and rinse thoroughly. For bottles and pump parts, use a bottle brush and rinse under hot water.',
      whatsNotInIt: [
        'Synthetic fragrance',
        'Essential oils',
        'Synthetic dyes',
        'Phosphates',
        'Triclosan',
      ],
      ingredientIds: [1, 26, 17, 5, 11, 6, 28],
      faq: [
        {
          title: 'Is it safe for baby bottles?',
          description: 'Yes. Rinse bottles thoroughly after washing, as you would with any soap.',
        },
        {
          title: 'Does it contain phosphates?',
          description:
            'No. We have never used phosphates; mineral builders such as sodium citrate do the job instead.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/free-clear-dish-soap/front.svg',
          altText: 'Free & Clear Dish Soap, front of the package',
        },
        {
          type: 'image',
          src: 'products/free-clear-dish-soap/back.svg',
          altText: 'Free & Clear Dish Soap, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/free-clear-dish-soap/lifestyle.svg',
          altText: 'Free & Clear Dish Soap at home',
        },
      ],
      thumbnail: {
        filePath: 'products/free-clear-dish-soap/front.svg',
        altText: 'Free & Clear Dish Soap',
      },
    },
    {
      id: 16,
      stickyId: 812,
      name: 'Citrus Dish Soap Refill',
      slug: 'citrus-dish-soap-refill',
      sku: 'CH-DS-003',
      webSku: 'CHDS003',
      size: '48 fl oz',
      subLine: 'Refills three 16 oz bottles',
      categoryIds: [13, 7],
      msrp: 18.99,
      price: 15.99,
      discountPrice: 14.39,
      qtySold: 2150,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 30,
      shortDescription:
        'A big-batch refill of our best-selling Citrus Dish Soap that tops up your bottle three times and cuts packaging waste by more than half.',
      description:
        '<p>Keep your favorite bottle and refill it. This 48 oz carton holds three full refills of Citrus Dish Soap.</p><p>The refill carton uses 70% less plastic than three standard bottles.</p><ul><li>Refills three 16 oz bottles</li><li>70% less plastic than buying three bottles</li><li>Same concentrated citrus formula</li><li>Easy-pour spout</li></ul>',
      excerpt: 'A 48 oz refill carton of Citrus Dish Soap.',
      whyItWorks:
        'It is the same coconut-derived, grease-cutting formula as the original, in a lighter package that cuts shipping weight and waste.',
      whyYouLoveIt: {
        title: "Refill, don't landfill",
        subTitle: "Three bottles' worth in one carton",
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/concentrated.svg', iconText: 'Concentrated, less to ship' },
      ],
      howToUse:
        'Shake gently, then pour slowly into your empty dish soap bottle through the easy-pour spout. Close the spout between refills and store the carton upright. Use exactly as you would our Citrus Dish Soap.',
      whatsNotInIt: ['Phosphates', 'Synthetic fragrance', 'Synthetic dyes', 'Triclosan'],
      ingredientIds: [1, 26, 17, 5, 11, 6, 29, 38],
      faq: [
        {
          title: 'Can I refill bottles from other brands?',
          description: 'Yes. Any clean squeeze or pump bottle will work.',
        },
        {
          title: 'How long does one bottle last?',
          description: 'With daily use, most households find one bottle lasts four to six weeks.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/citrus-dish-soap-refill/front.svg',
          altText: 'Citrus Dish Soap Refill, front of the package',
        },
        {
          type: 'image',
          src: 'products/citrus-dish-soap-refill/back.svg',
          altText: 'Citrus Dish Soap Refill, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/citrus-dish-soap-refill/lifestyle.svg',
          altText: 'Citrus Dish Soap Refill at home',
        },
      ],
      thumbnail: {
        filePath: 'products/citrus-dish-soap-refill/front.svg',
        altText: 'Citrus Dish Soap Refill',
      },
    },
    {
      id: 17,
      stickyId: 969,
      name: 'Dishwasher Tablets',
      slug: 'dishwasher-tablets',
      sku: 'CH-DS-004',
      webSku: 'CHDS004',
      size: '45 tablets',
      subLine: 'Unscented · wrapper-free',
      categoryIds: [14],
      msrp: 19.99,
      price: 17.99,
      discountPrice: 16.19,
      qtySold: 4510,
      productTag: 1,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'Wrapper-free dishwasher tablets that dissolve fully in short cycles and leave glasses sparkling, with no plastic film to melt into your rinse water. Each tablet combines mineral builders, an oxygen-based stain remover and two enzymes that tackle dried egg, oatmeal and tomato sauce. They are unscented, phosphate-free and packed in a recyclable paper pouch.',
      description:
        '<p>Our tablets are pressed, not wrapped, so there is nothing to unwrap and no film to dissolve.</p><p>Protease and amylase enzymes break down proteins and starches while sodium percarbonate brightens coffee and tea stains on mugs.</p><ul><li>Wrapper-free: no film, no plastic</li><li>Works in short and eco cycles</li><li>Protease and amylase enzymes</li><li>Phosphate-free and fragrance-free</li></ul>',
      excerpt: 'Wrapper-free, enzyme-powered tablets for sparkling dishes.',
      whyItWorks:
        'Mineral builders soften the water, oxygen lifts stains and enzymes digest stuck-on food, so dishes come out clean even on eco settings.',
      whyYouLoveIt: {
        title: 'Sparkling glasses, no plastic wrapper',
        subTitle: "Dried-on oatmeal doesn't stand a chance",
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/concentrated.svg', iconText: 'Concentrated, less to ship' },
      ],
      howToUse:
        'Place one tablet in the main detergent compartment and close the lid. Run your normal or eco cycle. For very hard water, add our Rinse Aid to prevent spots, and keep the pouch sealed and dry between uses.',
      howToUseVideoId: 'JaGQH3wJFIY',
      reviewVideoId: 'f05n46iWIF4',
      whatsNotInIt: [
        'Phosphates',
        'Chlorine bleach',
        'Synthetic fragrance',
        'Synthetic dyes',
        'Plastic film wrappers',
      ],
      ingredientIds: [18, 3, 19, 32, 33, 25, 20],
      faq: [
        {
          title: 'Do they work in hard water?',
          description:
            'Yes. Sodium citrate and sodium gluconate bind hard-water minerals. In very hard water, pair them with our Rinse Aid.',
        },
        {
          title: 'Is it safe for septic systems?',
          description: 'Yes. Our dish formulas are phosphate-free and readily biodegradable.',
        },
        {
          title: 'Does it contain phosphates?',
          description:
            'No. We have never used phosphates; mineral builders such as sodium citrate do the job instead.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/dishwasher-tablets/front.svg',
          altText: 'Dishwasher Tablets, front of the package',
        },
        {
          type: 'image',
          src: 'products/dishwasher-tablets/back.svg',
          altText: 'Dishwasher Tablets, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/dishwasher-tablets/lifestyle.svg',
          altText: 'Dishwasher Tablets at home',
        },
        {
          type: 'video',
          src: 'products/dishwasher-tablets/video-poster.svg',
          altText: 'Video: how to use Dishwasher Tablets',
          videoUrl: 'https://www.youtube.com/watch?v=9znJCgigtnI',
        },
      ],
      thumbnail: {
        filePath: 'products/dishwasher-tablets/front.svg',
        altText: 'Dishwasher Tablets',
      },
    },
    {
      id: 18,
      stickyId: 226,
      name: 'Dishwasher Rinse Aid',
      slug: 'dishwasher-rinse-aid',
      sku: 'CH-DS-005',
      webSku: 'CHDS005',
      size: '16 fl oz',
      subLine: 'Unscented · up to 160 washes',
      categoryIds: [14],
      msrp: 9.99,
      price: 8.99,
      discountPrice: 8.09,
      qtySold: 1920,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 20,
      shortDescription:
        'A citric-acid rinse aid that helps water sheet off your dishes for faster drying and far fewer spots, especially in hard-water homes.',
      description:
        '<p>Rinse aid breaks the surface tension of water so it slides off glasses instead of drying into spots.</p><p>Ours uses plant-derived surfactants and citric acid, with no fragrance or dye.</p><ul><li>Up to 160 washes per bottle</li><li>Fewer spots and streaks</li><li>Faster drying for plastics</li><li>Fragrance-free</li></ul>',
      excerpt: 'Citric-acid rinse aid for spot-free glasses and faster drying.',
      whyItWorks:
        'Citric acid neutralizes mineral deposits while a mild surfactant lets water sheet off instead of beading.',
      whyYouLoveIt: {
        title: 'Spot-free glasses, no polishing',
        subTitle: 'Plastics that actually dry',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
      ],
      howToUse:
        'Open the rinse-aid dispenser cap on your dishwasher door and fill to the max line. Wipe up any spills to avoid extra suds. Refill when the indicator light comes on.',
      whatsNotInIt: [
        'Synthetic fragrance',
        'Synthetic dyes',
        'Phosphates',
        'Formaldehyde releasers',
      ],
      ingredientIds: [1, 4, 17, 15, 28],
      faq: [
        {
          title: 'How often do I need to refill it?',
          description:
            'Most machines need a refill every four to six weeks, depending on how often you run the dishwasher and how hard your water is.',
        },
        {
          title: 'Is it safe for septic systems?',
          description: 'Yes. Our dish formulas are phosphate-free and readily biodegradable.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/dishwasher-rinse-aid/front.svg',
          altText: 'Dishwasher Rinse Aid, front of the package',
        },
        {
          type: 'image',
          src: 'products/dishwasher-rinse-aid/back.svg',
          altText: 'Dishwasher Rinse Aid, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/dishwasher-rinse-aid/lifestyle.svg',
          altText: 'Dishwasher Rinse Aid at home',
        },
      ],
      thumbnail: {
        filePath: 'products/dishwasher-rinse-aid/front.svg',
        altText: 'Dishwasher Rinse Aid',
      },
    },
    {
      id: 19,
      stickyId: 383,
      name: 'Dishwasher Powder',
      slug: 'dishwasher-powder',
      sku: 'CH-DS-006',
      webSku: 'CHDS006',
      size: '3 lb',
      subLine: 'Unscented · about 60 loads',
      categoryIds: [14],
      msrp: 16.99,
      price: 14.99,
      discountPrice: 13.49,
      qtySold: 870,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: false,
      displayOrder: 30,
      shortDescription:
        'A flexible powder you can dose to match the load and your water hardness, packed with enzymes, oxygen and mineral builders in a recyclable carton.',
      description:
        '<p>Dishwasher Powder uses the same cleaning system as our tablets in a scoopable form, so you can use less for light loads and more for a packed machine.</p><p>It ships in a paper carton with a measuring scoop.</p><ul><li>Adjustable dose for every load</li><li>About 60 loads per carton</li><li>Phosphate-free</li><li>Plastic-free packaging</li></ul>',
      excerpt: 'Scoopable dishwasher powder with enzymes and oxygen cleaners.',
      whyItWorks:
        'Dosing by the load means less waste, and the enzyme and oxygen blend clears food and stains without chlorine.',
      whyYouLoveIt: {
        title: 'Dose what you need, nothing more',
        subTitle: 'Plastic-free clean for every cycle',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/concentrated.svg', iconText: 'Concentrated, less to ship' },
      ],
      howToUse:
        'Fill the main compartment with one level scoop, or a scoop and a half for heavily soiled loads or hard water. Close the lid and run your usual cycle. Keep the carton closed and dry.',
      whatsNotInIt: [
        'Phosphates',
        'Chlorine bleach',
        'Synthetic fragrance',
        'Fillers such as sodium sulfate',
      ],
      ingredientIds: [18, 3, 19, 32, 33, 25],
      faq: [
        {
          title: 'Can I use the pre-wash cup?',
          description: 'Yes. For very dirty loads, add a small extra scoop to the pre-wash cup.',
        },
        {
          title: 'Does it contain phosphates?',
          description:
            'No. We have never used phosphates; mineral builders such as sodium citrate do the job instead.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/dishwasher-powder/front.svg',
          altText: 'Dishwasher Powder, front of the package',
        },
        {
          type: 'image',
          src: 'products/dishwasher-powder/back.svg',
          altText: 'Dishwasher Powder, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/dishwasher-powder/lifestyle.svg',
          altText: 'Dishwasher Powder at home',
        },
      ],
      thumbnail: { filePath: 'products/dishwasher-powder/front.svg', altText: 'Dishwasher Powder' },
    },
    {
      id: 20,
      stickyId: 540,
      name: 'Dishwasher Cleaner & Descaler',
      slug: 'dishwasher-cleaner-descaler',
      sku: 'CH-DS-007',
      webSku: 'CHDS007',
      size: '3 pouches',
      subLine: 'Monthly machine clean',
      categoryIds: [14],
      msrp: 11.99,
      price: 9.99,
      discountPrice: 8.99,
      qtySold: 310,
      productTag: 2,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 40,
      shortDescription:
        'A monthly treatment that clears limescale, grease and odors from the hidden parts of your dishwasher using citric acid and plant-derived cleansers.',
      description:
        '<p>Over time, mineral scale and food grease build up in filters, spray arms and hoses, which makes your dishwasher less effective.</p><p>One pouch of this citric-acid cleaner dissolves the buildup during an empty hot cycle.</p><ul><li>Three monthly treatments</li><li>Removes limescale and grease</li><li>Helps prevent musty odors</li><li>Safe for stainless interiors</li></ul>',
      excerpt: 'Monthly citric-acid treatment to descale and deodorize your dishwasher.',
      whyItWorks:
        'Citric acid dissolves calcium deposits, while a plant-based surfactant lifts grease from the filter and spray arms.',
      whyYouLoveIt: {
        title: 'A fresh start for your dishwasher',
        subTitle: 'Clean machine, cleaner dishes',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
      ],
      howToUse:
        'Remove all dishes and clear the filter of food scraps. Pour one pouch into the bottom of the empty dishwasher and run the hottest cycle. Repeat once a month, or every two weeks in hard-water areas.',
      whatsNotInIt: ['Chlorine bleach', 'Synthetic fragrance', 'Phosphates', 'Hydrochloric acid'],
      ingredientIds: [4, 3, 17, 2],
      faq: [
        {
          title: 'Will it remove the white film on my glasses?',
          description:
            'If the film comes from hard-water minerals, yes: cleaning the machine and adding Rinse Aid together usually clears it.',
        },
        {
          title: 'Is it safe for septic systems?',
          description: 'Yes. Our dish formulas are phosphate-free and readily biodegradable.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/dishwasher-cleaner-descaler/front.svg',
          altText: 'Dishwasher Cleaner & Descaler, front of the package',
        },
        {
          type: 'image',
          src: 'products/dishwasher-cleaner-descaler/back.svg',
          altText:
            'Dishwasher Cleaner & Descaler, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/dishwasher-cleaner-descaler/lifestyle.svg',
          altText: 'Dishwasher Cleaner & Descaler at home',
        },
      ],
      thumbnail: {
        filePath: 'products/dishwasher-cleaner-descaler/front.svg',
        altText: 'Dishwasher Cleaner & Descaler',
      },
    },
    {
      id: 21,
      stickyId: 697,
      name: 'Basil Dish Spray Foam',
      slug: 'basil-dish-spray-foam',
      sku: 'CH-DS-008',
      webSku: 'CHDS008',
      size: '16 fl oz',
      subLine: 'Fresh Basil · foaming spray',
      categoryIds: [2],
      msrp: 8.99,
      price: 7.99,
      discountPrice: 7.19,
      qtySold: 280,
      productTag: 2,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'A ready-to-use foaming dish spray that clings to greasy pans and lunch containers, then rinses clean. Scented with fresh basil and lemon peel oils.',
      description:
        '<p>Foam stays where you spray it, so the cleansers have time to work on greasy pans, sheet trays and lunchbox corners.</p><p>Spray, wait a moment, wipe and rinse: no sink full of water needed.</p><ul><li>Ready-to-use foam, no dilution</li><li>Great for quick dishes and lunch containers</li><li>Clings to vertical surfaces</li><li>Basil and lemon peel essential oils</li></ul>',
      excerpt: 'Foaming dish spray that clings to grease, with basil and lemon oils.',
      whyItWorks:
        'The foaming pump aerates a mild surfactant blend so it coats dishes evenly and starts loosening grease before you scrub.',
      whyYouLoveIt: {
        title: 'Spray, wipe, rinse, done',
        subTitle: 'A herb-garden scent for quick cleanups',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Spray foam directly onto dishes or a damp sponge. Let it sit for thirty seconds on greasy spots, scrub and rinse with warm water. If the foam gets thin toward the end of the bottle, shake gently.',
      whatsNotInIt: [
        'Phosphates',
        'Synthetic fragrance',
        'Synthetic dyes',
        'Aerosol propellants',
        'Formaldehyde releasers',
      ],
      ingredientIds: [1, 16, 14, 5, 48, 29, 37, 28],
      faq: [
        {
          title: 'Can I refill it with regular dish soap?',
          description:
            'We do not recommend it; regular dish soap is too thick for the foaming sprayer. A foam refill is in the works.',
        },
        {
          title: 'How long does one bottle last?',
          description: 'With daily use, most households find one bottle lasts four to six weeks.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/basil-dish-spray-foam/front.svg',
          altText: 'Basil Dish Spray Foam, front of the package',
        },
        {
          type: 'image',
          src: 'products/basil-dish-spray-foam/back.svg',
          altText: 'Basil Dish Spray Foam, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/basil-dish-spray-foam/lifestyle.svg',
          altText: 'Basil Dish Spray Foam at home',
        },
      ],
      thumbnail: {
        filePath: 'products/basil-dish-spray-foam/front.svg',
        altText: 'Basil Dish Spray Foam',
      },
    },
    {
      id: 22,
      stickyId: 854,
      name: 'Lemongrass All-Purpose Cleaner',
      slug: 'lemongrass-all-purpose-cleaner',
      sku: 'CH-KS-001',
      webSku: 'CHKS001',
      size: '24 fl oz',
      subLine: 'Lemongrass · multi-surface spray',
      categoryIds: [15],
      msrp: 8.99,
      price: 7.99,
      discountPrice: 7.19,
      qtySold: 4680,
      productTag: 1,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'One spray for nearly everything in the kitchen: counters, sealed stone, cabinet fronts, sinks, high chairs and the top of the fridge you forgot about. A plant-based cleanser lifts grease and sticky spills without leaving residue, so there is no need to rinse on most surfaces. Lemongrass essential oil gives it a bright, clean scent that fades quickly instead of lingering.',
      description:
        '<p>Our All-Purpose Cleaner is the spray bottle you will reach for every day. It is tough on kitchen grime but mild enough for surfaces where food is prepared.</p><p>A touch of lemongrass oil keeps it smelling fresh.</p><ul><li>Safe on sealed stone, laminate, finished wood and stainless steel</li><li>No-rinse formula for most surfaces</li><li>Fine to use on food-prep surfaces</li><li>Bottle made from 100% recycled plastic</li></ul>',
      excerpt: 'A no-rinse, multi-surface spray with real lemongrass oil.',
      whyItWorks:
        'Sugar-based surfactants lift grease and grime into the cloth, and a mild mineral builder helps break up sticky spills.',
      whyYouLoveIt: {
        title: 'One bottle, every surface',
        subTitle: 'Counter-to-high-chair clean without the fumes',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Spray the surface and wipe with a clean, damp cloth. For stuck-on messes, let the spray sit for a minute before wiping. No rinse is needed on most surfaces, but you can rinse food-prep surfaces with water if you prefer.',
      howToUseVideoId: 'HuhyCixXHIM',
      reviewVideoId: 'PIAEkbYXQd8',
      whatsNotInIt: [
        'Ammonia',
        'Chlorine bleach',
        'Synthetic fragrance',
        'Glycol ethers',
        'Quaternary ammonium compounds',
      ],
      ingredientIds: [1, 17, 24, 3, 34, 38, 39, 27],
      faq: [
        {
          title: 'Can I use it on granite or marble?',
          description:
            'It is safe on sealed granite. For marble and other sensitive natural stone, use a pH-neutral stone cleaner.',
        },
        {
          title: 'Is it safe on food-prep surfaces?',
          description:
            'Yes. Wipe with a clean damp cloth afterward if you prefer, especially on cutting boards.',
        },
        {
          title: 'Do you test on animals?',
          description:
            'Never. Clearhome does not test on animals, and neither do our ingredient suppliers.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/lemongrass-all-purpose-cleaner/front.svg',
          altText: 'Lemongrass All-Purpose Cleaner, front of the package',
        },
        {
          type: 'image',
          src: 'products/lemongrass-all-purpose-cleaner/back.svg',
          altText:
            'Lemongrass All-Purpose Cleaner, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/lemongrass-all-purpose-cleaner/lifestyle.svg',
          altText: 'Lemongrass All-Purpose Cleaner at home',
        },
        {
          type: 'video',
          src: 'products/lemongrass-all-purpose-cleaner/video-poster.svg',
          altText: 'Video: how to use Lemongrass All-Purpose Cleaner',
          videoUrl: 'https://www.youtube.com/watch?v=YEI_lDwDFmk',
        },
      ],
      thumbnail: {
        filePath: 'products/lemongrass-all-purpose-cleaner/front.svg',
        altText: 'Lemongrass All-Purpose Cleaner',
      },
    },
    {
      id: 23,
      stickyId: 111,
      name: 'Free & Clear All-Purpose Cleaner',
      slug: 'free-clear-all-purpose-cleaner',
      sku: 'CH-KS-002',
      webSku: 'CHKS002',
      size: '24 fl oz',
      subLine: 'Unscented · multi-surface spray',
      categoryIds: [15],
      msrp: 8.99,
      price: 7.99,
      discountPrice: 7.19,
      qtySold: 2890,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 20,
      shortDescription:
        'Our everyday multi-surface spray with no added scent, for nurseries, fragrance-sensitive homes and anyone who prefers a truly neutral clean.',
      description:
        '<p>This unscented version of our best-selling all-purpose spray cleans counters, tables, toys and appliances without leaving any smell behind.</p><p>It is a favorite for nurseries and small apartments.</p><ul><li>No added fragrance or essential oils</li><li>Safe for toys and high chairs once wiped</li><li>No-rinse on most surfaces</li><li>Recycled-plastic bottle</li></ul>',
      excerpt: 'Unscented multi-surface spray for fragrance-sensitive homes.',
      whyItWorks:
        'Plant-derived surfactants and a gentle mineral builder loosen dirt and grease so a damp cloth can carry them away.',
      whyYouLoveIt: {
        title: 'Clean that smells like nothing',
        subTitle: 'The nursery-approved everyday spray',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Spray directly onto the surface and wipe with a clean cloth. For toys, spray onto a cloth, wipe and let air dry. Avoid unsealed wood and natural stone such as marble.',
      whatsNotInIt: [
        'Ammonia',
        'Chlorine bleach',
        'Synthetic fragrance',
        'Essential oils',
        'Quaternary ammonium compounds',
      ],
      ingredientIds: [1, 17, 24, 3, 27],
      faq: [
        {
          title: 'Is it a disinfectant?',
          description:
            'No. It is a cleaner that removes dirt, and germs along with it, but it is not registered as a disinfectant.',
        },
        {
          title: 'Is the bottle recyclable?',
          description:
            'Yes. Rinse the bottle and recycle it with your plastics; check whether your area accepts the sprayer.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/free-clear-all-purpose-cleaner/front.svg',
          altText: 'Free & Clear All-Purpose Cleaner, front of the package',
        },
        {
          type: 'image',
          src: 'products/free-clear-all-purpose-cleaner/back.svg',
          altText:
            'Free & Clear All-Purpose Cleaner, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/free-clear-all-purpose-cleaner/lifestyle.svg',
          altText: 'Free & Clear All-Purpose Cleaner at home',
        },
      ],
      thumbnail: {
        filePath: 'products/free-clear-all-purpose-cleaner/front.svg',
        altText: 'Free & Clear All-Purpose Cleaner',
      },
    },
    {
      id: 24,
      stickyId: 268,
      name: 'All-Purpose Concentrate',
      slug: 'all-purpose-concentrate',
      sku: 'CH-KS-003',
      webSku: 'CHKS003',
      size: '16 fl oz',
      subLine: 'Makes 16 spray bottles',
      categoryIds: [15, 7],
      msrp: 17.99,
      price: 14.99,
      discountPrice: 13.49,
      qtySold: 1760,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 40,
      shortDescription:
        'Mix one ounce of this concentrate with water in any spray bottle and you have a full bottle of our multi-surface cleaner, for a fraction of the cost and packaging. One 16 oz bottle makes sixteen refills, which means fewer bottles shipped, less plastic in your recycling bin and a cleaner that is always ready when your spray runs low. The dosing cap makes measuring foolproof.',
      description:
        '<p>Most cleaning sprays are mostly water. Our concentrate lets you add the water yourself, so you buy and ship only the cleaning power.</p><p>Each bottle comes with a dosing cap marked at one ounce.</p><ul><li>Makes 16 spray bottles of 24 oz</li><li>Built-in dosing cap</li><li>Lemongrass scent</li><li>Mix it stronger for greasy jobs</li></ul>',
      excerpt: 'A concentrate that makes sixteen bottles of multi-surface spray.',
      whyItWorks:
        'Concentrating the formula takes the water out of shipping, and the same plant-based cleansers go to work once you dilute it.',
      whyYouLoveIt: {
        title: 'Sixteen bottles of clean from one',
        subTitle: 'Less plastic, same trusted spray',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/concentrated.svg', iconText: 'Concentrated, less to ship' },
      ],
      howToUse:
        'Squeeze the bottle to fill the dosing cap to the 1 oz line, then pour it into an empty 24 oz spray bottle. Fill with tap water, close and tip gently to mix. For greasy stovetops, use two ounces per bottle.',
      howToUseVideoId: 'eF76RAxtiNk',
      whatsNotInIt: [
        'Ammonia',
        'Chlorine bleach',
        'Synthetic fragrance',
        'Glycol ethers',
        'Synthetic dyes',
      ],
      ingredientIds: [1, 17, 24, 3, 34, 38, 39, 27],
      faq: [
        {
          title: 'Which bottle should I use?',
          description:
            'Any clean 24 oz spray bottle works. Our Amber Glass Spray Bottle is sized to match, with fill lines for concentrate and water.',
        },
        {
          title: 'How long does the diluted cleaner last?',
          description: 'Use diluted cleaner within three months for the best performance.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/all-purpose-concentrate/front.svg',
          altText: 'All-Purpose Concentrate, front of the package',
        },
        {
          type: 'image',
          src: 'products/all-purpose-concentrate/back.svg',
          altText: 'All-Purpose Concentrate, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/all-purpose-concentrate/lifestyle.svg',
          altText: 'All-Purpose Concentrate at home',
        },
      ],
      thumbnail: {
        filePath: 'products/all-purpose-concentrate/front.svg',
        altText: 'All-Purpose Concentrate',
      },
    },
    {
      id: 25,
      stickyId: 425,
      name: 'Streak-Free Glass Cleaner',
      slug: 'streak-free-glass-cleaner',
      sku: 'CH-KS-004',
      webSku: 'CHKS004',
      size: '24 fl oz',
      subLine: 'Mint · streak-free shine',
      categoryIds: [16],
      msrp: 8.49,
      price: 7.49,
      discountPrice: 6.74,
      qtySold: 2380,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'An ammonia-free glass and mirror spray that dries fast and clear on windows, shower doors and glass tabletops, with a faint touch of mint.',
      description:
        '<p>Many glass cleaners rely on ammonia and solvents. We use a plant-derived surfactant and a tiny dose of citric acid to cut fingerprints and hard-water haze.</p><p>It evaporates quickly for a streak-free finish.</p><ul><li>Ammonia-free</li><li>Safe on windows, mirrors, chrome and glass tabletops</li><li>Quick-drying</li><li>Light peppermint scent</li></ul>',
      excerpt: 'Ammonia-free, quick-drying glass and mirror spray.',
      whyItWorks:
        'A low-foaming surfactant lifts oils from glass and citric acid dissolves mineral spots, so nothing is left behind to streak.',
      whyYouLoveIt: {
        title: 'Crystal clear, no ammonia',
        subTitle: 'Mirrors that finally stay streak-free',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Spray lightly onto glass or onto a lint-free cloth. Wipe in an S-pattern from top to bottom, then buff with a dry microfiber cloth. Clean windows out of direct sunlight to avoid streaks.',
      whatsNotInIt: [
        'Ammonia',
        'Glycol ethers',
        'Synthetic dyes',
        'Synthetic fragrance',
        'Alcohol',
      ],
      ingredientIds: [1, 24, 4, 49, 27],
      faq: [
        {
          title: 'Can I use it on screens?',
          description: 'Spray onto a soft cloth, never directly onto the screen, and wipe gently.',
        },
        {
          title: 'Do you test on animals?',
          description:
            'Never. Clearhome does not test on animals, and neither do our ingredient suppliers.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/streak-free-glass-cleaner/front.svg',
          altText: 'Streak-Free Glass Cleaner, front of the package',
        },
        {
          type: 'image',
          src: 'products/streak-free-glass-cleaner/back.svg',
          altText: 'Streak-Free Glass Cleaner, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/streak-free-glass-cleaner/lifestyle.svg',
          altText: 'Streak-Free Glass Cleaner at home',
        },
      ],
      thumbnail: {
        filePath: 'products/streak-free-glass-cleaner/front.svg',
        altText: 'Streak-Free Glass Cleaner',
      },
    },
    {
      id: 26,
      stickyId: 582,
      name: 'Stainless Steel Polish',
      slug: 'stainless-steel-polish',
      sku: 'CH-KS-005',
      webSku: 'CHKS005',
      size: '12 fl oz',
      subLine: 'Unscented · plant-oil polish',
      categoryIds: [16],
      msrp: 10.99,
      price: 9.49,
      discountPrice: 8.54,
      qtySold: 1290,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 20,
      shortDescription:
        'A plant-oil polish that removes fingerprints and water marks from stainless appliances and leaves a soft, even sheen without any silicones.',
      description:
        '<p>Stainless Steel Polish pairs a gentle cleanser with sunflower seed oil to lift smudges and leave a thin protective layer that resists new fingerprints.</p><p>It is safe on refrigerators, dishwashers, range hoods and sinks.</p><ul><li>Silicone-free</li><li>Helps resist new fingerprints</li><li>Unscented</li><li>Works on brushed and polished stainless</li></ul>',
      excerpt: 'Silicone-free polish that wipes away fingerprints on stainless.',
      whyItWorks:
        'The cleanser removes smudges, and a thin film of sunflower seed oil evens out fine scratches so light reflects evenly.',
      whyYouLoveIt: {
        title: 'A fingerprint-free fridge, finally',
        subTitle: 'Soft sheen without silicone',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Shake well. Spray onto a microfiber cloth and wipe in the direction of the grain. Buff with a dry side of the cloth for an even shine.',
      whatsNotInIt: [
        'Silicones',
        'Petroleum distillates',
        'Aerosol propellants',
        'Synthetic fragrance',
      ],
      ingredientIds: [1, 13, 14, 7, 27],
      faq: [
        {
          title: 'Why wipe with the grain?',
          description: 'Following the brushed lines hides streaks and helps the oil settle evenly.',
        },
        {
          title: 'Do you test on animals?',
          description:
            'Never. Clearhome does not test on animals, and neither do our ingredient suppliers.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/stainless-steel-polish/front.svg',
          altText: 'Stainless Steel Polish, front of the package',
        },
        {
          type: 'image',
          src: 'products/stainless-steel-polish/back.svg',
          altText: 'Stainless Steel Polish, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/stainless-steel-polish/lifestyle.svg',
          altText: 'Stainless Steel Polish at home',
        },
      ],
      thumbnail: {
        filePath: 'products/stainless-steel-polish/front.svg',
        altText: 'Stainless Steel Polish',
      },
    },
    {
      id: 27,
      stickyId: 739,
      name: 'Kitchen Degreaser',
      slug: 'kitchen-degreaser',
      sku: 'CH-KS-006',
      webSku: 'CHKS006',
      size: '24 fl oz',
      subLine: 'Citrus peel · heavy duty',
      categoryIds: [3],
      msrp: 9.99,
      price: 8.99,
      discountPrice: 8.09,
      qtySold: 1980,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'A heavy-duty spray for range hoods, stovetops, backsplashes and cabinet fronts that dissolves sticky, cooked-on grease without harsh solvents.',
      description:
        '<p>Kitchen grease hardens over time into a sticky film. This degreaser combines plant-derived surfactants with citrus-derived limonene to loosen it quickly.</p><p>It is strong enough for range hoods and gentle enough for painted cabinets.</p><ul><li>Cuts sticky, cooked-on grease</li><li>Safe on painted cabinets and enamel</li><li>No harsh solvents</li><li>Bright citrus scent</li></ul>',
      excerpt: 'Heavy-duty citrus degreaser for stovetops and range hoods.',
      whyItWorks:
        'Limonene from citrus peel dissolves oils, while a mineral builder and surfactants emulsify the grease and lift it away.',
      whyYouLoveIt: {
        title: "The range hood's worst enemy",
        subTitle: 'Citrus power for sticky grease',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Spray generously on the greasy surface and let it sit for two to five minutes. Wipe with a damp cloth or sponge, and rinse food-contact surfaces with water. For range-hood filters, soak them in hot water with a few sprays for fifteen minutes.',
      whatsNotInIt: [
        'Petroleum solvents',
        'Glycol ethers',
        'Ammonia',
        'Chlorine bleach',
        'Synthetic dyes',
      ],
      ingredientIds: [1, 17, 18, 3, 38, 29, 27],
      faq: [
        {
          title: 'Is it safe on aluminum?',
          description:
            'Test a hidden spot first. Alkaline cleaners can dull uncoated aluminum if left on too long.',
        },
        {
          title: 'Is it safe on food-prep surfaces?',
          description:
            'Yes. Wipe with a clean damp cloth afterward if you prefer, especially on cutting boards.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/kitchen-degreaser/front.svg',
          altText: 'Kitchen Degreaser, front of the package',
        },
        {
          type: 'image',
          src: 'products/kitchen-degreaser/back.svg',
          altText: 'Kitchen Degreaser, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/kitchen-degreaser/lifestyle.svg',
          altText: 'Kitchen Degreaser at home',
        },
      ],
      thumbnail: { filePath: 'products/kitchen-degreaser/front.svg', altText: 'Kitchen Degreaser' },
    },
    {
      id: 28,
      stickyId: 896,
      name: 'Oven & Grill Cleaner',
      slug: 'oven-grill-cleaner',
      sku: 'CH-KS-007',
      webSku: 'CHKS007',
      size: '16 fl oz',
      subLine: 'Fume-free gel',
      categoryIds: [3],
      msrp: 12.99,
      price: 10.99,
      discountPrice: 9.89,
      qtySold: 1120,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: false,
      displayOrder: 20,
      shortDescription:
        'A thick, fume-free gel that softens baked-on grease on oven doors, racks and grill grates overnight with washing soda and plant-based cleansers.',
      description:
        '<p>No more holding your breath while you clean the oven. This gel uses washing soda and baking soda to soften carbonized grease slowly and safely.</p><p>Apply it at night and wipe it away in the morning.</p><ul><li>Fume-free and lye-free</li><li>Clings to vertical oven walls</li><li>Safe on enamel and glass oven doors</li><li>Works on grill grates too</li></ul>',
      excerpt: 'A fume-free gel that softens baked-on grease overnight.',
      whyItWorks:
        'Alkaline minerals slowly break down burnt-on fats, and a plant-based thickener keeps the gel in contact long enough to work.',
      whyYouLoveIt: {
        title: 'A clean oven without the fumes',
        subTitle: 'Apply at night, wipe in the morning',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Make sure the oven is cool. Spread the gel over greasy areas with a brush or sponge, avoiding heating elements, and leave it for at least four hours or overnight. Wipe away with a damp cloth, then rinse with clean water.',
      howToUseVideoId: 'osaSpkPjFFI',
      whatsNotInIt: [
        'Sodium hydroxide (lye)',
        'Aerosol propellants',
        'Petroleum solvents',
        'Synthetic fragrance',
      ],
      ingredientIds: [1, 18, 2, 7, 14, 3],
      faq: [
        {
          title: 'Can I use it in a self-cleaning oven?',
          description:
            'Yes, on the enamel surfaces. Avoid the door gasket and the heating elements.',
        },
        {
          title: 'Do you test on animals?',
          description:
            'Never. Clearhome does not test on animals, and neither do our ingredient suppliers.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/oven-grill-cleaner/front.svg',
          altText: 'Oven & Grill Cleaner, front of the package',
        },
        {
          type: 'image',
          src: 'products/oven-grill-cleaner/back.svg',
          altText: 'Oven & Grill Cleaner, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/oven-grill-cleaner/lifestyle.svg',
          altText: 'Oven & Grill Cleaner at home',
        },
      ],
      thumbnail: {
        filePath: 'products/oven-grill-cleaner/front.svg',
        altText: 'Oven & Grill Cleaner',
      },
    },
    {
      id: 29,
      stickyId: 153,
      name: 'Granite & Stone Cleaner',
      slug: 'granite-stone-cleaner',
      sku: 'CH-KS-008',
      webSku: 'CHKS008',
      size: '24 fl oz',
      subLine: 'pH-neutral · unscented',
      categoryIds: [15],
      msrp: 11.99,
      price: 9.99,
      discountPrice: 8.99,
      qtySold: 120,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: false,
      inStock: true,
      displayOrder: 30,
      shortDescription:
        'A pH-neutral daily spray for granite, marble, quartz and travertine that cleans without dulling the seal or etching the surface.',
      description:
        '<p>Natural stone is sensitive to both acids and strong alkalis. This pH-neutral formula cleans with mild glucosides and leaves no residue.</p><p>Use it every day on counters, vanities and tabletops.</p><ul><li>pH-neutral for sealed stone</li><li>Will not etch marble</li><li>Streak-free finish</li><li>Unscented</li></ul>',
      excerpt: 'pH-neutral daily spray for granite, marble and quartz.',
      whyItWorks:
        "Keeping the pH neutral protects both the sealant and the stone's minerals, while mild surfactants remove everyday grime.",
      whyYouLoveIt: { title: 'Kind to your countertops', subTitle: 'Streak-free stone, every day' },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
      ],
      howToUse:
        'Spray directly onto the stone and wipe with a soft microfiber cloth. Buff dry for a streak-free finish. Wipe up acidic spills such as lemon juice or wine promptly.',
      whatsNotInIt: ['Acids', 'Ammonia', 'Chlorine bleach', 'Synthetic fragrance'],
      ingredientIds: [1, 15, 24, 3, 23],
      faq: [
        {
          title: 'Does it reseal my countertop?',
          description:
            'No. It is a cleaner; reseal natural stone as often as your installer recommends.',
        },
        {
          title: 'Do you test on animals?',
          description:
            'Never. Clearhome does not test on animals, and neither do our ingredient suppliers.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/granite-stone-cleaner/front.svg',
          altText: 'Granite & Stone Cleaner, front of the package',
        },
        {
          type: 'image',
          src: 'products/granite-stone-cleaner/back.svg',
          altText: 'Granite & Stone Cleaner, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/granite-stone-cleaner/lifestyle.svg',
          altText: 'Granite & Stone Cleaner at home',
        },
      ],
      thumbnail: {
        filePath: 'products/granite-stone-cleaner/front.svg',
        altText: 'Granite & Stone Cleaner',
      },
    },
    {
      id: 30,
      stickyId: 310,
      name: 'Tub & Tile Cleaner',
      slug: 'tub-tile-cleaner',
      sku: 'CH-BA-001',
      webSku: 'CHBA001',
      size: '24 fl oz',
      subLine: 'Eucalyptus · soap-scum remover',
      categoryIds: [17],
      msrp: 9.49,
      price: 8.49,
      discountPrice: 7.64,
      qtySold: 2640,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'A foaming bathroom spray that dissolves soap scum and hard-water buildup on tubs, tile and shower doors using citric and lactic acids from plants.',
      description:
        '<p>Soap scum is a mix of minerals and fatty soap residue. Our Tub & Tile Cleaner tackles both: plant acids dissolve the minerals and surfactants lift the residue.</p><p>Eucalyptus oil gives it a clean, spa-like scent.</p><ul><li>Dissolves soap scum and limescale</li><li>Safe on porcelain, fiberglass and glazed tile</li><li>No chlorine bleach fumes</li><li>Eucalyptus essential oil</li></ul>',
      excerpt: 'Plant-acid spray that dissolves soap scum and hard-water buildup.',
      whyItWorks:
        'Citric and lactic acids dissolve calcium deposits, while a sugar-based surfactant breaks up the oily part of soap scum.',
      whyYouLoveIt: {
        title: 'Shine without the bleach fumes',
        subTitle: 'Soap scum meets its match',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Spray the surface and let the foam sit for three to five minutes. Scrub with a sponge or brush and rinse with water. Do not use on natural stone such as marble or travertine.',
      howToUseVideoId: '9IobNUmqYBc',
      whatsNotInIt: [
        'Chlorine bleach',
        'Ammonia',
        'Hydrochloric acid',
        'Synthetic fragrance',
        'Synthetic dyes',
      ],
      ingredientIds: [1, 4, 21, 17, 31, 38, 27],
      faq: [
        {
          title: 'Is it safe on natural stone?',
          description:
            'No. Acids can etch marble, limestone and travertine; use a pH-neutral cleaner there instead.',
        },
        {
          title: 'Do you test on animals?',
          description: 'Never. We do not test on animals at any stage of development.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/tub-tile-cleaner/front.svg',
          altText: 'Tub & Tile Cleaner, front of the package',
        },
        {
          type: 'image',
          src: 'products/tub-tile-cleaner/back.svg',
          altText: 'Tub & Tile Cleaner, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/tub-tile-cleaner/lifestyle.svg',
          altText: 'Tub & Tile Cleaner at home',
        },
      ],
      thumbnail: { filePath: 'products/tub-tile-cleaner/front.svg', altText: 'Tub & Tile Cleaner' },
    },
    {
      id: 31,
      stickyId: 467,
      name: 'Cream Scrub Cleanser',
      slug: 'cream-scrub-cleanser',
      sku: 'CH-BA-002',
      webSku: 'CHBA002',
      size: '18 fl oz',
      subLine: 'Unscented · gentle abrasive',
      categoryIds: [17],
      msrp: 8.99,
      price: 7.99,
      discountPrice: 7.19,
      qtySold: 1810,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 20,
      shortDescription:
        'A creamy, gently abrasive scrub for sinks, tubs, stovetops and stainless pans that polishes without scratching, thanks to finely ground calcium carbonate.',
      description:
        '<p>Cream Scrub Cleanser uses finely ground calcium carbonate, a soft mineral, to polish away stains without scratching most surfaces.</p><p>It rinses clean and leaves no gritty residue.</p><ul><li>Gentle mineral abrasive</li><li>Great on sinks, tubs and ceramic cooktops</li><li>Rinses clean</li><li>Unscented</li></ul>',
      excerpt: 'A gentle mineral scrub for sinks, tubs and cooktops.',
      whyItWorks:
        'Calcium carbonate is softer than porcelain and enamel, so it buffs away stains without scratching, while surfactants lift grease.',
      whyYouLoveIt: {
        title: 'Scrub power without scratches',
        subTitle: 'The secret to a gleaming sink',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Shake well. Squeeze a small amount onto a damp sponge and scrub in small circles. Rinse thoroughly with water and wipe dry.',
      whatsNotInIt: ['Chlorine bleach', 'Silica sand', 'Synthetic fragrance', 'Microplastics'],
      ingredientIds: [1, 8, 17, 7, 2, 27],
      faq: [
        {
          title: 'Will it scratch my glass cooktop?',
          description:
            'Not when used with a soft sponge. Test a small area first if your cooktop has a special coating.',
        },
        {
          title: 'Do you test on animals?',
          description: 'Never. We do not test on animals at any stage of development.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/cream-scrub-cleanser/front.svg',
          altText: 'Cream Scrub Cleanser, front of the package',
        },
        {
          type: 'image',
          src: 'products/cream-scrub-cleanser/back.svg',
          altText: 'Cream Scrub Cleanser, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/cream-scrub-cleanser/lifestyle.svg',
          altText: 'Cream Scrub Cleanser at home',
        },
      ],
      thumbnail: {
        filePath: 'products/cream-scrub-cleanser/front.svg',
        altText: 'Cream Scrub Cleanser',
      },
    },
    {
      id: 32,
      stickyId: 624,
      name: 'Daily Shower Spray',
      slug: 'daily-shower-spray',
      sku: 'CH-BA-003',
      webSku: 'CHBA003',
      size: '24 fl oz',
      subLine: 'Tea tree & mint · no-scrub',
      categoryIds: [17],
      msrp: 8.99,
      price: 7.99,
      discountPrice: 7.19,
      qtySold: 350,
      productTag: 2,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 30,
      shortDescription:
        'A quick after-shower mist that keeps soap scum and water spots from building up, so you scrub less often. Tea tree and peppermint oils freshen the air.',
      description:
        '<p>Spray your shower walls after each use and walk away. The formula keeps soap residue from settling, which means fewer weekend scrubbing sessions.</p><p>Tea tree and peppermint oils add a fresh scent.</p><ul><li>No scrubbing, no rinsing</li><li>Helps prevent soap scum and water spots</li><li>Safe on glass, tile and fiberglass</li><li>Tea tree and peppermint essential oils</li></ul>',
      excerpt: 'A no-scrub, after-shower mist that prevents soap-scum buildup.',
      whyItWorks:
        'A light film of surfactant keeps minerals and soap residue from bonding to surfaces as they dry.',
      whyYouLoveIt: {
        title: 'Ten seconds a day for a cleaner shower',
        subTitle: 'Less scrubbing, more weekend',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'After showering, spray walls, doors and fixtures until lightly wet. There is no need to wipe or rinse. Use daily for best results.',
      whatsNotInIt: [
        'Chlorine bleach',
        'Ammonia',
        'Synthetic fragrance',
        'Quaternary ammonium compounds',
      ],
      ingredientIds: [1, 24, 4, 40, 49, 27],
      faq: [
        {
          title: 'Do I still need to clean my shower?',
          description:
            'Yes, now and then. Daily use stretches the time between deep cleans to every few weeks.',
        },
        {
          title: 'Do you test on animals?',
          description: 'Never. We do not test on animals at any stage of development.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/daily-shower-spray/front.svg',
          altText: 'Daily Shower Spray, front of the package',
        },
        {
          type: 'image',
          src: 'products/daily-shower-spray/back.svg',
          altText: 'Daily Shower Spray, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/daily-shower-spray/lifestyle.svg',
          altText: 'Daily Shower Spray at home',
        },
      ],
      thumbnail: {
        filePath: 'products/daily-shower-spray/front.svg',
        altText: 'Daily Shower Spray',
      },
    },
    {
      id: 33,
      stickyId: 781,
      name: 'Toilet Bowl Cleaner',
      slug: 'toilet-bowl-cleaner',
      sku: 'CH-BA-004',
      webSku: 'CHBA004',
      size: '24 fl oz',
      subLine: 'Tea tree · angled nozzle',
      categoryIds: [18],
      msrp: 7.99,
      price: 6.99,
      discountPrice: 6.29,
      qtySold: 4120,
      productTag: 1,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'A thick, clinging gel with an angled nozzle that reaches under the rim, where rings and stains start. Citric acid dissolves mineral buildup and rust stains, baking soda helps lift grime, and tea tree oil leaves the bathroom smelling fresh rather than chemical. It is bleach-free, safe for septic systems and gentle enough to use every week.',
      description:
        '<p>Our Toilet Bowl Cleaner is thick enough to cling to the bowl, giving the citric acid time to dissolve hard-water rings and rust stains.</p><p>The angled nozzle gets under the rim without splashing.</p><ul><li>Angled nozzle reaches under the rim</li><li>Removes hard-water rings and rust stains</li><li>Bleach-free and septic-safe</li><li>Tea tree essential oil</li></ul>',
      excerpt: 'A clinging, bleach-free gel for rings and stains under the rim.',
      whyItWorks:
        'Citric acid breaks down the calcium and iron deposits that form rings, while plant-based surfactants lift organic grime.',
      whyYouLoveIt: {
        title: 'Under-the-rim clean, no bleach',
        subTitle: "The weekly toilet routine you won't dread",
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Squeeze the gel under the rim and around the bowl, then let it sit for ten minutes. Scrub with a toilet brush and flush. For stubborn rings, leave it overnight before scrubbing.',
      howToUseVideoId: 'SBLhoCYAP5c',
      reviewVideoId: 'J8R74quuZhs',
      whatsNotInIt: [
        'Chlorine bleach',
        'Hydrochloric acid',
        'Synthetic fragrance',
        'Synthetic dyes',
        'Quaternary ammonium compounds',
      ],
      ingredientIds: [1, 4, 2, 17, 7, 40, 27],
      faq: [
        {
          title: 'Does it remove hard-water rings?',
          description:
            'Yes, most of them. Very old rings may need an overnight soak and a second round.',
        },
        {
          title: 'Will it work on hard-water stains?',
          description:
            'Our bathroom cleaners use plant acids or oxygen to tackle mineral buildup. Heavy deposits may need a second application.',
        },
        {
          title: 'Do you test on animals?',
          description: 'Never. We do not test on animals at any stage of development.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/toilet-bowl-cleaner/front.svg',
          altText: 'Toilet Bowl Cleaner, front of the package',
        },
        {
          type: 'image',
          src: 'products/toilet-bowl-cleaner/back.svg',
          altText: 'Toilet Bowl Cleaner, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/toilet-bowl-cleaner/lifestyle.svg',
          altText: 'Toilet Bowl Cleaner at home',
        },
        {
          type: 'video',
          src: 'products/toilet-bowl-cleaner/video-poster.svg',
          altText: 'Video: how to use Toilet Bowl Cleaner',
          videoUrl: 'https://www.youtube.com/watch?v=XWYTrcHw7B0',
        },
      ],
      thumbnail: {
        filePath: 'products/toilet-bowl-cleaner/front.svg',
        altText: 'Toilet Bowl Cleaner',
      },
    },
    {
      id: 34,
      stickyId: 938,
      name: 'Toilet Bowl Tablets',
      slug: 'toilet-bowl-tablets',
      sku: 'CH-BA-005',
      webSku: 'CHBA005',
      size: '12 tablets',
      subLine: 'Fizzing · eucalyptus mint',
      categoryIds: [18],
      msrp: 13.99,
      price: 11.99,
      discountPrice: 10.79,
      qtySold: 1460,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 20,
      shortDescription:
        'Drop-in fizzing tablets that clean and freshen the bowl while you do something else. Each releases citric acid and oxygen for a quick weekly refresh.',
      description:
        '<p>These tablets react with water to release oxygen and citric acid, which loosen stains and freshen the bowl without scrubbing.</p><p>They come individually portioned in a paper tube.</p><ul><li>Just drop, wait and flush</li><li>Oxygen and citric acid action</li><li>Eucalyptus and peppermint essential oils</li><li>Plastic-free paper tube</li></ul>',
      excerpt: 'Fizzing drop-in tablets for a hands-off weekly toilet refresh.',
      whyItWorks:
        'Baking soda and citric acid fizz to circulate the cleansers, while sodium percarbonate releases oxygen to brighten the bowl.',
      whyYouLoveIt: { title: 'Drop, fizz, flush', subTitle: 'Hands-off fresh between deep cleans' },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Drop one tablet into the bowl and let it fizz for fifteen minutes. Give it a quick brush if needed, then flush. Use once a week between deeper cleans.',
      whatsNotInIt: [
        'Chlorine bleach',
        'Synthetic dyes',
        'Synthetic fragrance',
        'Plastic packaging',
      ],
      ingredientIds: [2, 4, 19, 14, 31, 49],
      faq: [
        {
          title: 'Can I put a tablet in the tank?',
          description:
            'No. These tablets are made for the bowl only; tank tablets can damage the rubber parts inside.',
        },
        { title: 'Is it safe for septic systems?', description: 'Yes, when used as directed.' },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/toilet-bowl-tablets/front.svg',
          altText: 'Toilet Bowl Tablets, front of the package',
        },
        {
          type: 'image',
          src: 'products/toilet-bowl-tablets/back.svg',
          altText: 'Toilet Bowl Tablets, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/toilet-bowl-tablets/lifestyle.svg',
          altText: 'Toilet Bowl Tablets at home',
        },
      ],
      thumbnail: {
        filePath: 'products/toilet-bowl-tablets/front.svg',
        altText: 'Toilet Bowl Tablets',
      },
    },
    {
      id: 35,
      stickyId: 195,
      name: 'Mold & Mildew Stain Remover',
      slug: 'mold-mildew-stain-remover',
      sku: 'CH-BA-006',
      webSku: 'CHBA006',
      size: '24 fl oz',
      subLine: 'Hydrogen peroxide · bleach-free',
      categoryIds: [4],
      msrp: 11.99,
      price: 9.99,
      discountPrice: 8.99,
      qtySold: 890,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'A bleach-free spray for mildew stains on grout, caulk and shower curtains that uses hydrogen peroxide to lift dark spots without chlorine fumes.',
      description:
        '<p>Mildew stains are stubborn, but chlorine bleach is not the only answer. This spray uses stabilized hydrogen peroxide to lighten and lift mildew discoloration.</p><p>It works on grout, caulk, shower curtains and window seals.</p><ul><li>Chlorine-free oxygen power</li><li>Lightens dark mildew stains</li><li>Works on grout and caulk</li><li>No lingering fumes</li></ul>',
      excerpt: 'Bleach-free hydrogen peroxide spray for mildew stains.',
      whyItWorks:
        'Hydrogen peroxide breaks down into water and oxygen, and along the way it oxidizes the pigments in mildew stains.',
      whyYouLoveIt: {
        title: 'Brighter grout, no bleach fumes',
        subTitle: 'Tough on mildew stains, easy on your lungs',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Spray the stained area until saturated and leave it for ten to thirty minutes. Scrub with a stiff brush and rinse. Test colored grout or fabric first, as peroxide can lighten some colors.',
      whatsNotInIt: [
        'Chlorine bleach',
        'Ammonia',
        'Synthetic fragrance',
        'Quaternary ammonium compounds',
      ],
      ingredientIds: [1, 36, 4, 24],
      faq: [
        {
          title: 'Does it kill mold?',
          description:
            'It removes mildew stains from surfaces. For mold growing over a large area, talk to a remediation professional.',
        },
        {
          title: 'Will it work on hard-water stains?',
          description:
            'Our bathroom cleaners use plant acids or oxygen to tackle mineral buildup. Heavy deposits may need a second application.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/mold-mildew-stain-remover/front.svg',
          altText: 'Mold & Mildew Stain Remover, front of the package',
        },
        {
          type: 'image',
          src: 'products/mold-mildew-stain-remover/back.svg',
          altText:
            'Mold & Mildew Stain Remover, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/mold-mildew-stain-remover/lifestyle.svg',
          altText: 'Mold & Mildew Stain Remover at home',
        },
      ],
      thumbnail: {
        filePath: 'products/mold-mildew-stain-remover/front.svg',
        altText: 'Mold & Mildew Stain Remover',
      },
    },
    {
      id: 36,
      stickyId: 352,
      name: 'Beechwood Toilet Brush & Holder',
      slug: 'beechwood-toilet-brush-holder',
      sku: 'CH-BA-007',
      webSku: 'CHBA007',
      size: '1 brush + holder',
      subLine: 'Beech handle · plant-fiber bristles',
      categoryIds: [18, 7],
      msrp: 17.99,
      price: 14.99,
      discountPrice: 13.49,
      qtySold: 540,
      productTag: 0,
      isContainer: false,
      isSubscribable: false,
      published: true,
      inStock: true,
      displayOrder: 50,
      shortDescription:
        'A sturdy toilet brush with an oiled beech handle, stiff plant-fiber bristles and a glazed ceramic holder that looks good enough to leave out.',
      description:
        '<p>Skip the plastic brush. Ours pairs a beech wood handle with stiff tampico bristles from agave leaves, which hold their shape wash after wash.</p><p>The glazed ceramic holder has a drainage hole and a cork base.</p><ul><li>Beech wood handle finished with linseed oil</li><li>Plant-fiber bristles</li><li>Glazed ceramic holder</li><li>Replacement heads available</li></ul>',
      excerpt: 'A beech and plant-fiber toilet brush with a ceramic holder.',
      whyItWorks:
        'Tampico fiber stays stiff when wet, so it scrubs effectively, and the oiled wood resists moisture.',
      whyYouLoveIt: {
        title: 'A toilet brush worth showing off',
        subTitle: 'Plastic-free from handle to bristle',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Use it with our Toilet Bowl Cleaner or Toilet Bowl Tablets. After scrubbing, rinse the brush in the clean flush water and let it drip dry before returning it to the holder. Re-oil the handle with linseed oil every few months.',
      whatsNotInIt: ['Plastic bristles', 'Synthetic lacquer', 'PVC', 'Plastic packaging'],
      ingredientIds: [53, 55, 56],
      faq: [
        {
          title: 'Can I replace the brush head?',
          description: 'Yes. Replacement heads screw onto the same handle.',
        },
        {
          title: 'Will the bristles get musty?',
          description:
            "Letting the brush drip dry before it goes back in the holder prevents musty smells, and the holder's drainage hole helps too.",
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/beechwood-toilet-brush-holder/front.svg',
          altText: 'Beechwood Toilet Brush & Holder, front of the package',
        },
        {
          type: 'image',
          src: 'products/beechwood-toilet-brush-holder/back.svg',
          altText:
            'Beechwood Toilet Brush & Holder, back of the package with directions and ingredients',
        },
      ],
      thumbnail: {
        filePath: 'products/beechwood-toilet-brush-holder/front.svg',
        altText: 'Beechwood Toilet Brush & Holder',
      },
    },
    {
      id: 37,
      stickyId: 509,
      name: 'Multi-Surface Floor Cleaner',
      slug: 'multi-surface-floor-cleaner',
      sku: 'CH-FL-001',
      webSku: 'CHFL001',
      size: '32 fl oz',
      subLine: 'Lemongrass · concentrate',
      categoryIds: [5],
      msrp: 14.99,
      price: 12.99,
      discountPrice: 11.69,
      qtySold: 3560,
      productTag: 1,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'A concentrated, no-rinse floor cleaner for sealed hardwood, laminate, vinyl, tile and sealed stone. Two capfuls in a bucket of warm water, or a splash in a spray mop bottle, lift everyday dirt, sticky spills and paw prints without leaving a dull film behind. It dries quickly and has a light lemongrass scent, so floors look good and the house smells clean, not perfumed.',
      description:
        '<p>Multi-Surface Floor Cleaner is concentrated, so one bottle cleans a lot of floor. It leaves no residue, which means no sticky or dull patches.</p><p>It is safe on all sealed floors.</p><ul><li>Makes up to 32 buckets</li><li>No-rinse formula</li><li>Safe on sealed hardwood, laminate, vinyl and tile</li><li>Quick-drying</li></ul>',
      excerpt: 'Concentrated no-rinse cleaner for every sealed floor in the house.',
      whyItWorks:
        'Low-foaming plant surfactants lift grime without streaking, and because nothing is left behind, floors do not attract dirt faster.',
      whyYouLoveIt: { title: 'Every floor, one bottle', subTitle: 'Shine without the sticky film' },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/concentrated.svg', iconText: 'Concentrated, less to ship' },
      ],
      howToUse:
        'Add two capfuls to a gallon of warm water and mop with a damp, well-wrung mop; no rinsing required. For spray mops, add one capful to the refill bottle and top up with water. Wipe up standing water on wood floors.',
      howToUseVideoId: '0iYlB8LVi9s',
      reviewVideoId: 'z_GVUVEQaOc',
      whatsNotInIt: [
        'Ammonia',
        'Chlorine bleach',
        'Synthetic fragrance',
        'Petroleum solvents',
        'Waxes',
      ],
      ingredientIds: [1, 17, 24, 3, 34, 39, 27],
      faq: [
        {
          title: 'Is it safe for hardwood?',
          description:
            'Yes, on sealed hardwood. Always wring the mop well, because standing water is hard on wood floors.',
        },
        {
          title: 'Is it safe around pets?',
          description:
            'Yes, once floors are dry. Keep pets off wet floors and store the bottle out of reach.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/multi-surface-floor-cleaner/front.svg',
          altText: 'Multi-Surface Floor Cleaner, front of the package',
        },
        {
          type: 'image',
          src: 'products/multi-surface-floor-cleaner/back.svg',
          altText:
            'Multi-Surface Floor Cleaner, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/multi-surface-floor-cleaner/lifestyle.svg',
          altText: 'Multi-Surface Floor Cleaner at home',
        },
        {
          type: 'video',
          src: 'products/multi-surface-floor-cleaner/video-poster.svg',
          altText: 'Video: how to use Multi-Surface Floor Cleaner',
          videoUrl: 'https://www.youtube.com/watch?v=sNVThxnedUE',
        },
      ],
      thumbnail: {
        filePath: 'products/multi-surface-floor-cleaner/front.svg',
        altText: 'Multi-Surface Floor Cleaner',
      },
    },
    {
      id: 38,
      stickyId: 666,
      name: 'Hardwood Floor Cleaner',
      slug: 'hardwood-floor-cleaner',
      sku: 'CH-FL-002',
      webSku: 'CHFL002',
      size: '32 fl oz',
      subLine: 'Cedarwood · ready to use',
      categoryIds: [5],
      msrp: 13.99,
      price: 11.99,
      discountPrice: 10.79,
      qtySold: 1390,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 20,
      shortDescription:
        'A ready-to-use spray for sealed hardwood that cleans gently and dries streak-free, with a warm, woodsy cedarwood scent.',
      description:
        '<p>Hardwood Floor Cleaner is pH-neutral and ready to use, so you can spray and mop without mixing anything.</p><p>It will not dull polyurethane or leave a waxy buildup.</p><ul><li>pH-neutral for wood finishes</li><li>Ready to use</li><li>Streak-free and quick-drying</li><li>Cedarwood essential oil</li></ul>',
      excerpt: 'A pH-neutral spray for sealed hardwood with cedarwood oil.',
      whyItWorks:
        'Mild glucosides remove dirt at a neutral pH that protects polyurethane finishes.',
      whyYouLoveIt: { title: 'Wood floors with a warm glow', subTitle: 'Spray, mop, done' },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Spray a light mist over a small section of floor and mop with a dry microfiber pad. Work in sections and swap the pad when it gets dirty. Not for waxed or oiled floors.',
      whatsNotInIt: ['Waxes', 'Silicones', 'Ammonia', 'Synthetic fragrance'],
      ingredientIds: [1, 15, 24, 3, 47, 28],
      faq: [
        {
          title: 'Can I use it on waxed floors?',
          description: 'No. Waxed and oil-finished floors need a dedicated wood soap.',
        },
        {
          title: 'Is it safe around pets?',
          description:
            'Yes, once floors are dry. Keep pets off wet floors and store the bottle out of reach.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/hardwood-floor-cleaner/front.svg',
          altText: 'Hardwood Floor Cleaner, front of the package',
        },
        {
          type: 'image',
          src: 'products/hardwood-floor-cleaner/back.svg',
          altText: 'Hardwood Floor Cleaner, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/hardwood-floor-cleaner/lifestyle.svg',
          altText: 'Hardwood Floor Cleaner at home',
        },
      ],
      thumbnail: {
        filePath: 'products/hardwood-floor-cleaner/front.svg',
        altText: 'Hardwood Floor Cleaner',
      },
    },
    {
      id: 39,
      stickyId: 823,
      name: 'Tile & Grout Floor Wash',
      slug: 'tile-grout-floor-wash',
      sku: 'CH-FL-003',
      webSku: 'CHFL003',
      size: '32 fl oz',
      subLine: 'Eucalyptus · deep clean',
      categoryIds: [5],
      msrp: 13.99,
      price: 12.49,
      discountPrice: 11.24,
      qtySold: 760,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 30,
      shortDescription:
        'A deep-cleaning wash for tile, grout and stone-look porcelain that pulls dirt out of grout lines and leaves a fresh eucalyptus scent.',
      description:
        '<p>Grout is porous and collects dirt. This wash adds washing soda and a little oxygen power to our floor formula to lift grime from grout lines.</p><p>Use it monthly for a deep clean, or weekly in high-traffic areas.</p><ul><li>Lifts dirt from grout lines</li><li>Safe on ceramic and porcelain tile</li><li>Brightens without bleach</li><li>Eucalyptus essential oil</li></ul>',
      excerpt: 'A deep-cleaning wash for tile floors and grout lines.',
      whyItWorks:
        'Washing soda boosts alkalinity to loosen dirt, and sodium percarbonate releases oxygen to lighten stains in grout.',
      whyYouLoveIt: {
        title: 'Grout lines that look new again',
        subTitle: 'A deeper clean for busy floors',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/concentrated.svg', iconText: 'Concentrated, less to ship' },
      ],
      howToUse:
        'Mix a quarter cup into a gallon of warm water. Mop the floor and scrub grout lines with a brush where needed. Rinse with clean water for the best shine.',
      whatsNotInIt: ['Chlorine bleach', 'Ammonia', 'Synthetic fragrance', 'Phosphates'],
      ingredientIds: [1, 18, 19, 17, 31, 38],
      faq: [
        {
          title: 'Is it safe on natural stone tile?',
          description: 'Not on marble or limestone. It is designed for ceramic and porcelain tile.',
        },
        {
          title: 'Is it safe around pets?',
          description:
            'Yes, once floors are dry. Keep pets off wet floors and store the bottle out of reach.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/tile-grout-floor-wash/front.svg',
          altText: 'Tile & Grout Floor Wash, front of the package',
        },
        {
          type: 'image',
          src: 'products/tile-grout-floor-wash/back.svg',
          altText: 'Tile & Grout Floor Wash, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/tile-grout-floor-wash/lifestyle.svg',
          altText: 'Tile & Grout Floor Wash at home',
        },
      ],
      thumbnail: {
        filePath: 'products/tile-grout-floor-wash/front.svg',
        altText: 'Tile & Grout Floor Wash',
      },
    },
    {
      id: 40,
      stickyId: 980,
      name: 'Spray Mop Kit',
      slug: 'spray-mop-kit',
      sku: 'CH-FL-004',
      webSku: 'CHFL004',
      size: '1 mop, 2 pads, 32 fl oz concentrate',
      subLine: 'Includes floor concentrate',
      categoryIds: [5],
      msrp: 39.99,
      price: 34.99,
      discountPrice: 31.49,
      qtySold: 1180,
      productTag: 0,
      isContainer: false,
      isSubscribable: false,
      published: true,
      inStock: true,
      displayOrder: 40,
      shortDescription:
        'A lightweight spray mop with a refillable bottle, two washable microfiber pads and a bottle of our Multi-Surface Floor Cleaner to get you started.',
      description:
        '<p>The Spray Mop Kit is everything you need for quick floor cleaning: a sturdy mop, a refillable bottle that clips onto the handle and two machine-washable pads.</p><p>It includes a 32 oz bottle of Multi-Surface Floor Cleaner concentrate.</p><ul><li>Refillable 20 oz spray bottle</li><li>Two machine-washable microfiber pads</li><li>Swivel head reaches under furniture</li><li>Includes 32 oz of floor cleaner concentrate</li></ul>',
      excerpt: 'A refillable spray mop with washable pads and floor concentrate.',
      whyItWorks:
        'A fine spray uses far less liquid than a bucket, and washable pads replace disposable ones.',
      whyYouLoveIt: { title: 'Quick floors, no bucket', subTitle: 'No more disposable mop pads' },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/concentrated.svg', iconText: 'Concentrated, less to ship' },
      ],
      howToUse:
        'Add one capful of concentrate to the spray bottle and fill it with water. Attach a pad, spray a small section and mop with the grain of the floor. Wash pads on warm without fabric softener and let them air dry.',
      howToUseVideoId: '7SHiVTcYl8k',
      whatsNotInIt: ['Disposable pads', 'Ammonia', 'Chlorine bleach', 'Synthetic fragrance'],
      ingredientIds: [1, 17, 24, 3, 34, 39, 27],
      faq: [
        {
          title: 'Can I wash the pads with fabric softener?',
          description:
            'Please do not; softener clogs microfiber and makes the pads less absorbent.',
        },
        { title: 'Are replacement pads available?', description: 'Yes, in packs of two.' },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/spray-mop-kit/front.svg',
          altText: 'Spray Mop Kit, front of the package',
        },
        {
          type: 'image',
          src: 'products/spray-mop-kit/back.svg',
          altText: 'Spray Mop Kit, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/spray-mop-kit/lifestyle.svg',
          altText: 'Spray Mop Kit at home',
        },
      ],
      thumbnail: { filePath: 'products/spray-mop-kit/front.svg', altText: 'Spray Mop Kit' },
    },
    {
      id: 41,
      stickyId: 237,
      name: 'Lavender Foaming Hand Soap',
      slug: 'lavender-foaming-hand-soap',
      sku: 'CH-PC-001',
      webSku: 'CHPC001',
      size: '12 fl oz',
      subLine: 'Lavender · foaming pump',
      categoryIds: [19],
      msrp: 6.99,
      price: 5.99,
      discountPrice: 5.39,
      qtySold: 4750,
      productTag: 1,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'A rich, cushiony foam that cleans hands without stripping them, made with coconut-derived cleansers, aloe and glycerin and scented with real lavender oil. It is the soap we keep by every sink at Clearhome: gentle enough for frequent hand washing in winter, effective enough for kitchen prep, and pretty enough to leave on display. The pump works with our refill cartons.',
      description:
        '<p>Lavender Foaming Hand Soap turns into a soft, dense foam as it leaves the pump, so a single push covers both hands.</p><p>Aloe and glycerin help keep skin comfortable even when you wash often.</p><ul><li>Dense, cushiony foam</li><li>Aloe and glycerin for comfort</li><li>Lavender essential oil</li><li>Refillable pump bottle</li></ul>',
      excerpt: 'Gentle foaming hand soap with aloe and lavender oil.',
      whyItWorks:
        "Mild amino-acid and sugar-based cleansers remove dirt and germs without stripping the skin's natural oils.",
      whyYouLoveIt: {
        title: 'Soft hands, even in winter',
        subTitle: 'A calming lavender moment at every sink',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Pump once into wet or dry hands and lather for at least twenty seconds, including the backs of your hands and between fingers. Rinse well. Top up the bottle with our Hand Soap Refill when it runs low.',
      howToUseVideoId: 'IYp0S_xwvyE',
      reviewVideoId: '9bwWBFV9iP0',
      whatsNotInIt: [
        'Sulfates (SLS/SLES)',
        'Parabens',
        'Triclosan',
        'Synthetic fragrance',
        'Synthetic dyes',
      ],
      ingredientIds: [1, 22, 14, 5, 11, 30, 37, 28],
      faq: [
        {
          title: 'Is it antibacterial?',
          description:
            'It is not labeled antibacterial. Washing with soap and water for twenty seconds removes germs effectively without antibacterial additives.',
        },
        {
          title: 'Is it vegan?',
          description:
            'Yes. Our personal-care products contain no animal-derived ingredients and are never tested on animals.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/lavender-foaming-hand-soap/front.svg',
          altText: 'Lavender Foaming Hand Soap, front of the package',
        },
        {
          type: 'image',
          src: 'products/lavender-foaming-hand-soap/back.svg',
          altText:
            'Lavender Foaming Hand Soap, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/lavender-foaming-hand-soap/lifestyle.svg',
          altText: 'Lavender Foaming Hand Soap at home',
        },
      ],
      thumbnail: {
        filePath: 'products/lavender-foaming-hand-soap/front.svg',
        altText: 'Lavender Foaming Hand Soap',
      },
    },
    {
      id: 42,
      stickyId: 394,
      name: 'Orange Clove Foaming Hand Soap',
      slug: 'orange-clove-foaming-hand-soap',
      sku: 'CH-PC-002',
      webSku: 'CHPC002',
      size: '12 fl oz',
      subLine: 'Orange & clove · seasonal',
      categoryIds: [19],
      msrp: 6.99,
      price: 5.99,
      discountPrice: 5.39,
      qtySold: 1980,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 20,
      shortDescription:
        'Our gentle foaming hand soap in a warm seasonal blend of sweet orange, clove bud and cinnamon bark oils, made for cozy kitchens and holiday guests.',
      description:
        '<p>Orange Clove Foaming Hand Soap uses our gentle foaming base with a spiced citrus blend of essential oils.</p><p>Spice oils are potent, so we keep them at a low level and show them openly in our ingredient explorer.</p><ul><li>Warm orange and spice scent</li><li>Aloe and glycerin</li><li>Refillable pump bottle</li><li>Limited seasonal blend</li></ul>',
      excerpt: 'Seasonal foaming hand soap with orange, clove and cinnamon oils.',
      whyItWorks:
        'It uses the same mild cleansers as our everyday soap, with a small dose of warming spice oils for scent.',
      whyYouLoveIt: {
        title: 'A cozy scent for cold months',
        subTitle: 'Gentle foam with a little spice',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Pump once into your hands, lather for twenty seconds and rinse well. If you have sensitive skin or a known spice allergy, choose our Lavender soap or an unscented product instead.',
      whatsNotInIt: [
        'Sulfates (SLS/SLES)',
        'Parabens',
        'Triclosan',
        'Phthalates',
        'Synthetic dyes',
      ],
      ingredientIds: [1, 22, 14, 5, 11, 58, 43, 42],
      faq: [
        {
          title: 'Why does this soap rate higher in the ingredient explorer?',
          description:
            'Clove bud and cinnamon bark oils are known skin sensitizers for some people, so they score higher even at the low levels we use. We show that openly so you can choose what is right for you.',
        },
        {
          title: 'Is it vegan?',
          description:
            'Yes. Our personal-care products contain no animal-derived ingredients and are never tested on animals.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/orange-clove-foaming-hand-soap/front.svg',
          altText: 'Orange Clove Foaming Hand Soap, front of the package',
        },
        {
          type: 'image',
          src: 'products/orange-clove-foaming-hand-soap/back.svg',
          altText:
            'Orange Clove Foaming Hand Soap, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/orange-clove-foaming-hand-soap/lifestyle.svg',
          altText: 'Orange Clove Foaming Hand Soap at home',
        },
      ],
      thumbnail: {
        filePath: 'products/orange-clove-foaming-hand-soap/front.svg',
        altText: 'Orange Clove Foaming Hand Soap',
      },
    },
    {
      id: 43,
      stickyId: 551,
      name: 'Hand Soap Refill',
      slug: 'hand-soap-refill',
      sku: 'CH-PC-003',
      webSku: 'CHPC003',
      size: '48 fl oz',
      subLine: 'Lavender · refills four bottles',
      categoryIds: [19, 7],
      msrp: 17.99,
      price: 15.99,
      discountPrice: 14.39,
      qtySold: 2430,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 60,
      shortDescription:
        'A 48 oz refill carton of our Lavender Foaming Hand Soap, enough to top up four pump bottles while keeping plastic out of the recycling bin.',
      description:
        '<p>Refill your Clearhome pump bottles, or any foaming pump, with this carton of our Lavender Foaming Hand Soap.</p><p>It is ready to pour, with no mixing required.</p><ul><li>Refills four 12 oz bottles</li><li>Uses 75% less plastic than four new bottles</li><li>Ready to pour</li><li>Lavender essential oil</li></ul>',
      excerpt: 'A 48 oz refill carton of Lavender Foaming Hand Soap.',
      whyItWorks:
        'It is the same gentle foaming formula, in a lighter carton that makes refilling easy.',
      whyYouLoveIt: { title: 'Four refills, one carton', subTitle: 'Less plastic at every sink' },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Unscrew the pump from your empty bottle and pour in the refill up to the fill line, leaving room for the pump. Replace the pump and press a few times to prime it. Store the carton upright with the spout closed.',
      whatsNotInIt: ['Sulfates (SLS/SLES)', 'Parabens', 'Triclosan', 'Synthetic fragrance'],
      ingredientIds: [1, 22, 14, 5, 11, 30, 37, 28],
      faq: [
        {
          title: 'Does it work in a regular pump?',
          description:
            'It is thin by design, so it works best in foaming pumps. In a standard pump it will feel watery.',
        },
        {
          title: 'Is it vegan?',
          description:
            'Yes. Our personal-care products contain no animal-derived ingredients and are never tested on animals.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/hand-soap-refill/front.svg',
          altText: 'Hand Soap Refill, front of the package',
        },
        {
          type: 'image',
          src: 'products/hand-soap-refill/back.svg',
          altText: 'Hand Soap Refill, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/hand-soap-refill/lifestyle.svg',
          altText: 'Hand Soap Refill at home',
        },
      ],
      thumbnail: { filePath: 'products/hand-soap-refill/front.svg', altText: 'Hand Soap Refill' },
    },
    {
      id: 44,
      stickyId: 708,
      name: 'Unscented Gentle Body Wash',
      slug: 'unscented-gentle-body-wash',
      sku: 'CH-PC-004',
      webSku: 'CHPC004',
      size: '16 fl oz',
      subLine: 'Unscented · sensitive skin',
      categoryIds: [20],
      msrp: 13.99,
      price: 11.99,
      discountPrice: 10.79,
      qtySold: 1640,
      productTag: 2,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'A creamy, low-foam body wash for sensitive, dry or eczema-prone skin, made without fragrance, essential oils or sulfates. Colloidal oatmeal helps calm itchy patches, sunflower seed oil and glycerin replenish moisture, and a mild amino-acid cleanser washes away the day without that tight, squeaky feeling. It is gentle enough for the whole family, including kids over six months.',
      description:
        '<p>Unscented Gentle Body Wash is designed for skin that reacts to almost everything. We left out fragrance and essential oils entirely and built the formula around soothing colloidal oatmeal.</p><p>It lathers softly and rinses clean.</p><ul><li>Colloidal oatmeal to soothe</li><li>Sulfate-free and fragrance-free</li><li>Reviewed by dermatologists</li><li>Pump bottle from recycled plastic</li></ul>',
      excerpt: 'Sulfate-free, fragrance-free body wash with colloidal oatmeal.',
      whyItWorks:
        'Amino-acid cleansers remove dirt while leaving the skin barrier intact, and oatmeal and sunflower oil help skin hold on to moisture.',
      whyYouLoveIt: {
        title: 'Calm, comfortable skin after every shower',
        subTitle: 'Gentle enough for the whole family',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Pump a small amount into your hands or onto a washcloth, massage over damp skin and rinse. Pat dry and moisturize while skin is still slightly damp. Avoid contact with eyes.',
      howToUseVideoId: '2wpzev5T_yg',
      whatsNotInIt: [
        'Sulfates (SLS/SLES)',
        'Synthetic fragrance',
        'Essential oils',
        'Parabens',
        'Phthalates',
        'Synthetic dyes',
      ],
      ingredientIds: [1, 22, 15, 5, 12, 13, 23, 21],
      faq: [
        {
          title: 'Is it safe for kids?',
          description:
            'Yes, for children over six months. For infants, ask your pediatrician first.',
        },
        {
          title: 'Does it lather?',
          description:
            'It makes a soft, light lather. Gentle cleansers do not foam as much as sulfates do.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/unscented-gentle-body-wash/front.svg',
          altText: 'Unscented Gentle Body Wash, front of the package',
        },
        {
          type: 'image',
          src: 'products/unscented-gentle-body-wash/back.svg',
          altText:
            'Unscented Gentle Body Wash, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/unscented-gentle-body-wash/lifestyle.svg',
          altText: 'Unscented Gentle Body Wash at home',
        },
      ],
      thumbnail: {
        filePath: 'products/unscented-gentle-body-wash/front.svg',
        altText: 'Unscented Gentle Body Wash',
      },
    },
    {
      id: 45,
      stickyId: 865,
      name: 'Shea Hand Cream',
      slug: 'shea-hand-cream',
      sku: 'CH-PC-005',
      webSku: 'CHPC005',
      size: '3 fl oz',
      subLine: 'Unscented · fast-absorbing',
      categoryIds: [6],
      msrp: 11.99,
      price: 9.99,
      discountPrice: 8.99,
      qtySold: 240,
      productTag: 2,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'A rich but fast-absorbing hand cream with shea butter and sunflower seed oil that rescues hands from daily dish duty and dry winter air.',
      description:
        '<p>Shea Hand Cream sinks in quickly, so you can get back to your day without greasy fingerprints.</p><p>Shea butter and sunflower seed oil replenish lipids, while glycerin draws in moisture.</p><ul><li>Non-greasy finish</li><li>Shea butter and sunflower seed oil</li><li>Unscented</li><li>Travel-size tube</li></ul>',
      excerpt: 'Fast-absorbing, unscented hand cream with shea butter.',
      whyItWorks:
        'Shea butter and sunflower seed oil add protective lipids to dry skin while glycerin holds water in its outer layers.',
      whyYouLoveIt: {
        title: 'Soft hands after every dish session',
        subTitle: 'Rich care with zero greasy feel',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Massage a pea-sized amount into clean hands, paying attention to knuckles and cuticles. Reapply after washing or whenever hands feel dry. For overnight care, apply a thicker layer before bed.',
      whatsNotInIt: ['Parabens', 'Mineral oil', 'Synthetic fragrance', 'Silicones', 'Phthalates'],
      ingredientIds: [1, 10, 13, 5, 7, 27],
      faq: [
        {
          title: 'Is it greasy?',
          description: 'No. It absorbs in about a minute, leaving hands soft rather than slick.',
        },
        {
          title: 'Is it vegan?',
          description:
            'Yes. Our personal-care products contain no animal-derived ingredients and are never tested on animals.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/shea-hand-cream/front.svg',
          altText: 'Shea Hand Cream, front of the package',
        },
        {
          type: 'image',
          src: 'products/shea-hand-cream/back.svg',
          altText: 'Shea Hand Cream, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/shea-hand-cream/lifestyle.svg',
          altText: 'Shea Hand Cream at home',
        },
      ],
      thumbnail: { filePath: 'products/shea-hand-cream/front.svg', altText: 'Shea Hand Cream' },
    },
    {
      id: 46,
      stickyId: 122,
      name: 'Cedar Natural Deodorant',
      slug: 'cedar-natural-deodorant',
      sku: 'CH-PC-006',
      webSku: 'CHPC006',
      size: '2.5 oz',
      subLine: 'Cedar · aluminum-free',
      categoryIds: [20],
      msrp: 14.99,
      price: 12.99,
      discountPrice: 11.69,
      qtySold: 1020,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: false,
      displayOrder: 20,
      shortDescription:
        'An aluminum-free deodorant that neutralizes odor with magnesium hydroxide instead of baking soda, so it stays gentle on sensitive underarms.',
      description:
        '<p>Cedar Natural Deodorant glides on smoothly and keeps odor in check all day without blocking sweat.</p><p>Magnesium hydroxide neutralizes odor without the irritation some people get from baking soda.</p><ul><li>Aluminum-free</li><li>Baking soda-free</li><li>Cedarwood essential oil</li><li>Paper push-up tube</li></ul>',
      excerpt: 'Aluminum-free, baking soda-free deodorant with cedarwood oil.',
      whyItWorks:
        'Magnesium hydroxide neutralizes the acids that feed odor-causing bacteria, and arrowroot absorbs moisture.',
      whyYouLoveIt: {
        title: 'All-day fresh, no aluminum',
        subTitle: 'Gentle on sensitive underarms',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Push up a small amount and apply two or three swipes to clean, dry underarms. Hold it against your skin for a second to warm it for a smoother glide. Reapply as needed.',
      whatsNotInIt: ['Aluminum salts', 'Baking soda', 'Parabens', 'Synthetic fragrance', 'Talc'],
      ingredientIds: [44, 10, 45, 46, 47, 13],
      faq: [
        {
          title: 'Will I still sweat?',
          description:
            'Yes. Deodorant controls odor; unlike an antiperspirant, it does not block sweat.',
        },
        {
          title: 'Is it safe for sensitive skin?',
          description:
            "Our formulas are reviewed by dermatologists, but everyone's skin is different. If you have a known allergy, check the full ingredient list first.",
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/cedar-natural-deodorant/front.svg',
          altText: 'Cedar Natural Deodorant, front of the package',
        },
        {
          type: 'image',
          src: 'products/cedar-natural-deodorant/back.svg',
          altText: 'Cedar Natural Deodorant, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/cedar-natural-deodorant/lifestyle.svg',
          altText: 'Cedar Natural Deodorant at home',
        },
      ],
      thumbnail: {
        filePath: 'products/cedar-natural-deodorant/front.svg',
        altText: 'Cedar Natural Deodorant',
      },
    },
    {
      id: 47,
      stickyId: 279,
      name: 'Oat Milk Bar Soap',
      slug: 'oat-milk-bar-soap',
      sku: 'CH-PC-007',
      webSku: 'CHPC007',
      size: '4.5 oz',
      subLine: 'Oat & shea · cold-process',
      categoryIds: [20],
      msrp: 7.99,
      price: 6.99,
      discountPrice: 6.29,
      qtySold: 1350,
      productTag: 0,
      isContainer: false,
      isSubscribable: true,
      published: true,
      inStock: true,
      displayOrder: 30,
      shortDescription:
        'A slow-cured, cold-process bar soap made with coconut oil, shea butter and colloidal oatmeal for a creamy lather that leaves skin soft.',
      description:
        '<p>Each bar is cured for six weeks for a long-lasting, mild soap.</p><p>Colloidal oatmeal and shea butter make it a favorite for dry skin.</p><ul><li>Cold-process and slow-cured</li><li>Colloidal oatmeal and shea butter</li><li>Unscented</li><li>Wrapped in recycled paper</li></ul>',
      excerpt: 'Cold-process bar soap with oatmeal and shea butter.',
      whyItWorks:
        'Saponified coconut oil gives a creamy lather, and shea butter adds extra fats that stay in the bar to soften skin.',
      whyYouLoveIt: { title: 'Creamy lather, soft skin', subTitle: 'A bar that lasts and lasts' },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Lather the bar between wet hands or on a washcloth, then rinse. Keep it on a draining soap dish between uses so it stays firm. Suitable for face, hands and body.',
      whatsNotInIt: [
        'Sulfates (SLS/SLES)',
        'Palm oil',
        'Synthetic fragrance',
        'Parabens',
        'Plastic packaging',
      ],
      ingredientIds: [44, 1, 35, 10, 12, 13, 5],
      faq: [
        {
          title: 'Is there lye left in the soap?',
          description:
            'No. Lye is needed to make any true soap, but it is fully converted during saponification and curing.',
        },
        {
          title: 'Is it vegan?',
          description:
            'Yes. Our personal-care products contain no animal-derived ingredients and are never tested on animals.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/oat-milk-bar-soap/front.svg',
          altText: 'Oat Milk Bar Soap, front of the package',
        },
        {
          type: 'image',
          src: 'products/oat-milk-bar-soap/back.svg',
          altText: 'Oat Milk Bar Soap, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/oat-milk-bar-soap/lifestyle.svg',
          altText: 'Oat Milk Bar Soap at home',
        },
      ],
      thumbnail: { filePath: 'products/oat-milk-bar-soap/front.svg', altText: 'Oat Milk Bar Soap' },
    },
    {
      id: 48,
      stickyId: 436,
      name: 'Amber Glass Spray Bottle',
      slug: 'amber-glass-spray-bottle',
      sku: 'CH-RA-001',
      webSku: 'CHRA001',
      size: '24 fl oz',
      subLine: 'Includes one concentrate tablet',
      categoryIds: [7],
      msrp: 14.99,
      price: 12.99,
      discountPrice: 11.69,
      qtySold: 2210,
      productTag: 0,
      isContainer: true,
      isSubscribable: false,
      published: true,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'A refillable amber glass spray bottle with a silicone sleeve for grip and a trigger sprayer rated for thousands of pulls. It arrives with one all-purpose concentrate tablet, so you can fill it with water, drop in the tablet and start cleaning the same day. Printed fill lines match our All-Purpose Concentrate, and the amber glass shields essential oils from light.',
      description:
        '<p>Our Amber Glass Spray Bottle is built to be the last spray bottle you buy. The glass is thick, the silicone sleeve protects against bumps, and the sprayer can be replaced if it ever wears out.</p><p>It comes with one all-purpose concentrate tablet.</p><ul><li>Thick amber glass with a silicone sleeve</li><li>Durable trigger sprayer</li><li>Printed fill lines for our concentrates</li><li>One all-purpose tablet included</li></ul>',
      excerpt: 'A refillable amber glass spray bottle with one concentrate tablet.',
      whyItWorks:
        'Refilling a durable bottle with concentrate means you never throw away another plastic sprayer.',
      whyYouLoveIt: {
        title: 'Your last spray bottle',
        subTitle: 'Refill forever, buy less plastic',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/concentrated.svg', iconText: 'Concentrated, less to ship' },
      ],
      howToUse:
        'Fill the bottle with warm water up to the fill line and drop in the tablet. Wait about ten minutes for it to dissolve, then swirl gently. Refill with our concentrates or tablets as needed.',
      howToUseVideoId: 'JIHQadjQD-M',
      whatsNotInIt: ['Single-use plastic', 'BPA', 'Ammonia', 'Synthetic fragrance'],
      ingredientIds: [2, 4, 18, 14, 34],
      faq: [
        {
          title: 'Is the glass fragile?',
          description: 'The silicone sleeve protects it from everyday bumps and short drops.',
        },
        {
          title: 'Can I buy a replacement sprayer?',
          description: 'Yes, replacement triggers are sold separately.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/amber-glass-spray-bottle/front.svg',
          altText: 'Amber Glass Spray Bottle, front of the package',
        },
        {
          type: 'image',
          src: 'products/amber-glass-spray-bottle/back.svg',
          altText: 'Amber Glass Spray Bottle, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/amber-glass-spray-bottle/lifestyle.svg',
          altText: 'Amber Glass Spray Bottle at home',
        },
        {
          type: 'video',
          src: 'products/amber-glass-spray-bottle/video-poster.svg',
          altText: 'Video: how to use Amber Glass Spray Bottle',
          videoUrl: 'https://www.youtube.com/watch?v=l6cWhIcC2gk',
        },
      ],
      thumbnail: {
        filePath: 'products/amber-glass-spray-bottle/front.svg',
        altText: 'Amber Glass Spray Bottle',
      },
    },
    {
      id: 49,
      stickyId: 593,
      name: 'Glass Foaming Soap Dispenser',
      slug: 'glass-foaming-soap-dispenser',
      sku: 'CH-RA-002',
      webSku: 'CHRA002',
      size: '12 fl oz',
      subLine: 'Includes one hand soap tablet',
      categoryIds: [7, 19],
      msrp: 16.99,
      price: 14.99,
      discountPrice: 13.49,
      qtySold: 1570,
      productTag: 0,
      isContainer: true,
      isSubscribable: false,
      published: true,
      inStock: true,
      displayOrder: 70,
      shortDescription:
        'A clear glass foaming dispenser with a stainless pump that turns our hand soap tablets and refills into rich foam. One lavender tablet is included.',
      description:
        '<p>Swap disposable soap bottles for a glass dispenser that looks great by the sink.</p><p>The brushed stainless pump foams our tablet-based hand soap and our refills beautifully.</p><ul><li>Heavy clear glass</li><li>Brushed stainless foaming pump</li><li>Fill line printed on the glass</li><li>One lavender hand soap tablet included</li></ul>',
      excerpt: 'A glass foaming soap dispenser with a stainless pump and one tablet.',
      whyItWorks:
        'Refillable glass and tablet refills cut plastic waste, and the pump mixes soap with air for a rich foam.',
      whyYouLoveIt: { title: 'Sink-side style that lasts', subTitle: 'Refill instead of rebuy' },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Fill with warm water to the line, drop in one hand soap tablet and wait a few minutes for it to dissolve. Screw on the pump and press a few times to prime. Rinse the pump with warm water between refills.',
      whatsNotInIt: ['Single-use plastic', 'BPA', 'Sulfates (SLS/SLES)', 'Synthetic fragrance'],
      ingredientIds: [22, 14, 2, 4, 30],
      faq: [
        {
          title: 'Can I use liquid refill instead of tablets?',
          description: 'Yes. Our Hand Soap Refill pours right in.',
        },
        {
          title: 'How should I care for it?',
          description: 'Hand wash it with warm, soapy water and let it dry fully between uses.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/glass-foaming-soap-dispenser/front.svg',
          altText: 'Glass Foaming Soap Dispenser, front of the package',
        },
        {
          type: 'image',
          src: 'products/glass-foaming-soap-dispenser/back.svg',
          altText:
            'Glass Foaming Soap Dispenser, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/glass-foaming-soap-dispenser/lifestyle.svg',
          altText: 'Glass Foaming Soap Dispenser at home',
        },
      ],
      thumbnail: {
        filePath: 'products/glass-foaming-soap-dispenser/front.svg',
        altText: 'Glass Foaming Soap Dispenser',
      },
    },
    {
      id: 50,
      stickyId: 750,
      name: 'Refillable Laundry Powder Tin',
      slug: 'refillable-laundry-powder-tin',
      sku: 'CH-RA-003',
      webSku: 'CHRA003',
      size: '2 lb',
      subLine: 'Aluminum tin + unscented powder',
      categoryIds: [7, 10],
      msrp: 19.99,
      price: 16.99,
      discountPrice: 15.29,
      qtySold: 690,
      productTag: 0,
      isContainer: true,
      isSubscribable: false,
      published: true,
      inStock: false,
      displayOrder: 80,
      shortDescription:
        'A sturdy aluminum tin filled with 2 lb of our unscented laundry powder and a bamboo scoop. Refill it from our paper cartons for years.',
      description:
        '<p>Keep laundry powder dry and tidy in this lidded aluminum tin. It comes filled with our unscented powder detergent and a bamboo scoop.</p><p>When it runs low, refill it from our 5 lb paper cartons.</p><ul><li>Airtight aluminum tin</li><li>Filled with 2 lb of unscented powder</li><li>Bamboo measuring scoop</li><li>Refill from our 5 lb cartons</li></ul>',
      excerpt: 'An aluminum laundry tin filled with unscented powder, with a bamboo scoop.',
      whyItWorks:
        'A reusable tin keeps powder dry and free-flowing, and refilling from paper cartons avoids plastic tubs.',
      whyYouLoveIt: {
        title: 'A laundry shelf you will want to show off',
        subTitle: 'Buy it once, refill it for years',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
      ],
      howToUse:
        'Add one level scoop per regular load to the empty drum before adding clothes. Close the lid after each use to keep moisture out. Refill with our Unscented Laundry Powder.',
      whatsNotInIt: [
        'Phosphates',
        'Enzymes',
        'Synthetic fragrance',
        'Optical brighteners',
        'Plastic tubs',
      ],
      ingredientIds: [18, 2, 3, 14, 8],
      faq: [
        {
          title: 'Is the tin dishwasher safe?',
          description: 'Hand wash only; the dishwasher can dull aluminum.',
        },
        {
          title: 'Is the packaging recyclable?',
          description: 'Yes. We ship in paper and cardboard, with no plastic fillers.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/refillable-laundry-powder-tin/front.svg',
          altText: 'Refillable Laundry Powder Tin, front of the package',
        },
        {
          type: 'image',
          src: 'products/refillable-laundry-powder-tin/back.svg',
          altText:
            'Refillable Laundry Powder Tin, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/refillable-laundry-powder-tin/lifestyle.svg',
          altText: 'Refillable Laundry Powder Tin at home',
        },
      ],
      thumbnail: {
        filePath: 'products/refillable-laundry-powder-tin/front.svg',
        altText: 'Refillable Laundry Powder Tin',
      },
    },
    {
      id: 51,
      stickyId: 907,
      name: 'Compostable Sponge Cloths',
      slug: 'compostable-sponge-cloths',
      sku: 'CH-RA-004',
      webSku: 'CHRA004',
      size: '5 cloths',
      subLine: 'Cellulose & cotton · compostable',
      categoryIds: [7],
      msrp: 11.99,
      price: 9.99,
      discountPrice: 8.99,
      qtySold: 2880,
      productTag: 0,
      isContainer: false,
      isSubscribable: false,
      published: true,
      inStock: true,
      displayOrder: 90,
      shortDescription:
        'Super-absorbent cloths made from wood cellulose and cotton that each replace dozens of paper towels and go in the compost when they wear out.',
      description:
        '<p>A single sponge cloth absorbs many times its weight in liquid, dries quickly and resists odor.</p><p>Toss them in the washing machine or on the top rack of the dishwasher to refresh them.</p><ul><li>Each cloth replaces stacks of paper towels</li><li>Machine and dishwasher washable</li><li>Home compostable</li><li>Printed with water-based plant pigment</li></ul>',
      excerpt: 'Absorbent, washable cellulose cloths that replace paper towels.',
      whyItWorks:
        'Cellulose sponge fibers soak up liquid fast, and the cotton reinforcement lets them survive hundreds of washes.',
      whyYouLoveIt: {
        title: 'Fewer paper towels, same quick cleanup',
        subTitle: 'From counter to compost',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Wet and wring out the cloth before first use to soften it. Wipe spills and surfaces, then rinse and hang to dry. Wash on the top rack of the dishwasher or in the washing machine, and compost when worn out.',
      whatsNotInIt: ['Plastic fibers', 'Microplastics', 'Synthetic dyes', 'Triclosan'],
      ingredientIds: [51, 52, 57],
      faq: [
        {
          title: 'Why is my cloth stiff?',
          description: 'Dry cellulose is stiff; it softens the moment it gets wet.',
        },
        {
          title: 'How should I care for it?',
          description: 'Hand wash it with warm, soapy water and let it dry fully between uses.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/compostable-sponge-cloths/front.svg',
          altText: 'Compostable Sponge Cloths, front of the package',
        },
        {
          type: 'image',
          src: 'products/compostable-sponge-cloths/back.svg',
          altText: 'Compostable Sponge Cloths, back of the package with directions and ingredients',
        },
      ],
      thumbnail: {
        filePath: 'products/compostable-sponge-cloths/front.svg',
        altText: 'Compostable Sponge Cloths',
      },
    },
    {
      id: 52,
      stickyId: 164,
      name: 'Coconut Coir Pot Scrubber',
      slug: 'coconut-coir-pot-scrubber',
      sku: 'CH-RA-005',
      webSku: 'CHRA005',
      size: '1 brush',
      subLine: 'Beech handle · coconut fiber',
      categoryIds: [7, 2],
      msrp: 9.99,
      price: 8.99,
      discountPrice: 8.09,
      qtySold: 1730,
      productTag: 0,
      isContainer: false,
      isSubscribable: false,
      published: true,
      inStock: true,
      displayOrder: 100,
      shortDescription:
        'A beech-handled scrub brush with stiff coconut fiber bristles for cast iron, pots and baking sheets. Compostable once it is worn out.',
      description:
        '<p>Coconut coir is naturally stiff and heat-tolerant, which makes it ideal for scrubbing cast iron and stuck-on food.</p><p>The oiled beech handle keeps your knuckles out of the water.</p><ul><li>Safe for cast iron</li><li>Heat-tolerant coconut fiber bristles</li><li>Beech handle finished with linseed oil</li><li>Compostable (remove the wire first)</li></ul>',
      excerpt: 'A coconut fiber scrub brush for cast iron and pots.',
      whyItWorks:
        'Coir fibers are tough enough to scrape off stuck food but will not strip cast-iron seasoning the way steel wool can.',
      whyYouLoveIt: {
        title: "Your cast iron's best friend",
        subTitle: 'Plastic-free scrubbing power',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Wet the brush and scrub with hot water or a drop of dish soap. Rinse and stand it bristles-down to dry. Replace it when the bristles soften, about every three to six months.',
      whatsNotInIt: ['Plastic bristles', 'Synthetic lacquer', 'Steel wool', 'Plastic packaging'],
      ingredientIds: [53, 54, 56],
      faq: [
        {
          title: 'Can I use it on nonstick pans?',
          description: 'No, coir is too stiff for nonstick coatings. Use a sponge cloth instead.',
        },
        {
          title: 'How should I care for it?',
          description: 'Hand wash it with warm, soapy water and let it dry fully between uses.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/coconut-coir-pot-scrubber/front.svg',
          altText: 'Coconut Coir Pot Scrubber, front of the package',
        },
        {
          type: 'image',
          src: 'products/coconut-coir-pot-scrubber/back.svg',
          altText: 'Coconut Coir Pot Scrubber, back of the package with directions and ingredients',
        },
      ],
      thumbnail: {
        filePath: 'products/coconut-coir-pot-scrubber/front.svg',
        altText: 'Coconut Coir Pot Scrubber',
      },
    },
    {
      id: 53,
      stickyId: 321,
      name: 'Glass Dish Soap Dispenser Set',
      slug: 'glass-dish-soap-dispenser-set',
      sku: 'CH-RA-006',
      webSku: 'CHRA006',
      size: '16 fl oz',
      subLine: 'Glass pump + Citrus Dish Soap',
      categoryIds: [7, 13],
      msrp: 23.99,
      price: 19.99,
      discountPrice: 17.99,
      qtySold: 980,
      productTag: 0,
      isContainer: true,
      isSubscribable: false,
      published: true,
      inStock: true,
      displayOrder: 110,
      shortDescription:
        'A weighted glass pump dispenser paired with a 16 oz bottle of Citrus Dish Soap to fill it, so your sink looks tidy and plastic bottles stay off the counter.',
      description:
        '<p>This set includes a heavy glass dispenser with a brushed stainless pump and a full bottle of our Citrus Dish Soap.</p><p>Refill the dispenser from our 48 oz refill carton when you run low.</p><ul><li>Heavy glass with a non-slip base</li><li>Brushed stainless pump</li><li>Includes 16 oz of Citrus Dish Soap</li><li>Refill from our 48 oz carton</li></ul>',
      excerpt: 'A glass pump dispenser with a bottle of Citrus Dish Soap.',
      whyItWorks:
        'A refillable glass dispenser paired with refill cartons keeps single-use bottles off your counter and out of landfills.',
      whyYouLoveIt: { title: 'A cleaner-looking sink', subTitle: 'Pump, wash, refill' },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
      ],
      howToUse:
        'Pour the included dish soap into the dispenser up to the neck and screw on the pump. Prime it with a few presses. Refill from our Citrus Dish Soap Refill carton as needed.',
      whatsNotInIt: ['Single-use plastic', 'BPA', 'Phosphates', 'Synthetic dyes'],
      ingredientIds: [1, 26, 17, 5, 11, 6, 29, 38],
      faq: [
        {
          title: 'Is the pump dishwasher safe?',
          description:
            'Rinse the pump under warm water instead; the dishwasher can weaken the spring.',
        },
        {
          title: 'Is the packaging recyclable?',
          description: 'Yes. We ship in paper and cardboard, with no plastic fillers.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/glass-dish-soap-dispenser-set/front.svg',
          altText: 'Glass Dish Soap Dispenser Set, front of the package',
        },
        {
          type: 'image',
          src: 'products/glass-dish-soap-dispenser-set/back.svg',
          altText:
            'Glass Dish Soap Dispenser Set, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/glass-dish-soap-dispenser-set/lifestyle.svg',
          altText: 'Glass Dish Soap Dispenser Set at home',
        },
      ],
      thumbnail: {
        filePath: 'products/glass-dish-soap-dispenser-set/front.svg',
        altText: 'Glass Dish Soap Dispenser Set',
      },
    },
    {
      id: 54,
      stickyId: 478,
      name: 'Pet Stain & Odor Remover',
      slug: 'pet-stain-odor-remover',
      sku: 'CH-PT-001',
      webSku: 'CHPT001',
      size: '24 fl oz',
      subLine: 'Enzyme spray · unscented',
      categoryIds: [8],
      msrp: 12.99,
      price: 10.99,
      discountPrice: 9.89,
      qtySold: 60,
      productTag: 2,
      isContainer: false,
      isSubscribable: true,
      published: false,
      inStock: true,
      displayOrder: 10,
      shortDescription:
        'An enzyme spray that breaks down pet accidents on carpets, upholstery and bedding so odors do not come back and lure pets to the same spot.',
      description:
        '<p>Pet accidents leave behind proteins and other organic compounds that ordinary cleaners cannot fully remove. Our enzyme spray breaks them down at the source.</p><p>It is unscented, so it never masks a lingering odor.</p><ul><li>Enzymes for urine, vomit and drool</li><li>Safe for carpets and upholstery</li><li>Unscented</li><li>No chlorine or ammonia</li></ul>',
      excerpt: 'Unscented enzyme spray for pet stains and odors.',
      whyItWorks:
        'Enzymes digest the proteins and organic compounds in pet messes, removing the source of the smell instead of covering it.',
      whyYouLoveIt: {
        title: "Accidents happen; odors don't stay",
        subTitle: 'Gentle around paws and noses',
      },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/cruelty-free.svg', iconText: 'Never tested on animals' },
      ],
      howToUse:
        'Blot up as much of the mess as possible. Saturate the area with spray, cover it with a damp towel and let it work for at least an hour. Blot and let it air dry completely; repeat for old stains.',
      whatsNotInIt: [
        'Ammonia',
        'Chlorine bleach',
        'Synthetic fragrance',
        'Quaternary ammonium compounds',
      ],
      ingredientIds: [1, 15, 32, 33, 3, 28],
      faq: [
        {
          title: 'Why does it need so long to work?',
          description:
            'Enzymes work gradually; giving them an hour or more lets them break down the whole stain.',
        },
        {
          title: 'Is it safe around pets?',
          description:
            'Yes, once dry. Keep pets away from treated areas until they have dried completely.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/pet-stain-odor-remover/front.svg',
          altText: 'Pet Stain & Odor Remover, front of the package',
        },
        {
          type: 'image',
          src: 'products/pet-stain-odor-remover/back.svg',
          altText: 'Pet Stain & Odor Remover, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/pet-stain-odor-remover/lifestyle.svg',
          altText: 'Pet Stain & Odor Remover at home',
        },
      ],
      thumbnail: {
        filePath: 'products/pet-stain-odor-remover/front.svg',
        altText: 'Pet Stain & Odor Remover',
      },
    },
    {
      id: 55,
      stickyId: 635,
      name: 'Pet Bowl & Toy Wash',
      slug: 'pet-bowl-toy-wash',
      sku: 'CH-PT-002',
      webSku: 'CHPT002',
      size: '16 fl oz',
      subLine: 'Unscented · rinses clean',
      categoryIds: [8],
      msrp: 9.99,
      price: 8.99,
      discountPrice: 8.09,
      qtySold: 35,
      productTag: 2,
      isContainer: false,
      isSubscribable: true,
      published: false,
      inStock: true,
      displayOrder: 20,
      shortDescription:
        'A gentle, unscented wash for food bowls, water fountains and chew toys that removes slimy film and rinses clean with no residue behind.',
      description:
        '<p>Pet bowls build up a slimy film within a day. This wash uses plant-based cleansers and citric acid to remove it quickly.</p><p>It is unscented and rinses away completely.</p><ul><li>Removes slimy bowl film</li><li>Rinses clean, no residue</li><li>Safe for stainless, ceramic and rubber toys</li><li>Unscented</li></ul>',
      excerpt: 'Unscented wash for pet bowls, fountains and chew toys.',
      whyItWorks:
        'Citric acid loosens mineral and film buildup, and mild surfactants wash it away without a lingering taste or smell.',
      whyYouLoveIt: { title: 'Clean bowls, happy pets', subTitle: 'Nothing left behind but clean' },
      whyYouLoveItIcons: [
        { filePath: 'icons/plant-based.svg', iconText: 'Plant-based cleansers' },
        { filePath: 'icons/fragrance-free.svg', iconText: 'No added fragrance' },
        { filePath: 'icons/septic-safe.svg', iconText: 'Septic and graywater safe' },
        { filePath: 'icons/biodegradable.svg', iconText: 'Readily biodegradable' },
      ],
      howToUse:
        'Squeeze a small amount onto a sponge, scrub bowls and toys, and rinse thoroughly with water. For water fountains, take the parts apart and soak them for ten minutes before scrubbing. Let everything dry before use.',
      whatsNotInIt: ['Synthetic fragrance', 'Chlorine bleach', 'Synthetic dyes', 'Triclosan'],
      ingredientIds: [1, 14, 16, 4, 5],
      faq: [
        {
          title: 'Is it safe if my pet licks the bowl?',
          description: 'Rinse bowls thoroughly after washing; once rinsed, no residue remains.',
        },
        {
          title: 'Is it safe around pets?',
          description:
            'Yes, once dry. Keep pets away from treated areas until they have dried completely.',
        },
      ],
      gallery: [
        {
          type: 'image',
          src: 'products/pet-bowl-toy-wash/front.svg',
          altText: 'Pet Bowl & Toy Wash, front of the package',
        },
        {
          type: 'image',
          src: 'products/pet-bowl-toy-wash/back.svg',
          altText: 'Pet Bowl & Toy Wash, back of the package with directions and ingredients',
        },
        {
          type: 'image',
          src: 'products/pet-bowl-toy-wash/lifestyle.svg',
          altText: 'Pet Bowl & Toy Wash at home',
        },
      ],
      thumbnail: {
        filePath: 'products/pet-bowl-toy-wash/front.svg',
        altText: 'Pet Bowl & Toy Wash',
      },
    },
  ],
  starterKits: [
    {
      id: 1,
      name: 'Laundry Starter Kit',
      title: 'Everything you need for a cleaner, greener laundry day',
      type: 'laundry',
      slug: 'laundry-starter-kit',
      price: 39,
      isPopular: true,
      totalSubscriptionProduct: 3,
      shortDescription:
        'Our most popular bundle: unscented detergent, an oxygen booster, stain spray and lavender softener, ready for a full month of laundry.',
      description:
        '<p>Start with the four products our customers reach for most on laundry day. Together they handle everyday loads, stubborn stains and dingy whites without dyes, phosphates or chlorine bleach.</p><ul><li>Free & Clear Laundry Liquid, 64 fl oz</li><li>Oxygen Brightener Powder, 2 lb</li><li>Stain Remover Spray, 22 fl oz</li><li>Lavender Fabric Softener, 32 fl oz</li></ul><p>Subscribe to the kit and save on every delivery; change or cancel anytime.</p>',
      imagePath: 'kits/laundry-starter-kit.svg',
      published: true,
      products: [
        { productId: 1, quantity: 1 },
        { productId: 6, quantity: 1 },
        { productId: 7, quantity: 1 },
        { productId: 10, quantity: 1 },
      ],
    },
    {
      id: 2,
      name: 'Dish Starter Kit',
      title: 'A sparkling sink and dishwasher, the plant-powered way',
      type: 'dish',
      slug: 'dish-starter-kit',
      price: 29,
      isPopular: true,
      totalSubscriptionProduct: 2,
      shortDescription:
        'Two bottles of citrus dish soap, wrapper-free dishwasher tablets and rinse aid for spotless dishes, by hand or by machine.',
      description:
        '<p>Everything for the sink and the dishwasher in one box. The dish soap cuts grease on the first pass, and the tablets and rinse aid team up for spotless glasses even in hard water.</p><ul><li>2 x Citrus Dish Soap, 16 fl oz</li><li>Dishwasher Tablets, 45 tablets</li><li>Dishwasher Rinse Aid, 16 fl oz</li></ul><p>Subscribe to the kit and save on every delivery; change or cancel anytime.</p>',
      imagePath: 'kits/dish-starter-kit.svg',
      published: true,
      products: [
        { productId: 14, quantity: 2 },
        { productId: 17, quantity: 1 },
        { productId: 18, quantity: 1 },
      ],
    },
    {
      id: 3,
      name: 'Whole Home Kit',
      title: 'Six everyday essentials for every room',
      type: 'laundry',
      slug: 'whole-home-kit',
      price: 89,
      isPopular: false,
      totalSubscriptionProduct: 6,
      shortDescription:
        'Our six best sellers in one box: laundry, dish, dishwasher, counters, glass and toilet, all covered from day one.',
      description:
        '<p>Switching the whole house over is easier than it sounds. This kit replaces the six cleaners most homes use every week with our plant-powered versions.</p><ul><li>Free & Clear Laundry Liquid, 64 fl oz</li><li>Citrus Dish Soap, 16 fl oz</li><li>Dishwasher Tablets, 45 tablets</li><li>Lemongrass All-Purpose Cleaner, 24 fl oz</li><li>Streak-Free Glass Cleaner, 24 fl oz</li><li>Toilet Bowl Cleaner, 24 fl oz</li></ul><p>Subscribe to the kit and save on every delivery; change or cancel anytime.</p>',
      imagePath: 'kits/whole-home-kit.svg',
      published: true,
      products: [
        { productId: 1, quantity: 1 },
        { productId: 14, quantity: 1 },
        { productId: 17, quantity: 1 },
        { productId: 22, quantity: 1 },
        { productId: 25, quantity: 1 },
        { productId: 33, quantity: 1 },
      ],
    },
    {
      id: 4,
      name: 'Laundry Essentials Duo',
      title: 'Fresh laundry in two easy steps',
      type: 'laundry',
      slug: 'laundry-essentials-duo',
      price: 24,
      isPopular: false,
      totalSubscriptionProduct: 0,
      shortDescription: 'Fresh Linen detergent and our best-selling stain spray.',
      description:
        '<p>A simple pair for a fresh start: a lightly scented detergent and the stain spray that rescues favorite shirts.</p><ul><li>Fresh Linen Laundry Liquid, 64 fl oz</li><li>Stain Remover Spray, 22 fl oz</li></ul><p>Subscribe to the kit and save on every delivery; change or cancel anytime.</p>',
      imagePath: 'kits/laundry-essentials-duo.svg',
      published: true,
      products: [
        { productId: 2, quantity: 1 },
        { productId: 7, quantity: 1 },
      ],
    },
    {
      id: 5,
      name: 'Kitchen Sink Kit',
      title: 'Everything around the sink, sorted',
      type: 'dish',
      slug: 'kitchen-sink-kit',
      price: 49,
      isPopular: false,
      totalSubscriptionProduct: 5,
      shortDescription:
        'Two dish soaps, dishwasher tablets, rinse aid and our all-purpose spray for a kitchen that cleans up in minutes.',
      description:
        '<p>From the last plate to the last crumb on the counter, this kit covers the whole after-dinner routine.</p><ul><li>Citrus Dish Soap, 16 fl oz</li><li>Free & Clear Dish Soap, 16 fl oz</li><li>Dishwasher Tablets, 45 tablets</li><li>Dishwasher Rinse Aid, 16 fl oz</li><li>Lemongrass All-Purpose Cleaner, 24 fl oz</li></ul><p>Subscribe to the kit and save on every delivery; change or cancel anytime.</p>',
      imagePath: 'kits/kitchen-sink-kit.svg',
      published: true,
      products: [
        { productId: 14, quantity: 1 },
        { productId: 15, quantity: 1 },
        { productId: 17, quantity: 1 },
        { productId: 18, quantity: 1 },
        { productId: 22, quantity: 1 },
      ],
    },
    {
      id: 6,
      name: 'Fresh Start Laundry Kit',
      title: 'A deeper clean for towels, sheets and everyday loads',
      type: 'laundry',
      slug: 'fresh-start-laundry-kit',
      price: 59,
      isPopular: false,
      totalSubscriptionProduct: 4,
      shortDescription:
        'Powder detergent, oxygen brightener, washing soda booster, softener and fabric spray to reset dingy laundry and keep it fresh.',
      description:
        '<p>Hard water, dingy towels and musty gym bags meet their match. Use the booster and brightener for a reset wash, then keep things fresh week to week.</p><ul><li>Unscented Laundry Powder, 5 lb</li><li>Oxygen Brightener Powder, 2 lb</li><li>Washing Soda Booster, 3 lb</li><li>Lavender Fabric Softener, 32 fl oz</li><li>Cedar & Lavender Fabric Refresh Spray, 16 fl oz</li></ul><p>Subscribe to the kit and save on every delivery; change or cancel anytime.</p>',
      imagePath: 'kits/fresh-start-laundry-kit.svg',
      published: true,
      products: [
        { productId: 3, quantity: 1 },
        { productId: 6, quantity: 1 },
        { productId: 9, quantity: 1 },
        { productId: 10, quantity: 1 },
        { productId: 12, quantity: 1 },
      ],
    },
    {
      id: 7,
      name: 'Holiday Dish Kit',
      title: 'Festive dishes, done fast',
      type: 'dish',
      slug: 'holiday-dish-kit',
      price: 34,
      isPopular: false,
      totalSubscriptionProduct: 1,
      shortDescription: 'Basil dish spray foam and citrus dish soap for hosting season.',
      description:
        '<p>A seasonal pairing for big dinners: foam for quick pans and a concentrated soap for the sink full of plates.</p><ul><li>Basil Dish Spray Foam, 16 fl oz</li><li>2 x Citrus Dish Soap, 16 fl oz</li></ul><p>Subscribe to the kit and save on every delivery; change or cancel anytime.</p>',
      imagePath: 'kits/holiday-dish-kit.svg',
      published: false,
      products: [
        { productId: 21, quantity: 1 },
        { productId: 14, quantity: 2 },
      ],
    },
  ],
  offerBundles: [
    {
      id: 3,
      name: 'Laundry Essentials',
      products: [
        {
          productId: 1,
          subtitle: 'Unscented · 64 loads',
          excerpt: 'Our best-selling detergent, made for sensitive skin.',
          descriptionBullets: [
            'Enzymes lift food, grass and body-oil stains',
            'Rinses clean with no residue',
            'Safe for HE machines and cold water',
          ],
        },
        {
          productId: 6,
          subtitle: 'Color-safe · 40 boosts',
          excerpt: 'A chlorine-free brightener for whites and colors.',
          descriptionBullets: [
            'Oxygen lifts dullness and set-in stains',
            'Doubles as an overnight soak',
            'Fragrance-free formula',
          ],
        },
        {
          productId: 7,
          subtitle: 'Enzyme spray · 22 fl oz',
          excerpt: "The pre-treat spray for life's messiest stains.",
          descriptionBullets: [
            'Targets grass, blood, food and grease',
            'Safe on colors',
            'Works in five to fifteen minutes',
          ],
        },
        {
          productId: 10,
          subtitle: 'Lavender · 64 loads',
          excerpt: 'A plant-based softener that keeps towels absorbent.',
          descriptionBullets: [
            'Reduces static without a waxy film',
            'Scented with real lavender oil',
            'Safe for HE machines',
          ],
        },
      ],
    },
    {
      id: 4,
      name: 'Dish Essentials',
      products: [
        {
          productId: 14,
          subtitle: 'Lemon · 16 fl oz',
          excerpt: 'Concentrated, grease-cutting dish soap.',
          descriptionBullets: [
            'A teaspoon cleans a full sink',
            'Glycerin and aloe for softer hands',
            'Rinses without a film',
          ],
        },
        {
          productId: 17,
          subtitle: '45 tablets · unscented',
          excerpt: 'Wrapper-free tablets for sparkling dishes.',
          descriptionBullets: [
            'No plastic film to dissolve',
            'Enzymes tackle dried-on food',
            'Works on eco cycles',
          ],
        },
        {
          productId: 18,
          subtitle: 'Up to 160 washes',
          excerpt: 'Spot-free glasses and faster drying.',
          descriptionBullets: [
            'Citric acid prevents mineral spots',
            'Helps plastics dry',
            'Fragrance-free and dye-free',
          ],
        },
      ],
    },
  ],
  reviews: [
    {
      productSku: 'CH-LD-001',
      rating: 4,
      title: 'Great detergent, hard-to-read cap',
      description:
        'Cleaning is excellent and there is truly no smell. The lines on the cap are hard to see, so I marked mine with a pen.',
      author: 'Simon T.',
      date: '2026-03-02',
    },
    {
      productSku: 'CH-LD-001',
      rating: 5,
      title: 'Finally, no itchy sheets',
      description:
        'My husband has eczema and reacts to nearly every detergent. Three months in, no flare-ups, and the towels still come out clean.',
      author: 'Marcus C.',
      date: '2026-01-12',
    },
    {
      productSku: 'CH-LD-001',
      rating: 5,
      title: 'Cloth diaper approved',
      description:
        'No buildup or funk after months of diaper laundry. I use the line 2 dose and an extra rinse.',
      author: 'Elena E.',
      date: '2025-08-23',
    },
    {
      productSku: 'CH-LD-001',
      rating: 5,
      title: 'Subscribed and not looking back',
      description:
        'It shows up right when I need it, and one bottle lasts our family of four about six weeks.',
      author: 'Nathan M.',
      date: '2025-06-27',
    },
    {
      productSku: 'CH-LD-001',
      rating: 5,
      title: 'Works in cold water',
      description:
        "I wash almost everything on cold to save energy, and this still gets grass stains out of my son's baseball pants.",
      author: 'Aisha K.',
      date: '2025-03-07',
    },
    {
      productSku: 'CH-LD-001',
      rating: 3,
      title: 'Good, but not for heavy mud',
      description:
        'Everyday laundry is great. For muddy work jeans I still need to pre-treat or add a booster.',
      author: 'Jasmine W.',
      date: '2025-02-13',
    },
    {
      productSku: 'CH-LD-002',
      rating: 5,
      title: 'Smells like fresh towels',
      description:
        'Not perfumey at all, just that crisp laundered smell. Even my teenagers noticed.',
      author: 'Colin B.',
      date: '2025-09-26',
    },
    {
      productSku: 'CH-LD-002',
      rating: 4,
      title: 'Nice scent, good clean',
      description:
        'Gets my gym clothes fresh. I would like the scent a touch stronger, but that is personal preference.',
      author: 'Megan P.',
      date: '2025-06-03',
    },
    {
      productSku: 'CH-LD-002',
      rating: 5,
      title: 'Subtle and clean',
      description:
        'I wanted a scent that would not give me a headache. This one is soft and fades by the next day. Perfect.',
      author: 'Tyler G.',
      date: '2025-01-07',
    },
    {
      productSku: 'CH-LD-003',
      rating: 5,
      title: 'Great in hard well water',
      description:
        'Our water is very hard and liquid detergents always left things dingy. This powder made a visible difference.',
      author: 'Grace J.',
      date: '2025-06-09',
    },
    {
      productSku: 'CH-LD-003',
      rating: 4,
      title: 'Dissolve it first in winter',
      description:
        'It left a few white spots on dark jeans in a cold wash. Dissolving the scoop in warm water first fixed that completely.',
      author: 'Omar S.',
      date: '2025-04-11',
    },
    {
      productSku: 'CH-LD-004',
      rating: 4,
      title: 'Love the scent',
      description:
        'A very fresh herbal smell. I use two sheets for towels, so the pack goes a bit faster than advertised.',
      author: 'Andre L.',
      date: '2026-02-07',
    },
    {
      productSku: 'CH-LD-004',
      rating: 5,
      title: 'Perfect for the laundromat',
      description:
        'I carry a few sheets in my bag instead of lugging a jug. They dissolve completely and smell amazing.',
      author: 'Ruth D.',
      date: '2025-11-19',
    },
    {
      productSku: 'CH-LD-005',
      rating: 5,
      title: 'Switched from conventional pods',
      description: 'These clean just as well, and the rash I used to get on my wrists is gone.',
      author: 'Hannah N.',
      date: '2026-01-18',
    },
    {
      productSku: 'CH-LD-005',
      rating: 5,
      title: 'Easy and effective',
      description:
        "No measuring and no mess. My toddler's spaghetti stains came out in a cold wash.",
      author: 'Brooke V.',
      date: '2025-07-22',
    },
    {
      productSku: 'CH-LD-005',
      rating: 4,
      title: "Don't overload the washer",
      description:
        'They clean well. One pod did not dissolve fully when I overstuffed the machine, so leave some room.',
      author: 'Theo F.',
      date: '2025-03-06',
    },
    {
      productSku: 'CH-LD-006',
      rating: 4,
      title: 'Best as a soak',
      description:
        'Added to the wash it is a nice boost, but the real magic is an overnight soak for stained whites.',
      author: 'Luis R.',
      date: '2025-05-09',
    },
    {
      productSku: 'CH-LD-006',
      rating: 5,
      title: 'More than a laundry booster',
      description:
        'Bought it for laundry and ended up using it on grout and stained coffee mugs too.',
      author: 'Carmen H.',
      date: '2025-05-08',
    },
    {
      productSku: 'CH-LD-006',
      rating: 5,
      title: 'Brought my whites back',
      description:
        'A six-hour soak turned yellowed socks and undershirts bright white again. No bleach smell at all.',
      author: 'Isaac A.',
      date: '2025-02-20',
    },
    {
      productSku: 'CH-LD-007',
      rating: 2,
      title: "Didn't touch ink",
      description:
        'It is great on food, but it did nothing for a ballpoint pen mark. Probably not what it is made for.',
      author: 'Devin W.',
      date: '2025-12-05',
    },
    {
      productSku: 'CH-LD-007',
      rating: 4,
      title: 'Strong, but be patient',
      description: 'Works great on fresh stains. Old grease needed a longer wait and a second try.',
      author: 'Wesley E.',
      date: '2025-10-28',
    },
    {
      productSku: 'CH-LD-007',
      rating: 5,
      title: 'A must for parents',
      description:
        'Baby food, spit-up, mystery stains: spray, wait and wash. It works nearly every time.',
      author: 'Chloe T.',
      date: '2025-10-24',
    },
    {
      productSku: 'CH-LD-007',
      rating: 5,
      title: 'Blood stain out in one wash',
      description:
        'Spray, ten minutes, cold wash. I was stunned it worked on a set-in stain on a light-colored sheet.',
      author: 'Ivy M.',
      date: '2025-06-19',
    },
    {
      productSku: 'CH-LD-007',
      rating: 5,
      title: 'Took out a week-old wine stain',
      description:
        'I found a red wine splash on a linen napkin days later. Two rounds of this and it is gone.',
      author: 'Tessa C.',
      date: '2025-04-06',
    },
    {
      productSku: 'CH-LD-007',
      rating: 5,
      title: 'Grass stains, gone',
      description:
        'My kids play soccer every weekend. This is the only thing that gets the knees of their white pants clean.',
      author: 'Dylan K.',
      date: '2025-03-04',
    },
    {
      productSku: 'CH-LD-008',
      rating: 4,
      title: 'Handy',
      description: 'Works well on fresh spills. I wish it came in a two-pack.',
      author: 'Felix P.',
      date: '2026-01-21',
    },
    {
      productSku: 'CH-LD-008',
      rating: 5,
      title: 'Lives in my purse',
      description:
        'Saved a silk blouse from a coffee drip during a meeting. Small, tidy and effective.',
      author: 'Nina G.',
      date: '2025-05-17',
    },
    {
      productSku: 'CH-LD-009',
      rating: 4,
      title: 'Good for greasy work clothes',
      description:
        'My partner is a mechanic, and an hour-long soak helps a lot with the oily smell. Wear gloves, though.',
      author: 'Gabriel J.',
      date: '2025-10-13',
    },
    {
      productSku: 'CH-LD-009',
      rating: 5,
      title: 'Hard water hero',
      description:
        'Half a cup with my regular detergent and our towels are noticeably softer and brighter.',
      author: 'Sofia B.',
      date: '2025-01-15',
    },
    {
      productSku: 'CH-LD-010',
      rating: 4,
      title: 'Light lavender',
      description: 'The scent is subtle once dry. Lovely on bedding.',
      author: 'Ethan D.',
      date: '2025-09-12',
    },
    {
      productSku: 'CH-LD-010',
      rating: 5,
      title: 'Towels still absorb water',
      description:
        'Every other softener made our towels slick. This one leaves them soft, and they still dry us off.',
      author: 'Alana S.',
      date: '2025-02-07',
    },
    {
      productSku: 'CH-LD-010',
      rating: 3,
      title: 'Gentle, but a mild effect',
      description:
        'Clothes feel a little softer, but not as much as with a conventional softener. I suppose that is the trade-off.',
      author: 'Kara L.',
      date: '2025-02-02',
    },
    {
      productSku: 'CH-LD-011',
      rating: 5,
      title: 'Drying time noticeably shorter',
      description:
        'Our towel loads finish about fifteen minutes faster. The lavender oil is a nice touch.',
      author: 'Grant V.',
      date: '2026-03-08',
    },
    {
      productSku: 'CH-LD-011',
      rating: 5,
      title: 'Bye, dryer sheets',
      description:
        'I have used these for a year and they are still going strong. Slightly fuzzy, totally fine.',
      author: 'Naomi F.',
      date: '2026-02-06',
    },
    {
      productSku: 'CH-LD-011',
      rating: 4,
      title: 'Good on static',
      description: 'Static is mostly gone on cotton loads. Fleece still clings a little.',
      author: 'Mei A.',
      date: '2025-11-28',
    },
    {
      productSku: 'CH-LD-011',
      rating: 4,
      title: 'A bit noisy at first',
      description: 'The thumping takes some getting used to, but they really do reduce wrinkles.',
      author: 'Miles N.',
      date: '2025-09-11',
    },
    {
      productSku: 'CH-LD-012',
      rating: 4,
      title: 'Lovely scent',
      description:
        'It fades after a few hours, which I like. I mist the pillows before guests come over.',
      author: 'Daniela R.',
      date: '2025-08-11',
    },
    {
      productSku: 'CH-LD-012',
      rating: 5,
      title: 'Rescued my couch',
      description:
        "Our dog's favorite spot smelled like dog. A few sprays and now it smells like a cabin in the woods.",
      author: 'Caleb H.',
      date: '2025-07-08',
    },
    {
      productSku: 'CH-LD-013',
      rating: 5,
      title: 'Great for bras',
      description: 'Keeps the elastic from stretching out the way it did with regular detergent.',
      author: 'Rosa K.',
      date: '2026-02-24',
    },
    {
      productSku: 'CH-LD-013',
      rating: 5,
      title: 'My cashmere survived',
      description:
        'I was nervous about hand washing a cashmere sweater, but it came out soft and did not shrink.',
      author: 'Trevor C.',
      date: '2025-08-03',
    },
    {
      productSku: 'CH-DS-001',
      rating: 5,
      title: 'A little goes a long way',
      description:
        'One small squeeze handles a full sink of dinner dishes. The bottle lasts much longer than I expected.',
      author: 'Reid T.',
      date: '2026-02-20',
    },
    {
      productSku: 'CH-DS-001',
      rating: 1,
      title: 'Cap cracked in shipping',
      description:
        'The cap arrived cracked and soap had leaked into the box. Support sent a replacement quickly, but it was a mess.',
      author: 'Victor B.',
      date: '2026-01-15',
    },
    {
      productSku: 'CH-DS-001',
      rating: 5,
      title: 'Cuts through bacon grease',
      description: 'Greasy skillets and sheet pans clean up without endless scrubbing.',
      author: 'Owen M.',
      date: '2025-12-03',
    },
    {
      productSku: 'CH-DS-001',
      rating: 4,
      title: 'Great, just a bit pricier',
      description:
        'Cleans as well as anything I have used. It costs a little more, but the subscription discount helps.',
      author: 'Leah P.',
      date: '2025-06-16',
    },
    {
      productSku: 'CH-DS-001',
      rating: 5,
      title: 'Best-smelling dish soap',
      description: 'Real lemon, not candy lemon. My kitchen smells bright every night.',
      author: 'Maya E.',
      date: '2025-04-11',
    },
    {
      productSku: 'CH-DS-001',
      rating: 5,
      title: 'Thick and concentrated',
      description:
        'It is thicker than I expected and rinses clean. Glasses come out without a film.',
      author: 'Jordan G.',
      date: '2025-03-21',
    },
    {
      productSku: 'CH-DS-001',
      rating: 4,
      title: 'Hands feel better',
      description:
        'My hands used to crack every winter from dish soap. Noticeably less dryness with this one.',
      author: 'Lauren W.',
      date: '2025-02-16',
    },
    {
      productSku: 'CH-DS-002',
      rating: 5,
      title: 'Nothing extra',
      description: 'Strong scents trigger my migraines, and this is the only dish soap I can use.',
      author: 'Julian S.',
      date: '2026-03-19',
    },
    {
      productSku: 'CH-DS-002',
      rating: 5,
      title: 'Perfect for baby bottles',
      description: 'No scent left on bottles or pump parts, and it cleans milk residue easily.',
      author: 'Priya J.',
      date: '2025-12-13',
    },
    {
      productSku: 'CH-DS-002',
      rating: 4,
      title: 'Works well',
      description: 'Slightly less sudsy than the citrus one, but it cleans just as well.',
      author: 'Paige D.',
      date: '2025-10-25',
    },
    {
      productSku: 'CH-DS-003',
      rating: 4,
      title: 'Great value',
      description: 'Cheaper than the small bottles. The carton gets a little floppy near the end.',
      author: 'Aisha V.',
      date: '2025-09-30',
    },
    {
      productSku: 'CH-DS-003',
      rating: 5,
      title: 'Easy refills',
      description: 'The spout pours without glugging. I love not buying a new bottle every month.',
      author: 'Marcus L.',
      date: '2025-07-23',
    },
    {
      productSku: 'CH-DS-003',
      rating: 5,
      title: 'Less plastic, same soap',
      description: 'Exactly the soap I love, just with less packaging. Easy decision.',
      author: 'Simon F.',
      date: '2025-01-30',
    },
    {
      productSku: 'CH-DS-004',
      rating: 5,
      title: 'Great on the eco cycle',
      description:
        'Works well even on the quick eco setting, which plenty of natural brands do not.',
      author: 'Tyler R.',
      date: '2025-11-04',
    },
    {
      productSku: 'CH-DS-004',
      rating: 4,
      title: 'Add rinse aid in hard water',
      description:
        'A very good clean. We have hard water and needed the rinse aid to stop the spotting.',
      author: 'Jasmine H.',
      date: '2025-10-02',
    },
    {
      productSku: 'CH-DS-004',
      rating: 5,
      title: 'No more melting film',
      description:
        'I always wondered about the film on pods. These just dissolve and clean. Great product.',
      author: 'Colin K.',
      date: '2025-09-27',
    },
    {
      productSku: 'CH-DS-004',
      rating: 5,
      title: 'Handles dried oatmeal',
      description: 'Oatmeal bowls left out overnight come out completely clean. I am impressed.',
      author: 'Nathan A.',
      date: '2025-04-28',
    },
    {
      productSku: 'CH-DS-004',
      rating: 3,
      title: 'Good, not great on baked-on food',
      description:
        'Everyday loads are perfect. Casserole dishes with baked-on cheese need a soak first.',
      author: 'Megan C.',
      date: '2025-04-14',
    },
    {
      productSku: 'CH-DS-004',
      rating: 5,
      title: 'Spotless glasses',
      description:
        'I switched from a big-name brand and honestly cannot tell the difference, except there is no plastic wrapper.',
      author: 'Elena N.',
      date: '2025-02-22',
    },
    {
      productSku: 'CH-DS-005',
      rating: 5,
      title: 'Fixed our cloudy glasses',
      description: 'Together with the tablets, our glasses finally come out clear.',
      author: 'Grace T.',
      date: '2026-01-01',
    },
    {
      productSku: 'CH-DS-005',
      rating: 4,
      title: 'Works well',
      description: 'Plastics dry much better now, and one bottle lasts a long time.',
      author: 'Omar E.',
      date: '2025-06-13',
    },
    {
      productSku: 'CH-DS-006',
      rating: 5,
      title: 'Please restock soon',
      description: 'My favorite way to dose the dishwasher. Works great in our hard water.',
      author: 'Andre W.',
      date: '2026-03-18',
    },
    {
      productSku: 'CH-DS-006',
      rating: 4,
      title: 'Flexible and effective',
      description: 'I use half a scoop for light loads. Cleans well, and the carton is sturdy.',
      author: 'Ruth M.',
      date: '2025-04-22',
    },
    {
      productSku: 'CH-DS-007',
      rating: 5,
      title: 'Machine smells fresh again',
      description: 'There was a musty smell we could not get rid of. One pouch and it is gone.',
      author: 'Brooke G.',
      date: '2026-01-05',
    },
    {
      productSku: 'CH-DS-008',
      rating: 4,
      title: 'Great foam',
      description: 'Clings nicely to greasy pans. I wish a refill was already available.',
      author: 'Hannah B.',
      date: '2026-03-27',
    },
    {
      productSku: 'CH-DS-008',
      rating: 5,
      title: 'Quick cleanup champion',
      description: 'Perfect for lunch containers and a few mugs. The basil scent is so nice.',
      author: 'Theo P.',
      date: '2026-01-03',
    },
    {
      productSku: 'CH-KS-001',
      rating: 4,
      title: 'Great cleaner, so-so sprayer',
      description: 'The formula is great. The trigger started to stick after a few months.',
      author: 'Chloe F.',
      date: '2026-03-22',
    },
    {
      productSku: 'CH-KS-001',
      rating: 5,
      title: 'Love the lemongrass',
      description: 'Bright and fresh, and the scent fades within a few minutes.',
      author: 'Luis D.',
      date: '2026-01-08',
    },
    {
      productSku: 'CH-KS-001',
      rating: 5,
      title: 'Comfortable using it around kids',
      description:
        'I feel good spraying this where my kids eat, and it works as well as what I used before.',
      author: 'Dylan V.',
      date: '2025-10-12',
    },
    {
      productSku: 'CH-KS-001',
      rating: 4,
      title: 'Does the job',
      description:
        'Handles everyday messes well. For a greasy stovetop I use the degreaser instead.',
      author: 'Tessa L.',
      date: '2025-08-07',
    },
    {
      productSku: 'CH-KS-001',
      rating: 5,
      title: 'Our go-to spray',
      description:
        'I use it on the counters, the table, the high chair and the fridge handle. Smells clean, not chemical.',
      author: 'Isaac J.',
      date: '2025-06-12',
    },
    {
      productSku: 'CH-KS-001',
      rating: 5,
      title: 'No residue',
      description: "Counters never feel sticky after wiping. I don't rinse and it is fine.",
      author: 'Carmen S.',
      date: '2025-03-25',
    },
    {
      productSku: 'CH-KS-002',
      rating: 5,
      title: 'Perfect for a tiny apartment',
      description: 'Strong cleaners fill my studio with fumes. This one does not.',
      author: 'Devin H.',
      date: '2025-11-11',
    },
    {
      productSku: 'CH-KS-002',
      rating: 5,
      title: 'Nursery staple',
      description: 'I use it on the changing table and toys. No smell at all.',
      author: 'Wesley N.',
      date: '2025-07-21',
    },
    {
      productSku: 'CH-KS-002',
      rating: 4,
      title: 'Solid',
      description: 'Cleans well and does not bother my asthma. I wish it came in a larger size.',
      author: 'Ivy A.',
      date: '2025-06-17',
    },
    {
      productSku: 'CH-KS-003',
      rating: 4,
      title: 'Great concept',
      description: 'I double the dose for the stovetop. Works well either way.',
      author: 'Sofia K.',
      date: '2026-01-03',
    },
    {
      productSku: 'CH-KS-003',
      rating: 5,
      title: 'Pairs with the glass bottle',
      description: 'Love this combination. The fill lines match exactly.',
      author: 'Felix C.',
      date: '2025-11-23',
    },
    {
      productSku: 'CH-KS-003',
      rating: 5,
      title: 'Such a money saver',
      description: 'One bottle has lasted me most of a year. The dosing cap makes it foolproof.',
      author: 'Nina R.',
      date: '2025-05-26',
    },
    {
      productSku: 'CH-KS-004',
      rating: 5,
      title: 'No ammonia headache',
      description: 'I used to open every window just to clean the windows. Not anymore.',
      author: 'Ethan M.',
      date: '2026-02-01',
    },
    {
      productSku: 'CH-KS-004',
      rating: 4,
      title: 'Nice mint smell',
      description: 'Cleans mirrors easily. It streaked once in direct sun, which was my fault.',
      author: 'Alana E.',
      date: '2025-07-16',
    },
    {
      productSku: 'CH-KS-004',
      rating: 5,
      title: 'Actually streak-free',
      description:
        'Our glass shower door has never looked this clear. Buffing with a dry cloth is the key.',
      author: 'Gabriel T.',
      date: '2025-02-20',
    },
    {
      productSku: 'CH-KS-005',
      rating: 5,
      title: 'Fingerprint-free fridge',
      description: 'Two kids, one stainless fridge. This keeps the smudges away for days.',
      author: 'Kara W.',
      date: '2025-07-17',
    },
    {
      productSku: 'CH-KS-005',
      rating: 4,
      title: 'Pretty shine',
      description: 'A nice even finish. Use very little or it can look oily.',
      author: 'Grant G.',
      date: '2025-02-25',
    },
    {
      productSku: 'CH-KS-006',
      rating: 5,
      title: 'Range hood looks new',
      description:
        'Years of sticky buildup came off the range hood after a few minutes of soaking.',
      author: 'Naomi P.',
      date: '2025-10-23',
    },
    {
      productSku: 'CH-KS-006',
      rating: 5,
      title: 'Strong but not harsh',
      description: 'Cuts grease like a solvent cleaner without the smell.',
      author: 'Miles B.',
      date: '2025-09-11',
    },
    {
      productSku: 'CH-KS-006',
      rating: 4,
      title: 'Works on cabinets too',
      description: 'Our cabinet doors near the stove were tacky. Two passes and they were clean.',
      author: 'Mei J.',
      date: '2025-07-26',
    },
    {
      productSku: 'CH-KS-007',
      rating: 5,
      title: 'Overnight magic',
      description:
        'I applied it before bed and wiped the oven clean the next morning. No fumes at all.',
      author: 'Caleb S.',
      date: '2025-10-28',
    },
    {
      productSku: 'CH-KS-007',
      rating: 3,
      title: 'Needs patience',
      description:
        'It works, but it takes longer than harsh oven cleaners. Leave it overnight, not just a few hours.',
      author: 'Daniela D.',
      date: '2025-09-12',
    },
    {
      productSku: 'CH-BA-001',
      rating: 5,
      title: 'Soap scum gone',
      description: 'Our glass shower door was cloudy. After two uses it is clear.',
      author: 'Trevor L.',
      date: '2025-10-21',
    },
    {
      productSku: 'CH-BA-001',
      rating: 5,
      title: 'Bleach-free and effective',
      description: 'I do not miss the bleach smell at all, and the tile looks great.',
      author: 'Reid F.',
      date: '2025-09-28',
    },
    {
      productSku: 'CH-BA-001',
      rating: 4,
      title: 'Eucalyptus smells lovely',
      description: 'Feels like a spa. It needs a bit of scrubbing on heavy buildup.',
      author: 'Rosa V.',
      date: '2025-02-05',
    },
    {
      productSku: 'CH-BA-002',
      rating: 4,
      title: 'Good scrub',
      description: 'Rinses clean. Just be sure to shake it well first.',
      author: 'Lauren H.',
      date: '2025-12-23',
    },
    {
      productSku: 'CH-BA-002',
      rating: 5,
      title: 'My white sink sparkles',
      description: 'Removed coffee and tea stains from our porcelain sink in minutes.',
      author: 'Maya N.',
      date: '2025-09-10',
    },
    {
      productSku: 'CH-BA-002',
      rating: 5,
      title: 'Great on pans',
      description: 'Brought my stainless pans back to shiny, with no scratches.',
      author: 'Owen A.',
      date: '2025-08-10',
    },
    {
      productSku: 'CH-BA-003',
      rating: 4,
      title: 'Fresh scent',
      description: 'The tea tree and mint smell is refreshing, and it does its job.',
      author: 'Leah C.',
      date: '2026-03-06',
    },
    {
      productSku: 'CH-BA-003',
      rating: 5,
      title: 'Less scrubbing',
      description: 'I spray after every shower and have not had to deep clean in a month.',
      author: 'Jordan R.',
      date: '2025-11-01',
    },
    {
      productSku: 'CH-BA-004',
      rating: 4,
      title: 'Does the job',
      description: 'Great for weekly cleaning. Very tough stains need more than one round.',
      author: 'Paige M.',
      date: '2026-02-24',
    },
    {
      productSku: 'CH-BA-004',
      rating: 5,
      title: 'Smells fresh, not chemical',
      description: 'The tea tree scent is clean and light. No more bleach fumes.',
      author: 'Julian E.',
      date: '2025-11-05',
    },
    {
      productSku: 'CH-BA-004',
      rating: 5,
      title: 'The nozzle is perfect',
      description: 'Gets under the rim without splashing everywhere, and the gel really clings.',
      author: 'Victor K.',
      date: '2025-07-15',
    },
    {
      productSku: 'CH-BA-004',
      rating: 5,
      title: 'Septic-safe peace of mind',
      description:
        'We are on a septic system, so this was a must. It works better than I expected.',
      author: 'Marcus W.',
      date: '2025-07-06',
    },
    {
      productSku: 'CH-BA-004',
      rating: 5,
      title: 'Removed our hard-water ring',
      description:
        'We had a stubborn ring for years. I left it overnight, scrubbed, and it is gone.',
      author: 'Priya T.',
      date: '2025-03-13',
    },
    {
      productSku: 'CH-BA-005',
      rating: 3,
      title: 'Fine for upkeep',
      description: 'Good for a quick refresh, but it will not replace scrubbing.',
      author: 'Simon P.',
      date: '2025-10-01',
    },
    {
      productSku: 'CH-BA-005',
      rating: 4,
      title: 'Fun and easy',
      description:
        'The kids love watching it fizz, and it keeps the bowl fresh between real cleanings.',
      author: 'Aisha G.',
      date: '2025-04-08',
    },
    {
      productSku: 'CH-BA-006',
      rating: 4,
      title: 'Works with patience',
      description: 'It needs a while to work, but no bleach fumes is worth it.',
      author: 'Nathan J.',
      date: '2026-03-07',
    },
    {
      productSku: 'CH-BA-006',
      rating: 5,
      title: 'Grout is white again',
      description: 'The dark spots in our shower corners faded after one treatment.',
      author: 'Elena B.',
      date: '2025-11-01',
    },
    {
      productSku: 'CH-BA-007',
      rating: 4,
      title: 'Good quality',
      description: 'Solid handle. The holder could be a little heavier.',
      author: 'Tyler D.',
      date: '2026-01-01',
    },
    {
      productSku: 'CH-BA-007',
      rating: 5,
      title: 'A good-looking brush',
      description:
        'Finally a toilet brush that does not look gross. The bristles are stiff and clean well.',
      author: 'Jasmine S.',
      date: '2025-09-21',
    },
    {
      productSku: 'CH-FL-001',
      rating: 5,
      title: 'Great with pets',
      description: "Paw prints and drool are gone, and I don't worry when the dog licks the floor.",
      author: 'Grace F.',
      date: '2026-02-25',
    },
    {
      productSku: 'CH-FL-001',
      rating: 5,
      title: 'Lasts forever',
      description: 'Two capfuls per bucket means one bottle lasts for months.',
      author: 'Colin V.',
      date: '2025-12-13',
    },
    {
      productSku: 'CH-FL-001',
      rating: 4,
      title: 'Nice light scent',
      description: 'The lemongrass fades quickly. Works on our vinyl plank floors.',
      author: 'Omar N.',
      date: '2025-10-16',
    },
    {
      productSku: 'CH-FL-001',
      rating: 4,
      title: 'Works in my spray mop',
      description: 'One capful in the spray bottle is plenty. No streaks.',
      author: 'Ruth A.',
      date: '2025-09-27',
    },
    {
      productSku: 'CH-FL-001',
      rating: 5,
      title: 'No sticky floors',
      description: 'Our old floor cleaner left a film. This dries fast and the floors look clean.',
      author: 'Megan L.',
      date: '2025-03-17',
    },
    {
      productSku: 'CH-FL-002',
      rating: 5,
      title: 'Warm wood glow',
      description: 'Our oak floors look clean, not dull, and the cedar smells lovely.',
      author: 'Andre H.',
      date: '2026-02-05',
    },
    {
      productSku: 'CH-FL-002',
      rating: 4,
      title: 'Easy to use',
      description:
        'Ready to use is convenient, though I go through bottles quickly on a big floor.',
      author: 'Brooke R.',
      date: '2025-05-30',
    },
    {
      productSku: 'CH-FL-003',
      rating: 5,
      title: 'Grout lines are lighter',
      description: 'After a few monthly cleans, our kitchen grout is noticeably lighter.',
      author: 'Theo C.',
      date: '2025-12-24',
    },
    {
      productSku: 'CH-FL-003',
      rating: 4,
      title: 'A real deep clean',
      description: 'Rinsing afterward gives the best shine.',
      author: 'Hannah K.',
      date: '2025-10-02',
    },
    {
      productSku: 'CH-FL-004',
      rating: 5,
      title: 'Easy weekly mopping',
      description: 'Lightweight and easy to steer around chairs. The pads wash well.',
      author: 'Isaac T.',
      date: '2026-03-30',
    },
    {
      productSku: 'CH-FL-004',
      rating: 4,
      title: 'Good mop',
      description: 'The swivel head is great. The bottle clip is a little tight.',
      author: 'Carmen E.',
      date: '2025-11-13',
    },
    {
      productSku: 'CH-FL-004',
      rating: 5,
      title: 'No more disposable pads',
      description: 'I love that the pads are washable, and it came with cleaner too.',
      author: 'Luis M.',
      date: '2025-08-30',
    },
    {
      productSku: 'CH-PC-001',
      rating: 4,
      title: 'Great everyday soap',
      description: 'Gentle and smells nice. It goes quickly in a busy bathroom.',
      author: 'Devin S.',
      date: '2025-12-03',
    },
    {
      productSku: 'CH-PC-001',
      rating: 4,
      title: 'Nice foam',
      description: 'Great soap. The pump works fine but could be sturdier.',
      author: 'Wesley B.',
      date: '2025-08-11',
    },
    {
      productSku: 'CH-PC-001',
      rating: 5,
      title: 'Gentle and lovely',
      description: 'My hands no longer crack in winter, and the foam feels luxurious.',
      author: 'Tessa W.',
      date: '2025-07-25',
    },
    {
      productSku: 'CH-PC-001',
      rating: 5,
      title: 'Kid-approved',
      description: 'My kids actually wash their hands longer because they like the foam.',
      author: 'Ivy J.',
      date: '2025-07-11',
    },
    {
      productSku: 'CH-PC-001',
      rating: 5,
      title: 'Real lavender',
      description: 'Smells like actual lavender, not soap perfume. Guests always ask about it.',
      author: 'Dylan G.',
      date: '2025-07-06',
    },
    {
      productSku: 'CH-PC-001',
      rating: 5,
      title: 'Refills make it easy',
      description: 'I bought the refill carton too. Topping up takes seconds.',
      author: 'Chloe P.',
      date: '2025-06-21',
    },
    {
      productSku: 'CH-PC-002',
      rating: 2,
      title: 'Too spicy for my skin',
      description:
        'My hands got a little itchy after a few days. I switched back to lavender, which I love.',
      author: 'Sofia V.',
      date: '2025-10-03',
    },
    {
      productSku: 'CH-PC-002',
      rating: 5,
      title: 'Smells like the holidays',
      description: 'Warm and cozy without being overwhelming. I stocked up.',
      author: 'Nina D.',
      date: '2025-08-06',
    },
    {
      productSku: 'CH-PC-002',
      rating: 4,
      title: 'Lovely scent',
      description: 'Strong in a good way, and gentle on hands.',
      author: 'Felix L.',
      date: '2025-03-02',
    },
    {
      productSku: 'CH-PC-003',
      rating: 5,
      title: 'Works in my own pumps',
      description: 'It works perfectly in the glass foaming dispensers I already had.',
      author: 'Alana N.',
      date: '2025-10-02',
    },
    {
      productSku: 'CH-PC-003',
      rating: 5,
      title: 'Great value',
      description: 'Fills my bottles four times and pours cleanly.',
      author: 'Gabriel F.',
      date: '2025-07-26',
    },
    {
      productSku: 'CH-PC-004',
      rating: 4,
      title: 'Gentle',
      description:
        'A mild lather, but my skin feels great. It took a week to get used to fewer bubbles.',
      author: 'Kara H.',
      date: '2026-03-11',
    },
    {
      productSku: 'CH-PC-004',
      rating: 5,
      title: 'Finally calm skin',
      description: 'I have eczema and this is the first body wash that does not sting.',
      author: 'Ethan A.',
      date: '2026-01-31',
    },
    {
      productSku: 'CH-PC-004',
      rating: 5,
      title: 'The whole family uses it',
      description: 'Even my four-year-old with sensitive skin. No complaints.',
      author: 'Grant R.',
      date: '2026-01-22',
    },
    {
      productSku: 'CH-PC-005',
      rating: 4,
      title: 'Rich but not greasy',
      description: 'Love it. I wish it came in a bigger tube.',
      author: 'Miles K.',
      date: '2025-10-12',
    },
    {
      productSku: 'CH-PC-005',
      rating: 5,
      title: 'Absorbs fast',
      description:
        'I can type right after putting it on, and my knuckles are not cracking anymore.',
      author: 'Naomi C.',
      date: '2025-10-11',
    },
    {
      productSku: 'CH-PC-006',
      rating: 4,
      title: 'Works on most days',
      description: 'It lasts through a workday. On gym days I reapply.',
      author: 'Mei T.',
      date: '2025-12-07',
    },
    {
      productSku: 'CH-PC-006',
      rating: 5,
      title: 'No irritation',
      description: 'Baking soda deodorants always gave me a rash. This one does not.',
      author: 'Caleb E.',
      date: '2025-10-28',
    },
    {
      productSku: 'CH-PC-006',
      rating: 3,
      title: 'Takes some adjusting',
      description:
        'It took my body a couple of weeks to adjust. Now it is fine, just not as strong as I hoped.',
      author: 'Daniela M.',
      date: '2025-10-13',
    },
    {
      productSku: 'CH-PC-007',
      rating: 4,
      title: 'Nice bar',
      description: 'Unscented as promised. Keep it on a draining dish or it gets soft.',
      author: 'Rosa G.',
      date: '2025-04-05',
    },
    {
      productSku: 'CH-PC-007',
      rating: 5,
      title: 'Creamy and gentle',
      description: 'A long-lasting bar with a lovely lather. My dry skin feels comfortable.',
      author: 'Trevor W.',
      date: '2025-02-26',
    },
    {
      productSku: 'CH-RA-001',
      rating: 5,
      title: 'Beautiful and sturdy',
      description:
        'It survived a fall onto tile thanks to the sleeve, and it sprays a fine, even mist.',
      author: 'Reid P.',
      date: '2026-01-28',
    },
    {
      productSku: 'CH-RA-001',
      rating: 5,
      title: 'Great with the concentrate',
      description: 'The fill lines are a thoughtful touch. No more plastic spray bottles for us.',
      author: 'Maya B.',
      date: '2025-09-29',
    },
    {
      productSku: 'CH-RA-001',
      rating: 4,
      title: 'Heavy but worth it',
      description: 'Heavier than plastic, as expected. The sprayer is excellent.',
      author: 'Owen J.',
      date: '2025-03-22',
    },
    {
      productSku: 'CH-RA-002',
      rating: 5,
      title: 'Looks great',
      description: 'It dresses up our bathroom sink, and the foam is rich.',
      author: 'Lauren S.',
      date: '2025-02-21',
    },
    {
      productSku: 'CH-RA-002',
      rating: 4,
      title: 'Nice pump',
      description: 'The pump works well. It took a few presses to prime.',
      author: 'Jordan D.',
      date: '2025-01-10',
    },
    {
      productSku: 'CH-RA-003',
      rating: 4,
      title: 'Great, wish it were bigger',
      description: 'It holds 2 lb, so with a big family I refill it often.',
      author: 'Victor V.',
      date: '2025-12-12',
    },
    {
      productSku: 'CH-RA-003',
      rating: 5,
      title: 'Love this tin',
      description: 'It looks great on our open laundry shelf and keeps the powder dry.',
      author: 'Leah L.',
      date: '2025-09-04',
    },
    {
      productSku: 'CH-RA-004',
      rating: 5,
      title: 'Replaced paper towels',
      description: 'We barely buy paper towels now. These dry quickly and do not smell.',
      author: 'Priya F.',
      date: '2025-09-15',
    },
    {
      productSku: 'CH-RA-004',
      rating: 5,
      title: 'So absorbent',
      description: 'One cloth soaked up an entire glass of spilled juice.',
      author: 'Julian N.',
      date: '2025-07-20',
    },
    {
      productSku: 'CH-RA-004',
      rating: 4,
      title: 'Durable',
      description: 'Still going after many dishwasher cycles, though the colors faded a bit.',
      author: 'Paige A.',
      date: '2025-02-13',
    },
    {
      productSku: 'CH-RA-005',
      rating: 4,
      title: 'Good brush',
      description: 'Stiff and effective. The bristles started to shed a little after a few months.',
      author: 'Aisha R.',
      date: '2025-02-16',
    },
    {
      productSku: 'CH-RA-005',
      rating: 5,
      title: 'Perfect for cast iron',
      description: 'Scrubs off stuck food without hurting my seasoning.',
      author: 'Marcus H.',
      date: '2025-01-26',
    },
    {
      productSku: 'CH-RA-006',
      rating: 4,
      title: 'Nice set',
      description: 'The heavy base stays put. I wish each press gave a little more soap.',
      author: 'Elena K.',
      date: '2025-10-18',
    },
    {
      productSku: 'CH-RA-006',
      rating: 5,
      title: 'A tidy sink',
      description:
        'It looks so much better than a plastic bottle, and the pump dispenses just the right amount.',
      author: 'Simon C.',
      date: '2025-03-06',
    },
  ],
  members: [
    {
      email: 'demo@clearhome.example',
      password: 'clearhome-demo',
      firstName: 'Avery',
      lastName: 'Stone',
      tfOrderId: 'TF-100245',
      subscriptionBox: [
        { productId: 1, quantity: 1, frequencyCode: 4 },
        { productId: 14, quantity: 2, frequencyCode: 9 },
        { productId: 41, quantity: 1, frequencyCode: 6 },
      ],
    },
  ],
}
