/** The demo business: an Abilene, TX remodeling contractor. Images ship under public/images. */
import { STARTING_HOURS_TEXT } from "~/lib/weekly-hours";

const img = (folder: string, name: string) => `/images/${folder}/${name}-1200.webp`;

/** What a new estimate says it is bound by, until the business writes its own (Settings). */
export const DEMO_ESTIMATE_TERMS = [
  "This estimate is valid until the date shown. Prices include the labor and materials listed; work not listed is quoted separately.",
  "The deposit is due on approval and is credited to the final invoice; the balance is due on completion.",
  "Changes to the scope after approval are made by a new estimate. All work is guaranteed for one year.",
].join(" ");

export const demoSettings = {
  businessName: "Big Country Home Remodeling",
  foundedYear: 2010,
  phone: "(325) 555-0142",
  email: "hello@bigcountryhomeremodeling.com",
  streetAddress: "1250 Pine St",
  city: "Abilene",
  region: "TX",
  postalCode: "79601",
  latitude: "32.448700",
  longitude: "-99.733100",
  // The text of the opening hours migration 0010 writes.
  hours: STARTING_HOURS_TEXT,
  facebookUrl: "https://www.facebook.com/bigcountryhomeremodeling",
  instagramUrl: "https://www.instagram.com/bigcountryhomeremodeling",
  websiteUrl: "https://bigcountryhomeremodeling.com",
  slotCapacity: 1,
  estimateTerms: DEMO_ESTIMATE_TERMS,
  estimateDepositKind: "percent",
  estimateDepositValue: "30.00",
  estimateValidDays: 30,
};

export const demoServices = [
  {
    name: "Kitchen Remodeling",
    category: "Kitchen",
    basePrice: "15000.00",
    priceUnit: "starting",
    imageUrl: img("services", "kitchen-remodel"),
    description:
      "Full kitchen renovations from layout to last cabinet pull: custom cabinetry, quartz and granite countertops, tile backsplashes, islands, lighting and appliance installation, all handled by one licensed crew.",
  },
  {
    name: "Bathroom Remodeling",
    category: "Bathroom",
    basePrice: "8500.00",
    priceUnit: "starting",
    imageUrl: img("services", "bathroom-remodel"),
    description:
      "Walk-in showers, tub-to-shower conversions, new vanities, tile floors and accessible upgrades. We handle plumbing, waterproofing and finish work so your new bathroom lasts for decades.",
  },
  {
    name: "Electrical Installation",
    category: "Electrical",
    basePrice: "150.00",
    priceUnit: "fixed",
    imageUrl: img("services", "electrical"),
    description:
      "Ceiling fans, light fixtures, outlets, GFCI protection and panel upgrades installed safely and to code by licensed electricians.",
  },
  {
    name: "Plumbing Repair",
    category: "Plumbing",
    basePrice: "125.00",
    priceUnit: "fixed",
    imageUrl: img("services", "plumbing"),
    description:
      "Leaky faucets, running toilets, water heater replacement, clogged drains and new fixture hookups. Fast, tidy service with upfront pricing.",
  },
  {
    name: "Fence Installation",
    category: "Outdoor",
    basePrice: "28.00",
    priceUnit: "per_ft",
    imageUrl: img("services", "fence"),
    description:
      "Cedar privacy fences, picket fences, metal and vinyl fencing built to stand up to West Texas wind, with concrete-set posts and gates that close true.",
  },
  {
    name: "Deck Building",
    category: "Outdoor",
    basePrice: "7000.00",
    priceUnit: "starting",
    imageUrl: img("services", "deck"),
    description:
      "Pressure-treated, cedar and composite decks with railings, stairs and built-in benches. Designed for your yard and permitted with the city.",
  },
  {
    name: "Flooring Installation",
    category: "General",
    basePrice: "2500.00",
    priceUnit: "starting",
    imageUrl: img("services", "flooring"),
    description:
      "Hardwood, luxury vinyl plank, laminate, tile and carpet installed over a properly prepared subfloor, with trim and transitions finished cleanly.",
  },
  {
    name: "Handyman Services",
    category: "General",
    basePrice: "95.00",
    priceUnit: "fixed",
    imageUrl: img("services", "handyman"),
    description:
      "Drywall patches, door adjustments, trim repair, shelving, caulking and the rest of the to-do list, done in one visit by a pro who shows up on time.",
  },
  {
    name: "Interior Painting",
    category: "General",
    basePrice: "1200.00",
    priceUnit: "starting",
    imageUrl: img("services", "painting"),
    isActive: false,
    description:
      "Walls, ceilings, trim and cabinets painted with premium low-VOC paints, with careful prep and furniture protection.",
  },
];

const projectImages = (...names: string[]) => names.map((n) => img("projects", n));

export const demoProjects = [
  {
    title: "Modern Farmhouse Kitchen",
    category: "Kitchen",
    location: "Abilene, TX",
    completionDate: "2026-09-18",
    images: projectImages("kitchen-1", "kitchen-2", "kitchen-3"),
    description:
      "Opened a closed-off galley kitchen into the dining room, added a 9-foot island with quartz top, white shaker cabinets and a subway tile backsplash.",
  },
  {
    title: "Spa-Style Primary Bathroom",
    category: "Bathroom",
    location: "Abilene, TX",
    completionDate: "2026-08-05",
    images: projectImages("bathroom-1", "bathroom-2", "bathroom-4"),
    description:
      "Replaced a dated garden tub with a freestanding soaker tub and a curbless tiled shower with frameless glass and a double vanity.",
  },
  {
    title: "Cedar Privacy Fence",
    category: "Fence",
    location: "Sweetwater, TX",
    completionDate: "2026-07-22",
    images: projectImages("fence-1", "fence-2"),
    description:
      "240 linear feet of 6-foot cedar board-on-board fence with steel posts set in concrete and a double drive gate.",
  },
  {
    title: "Backyard Storage Shed",
    category: "Sheds",
    location: "Anson, TX",
    completionDate: "2026-06-10",
    images: projectImages("shed-1", "shed-2"),
    description:
      "A 10x12 gable shed on a gravel pad with a loft, double doors, a window and siding painted to match the house.",
  },
  {
    title: "Lighting and Ceiling Fan Upgrade",
    category: "Fixtures",
    location: "Merkel, TX",
    completionDate: "2026-05-14",
    images: projectImages("fixtures-1", "fixtures-2"),
    description:
      "Installed six recessed lights, two ceiling fans and new pendant lights over the kitchen peninsula, with dimmer switches throughout.",
  },
  {
    title: "Walnut and White Kitchen Refresh",
    category: "Kitchen",
    location: "Clyde, TX",
    completionDate: "2026-03-28",
    images: projectImages("kitchen-4", "kitchen-2"),
    description:
      "Refaced cabinets, added walnut open shelving, a farmhouse sink and under-cabinet lighting in a busy family kitchen.",
  },
  {
    title: "Guest Bathroom Makeover",
    category: "Bathroom",
    location: "Tye, TX",
    completionDate: "2026-02-12",
    images: projectImages("bathroom-3"),
    description:
      "New tile surround, a comfort-height toilet, a floating vanity and brushed brass fixtures in a small guest bath.",
  },
  {
    title: "Ranch-Style Metal Fence",
    category: "Fence",
    location: "Abilene, TX",
    completionDate: "2025-11-20",
    images: projectImages("fence-3", "fence-1"),
    description:
      "Black steel fence with a rolling gate across the front of a two-acre property, set to handle livestock and high wind.",
  },
  {
    title: "Workshop Shed with Porch",
    category: "Sheds",
    location: "Abilene, TX",
    completionDate: "2025-10-02",
    images: projectImages("shed-3", "shed-1", "shed-2"),
    description:
      "A 12x16 workshop with a covered porch, electrical service, insulated walls and a metal roof to match the home.",
  },
  {
    title: "Kitchen Faucet and Sink Fixtures",
    category: "Fixtures",
    location: "Sweetwater, TX",
    completionDate: "2025-09-15",
    images: projectImages("fixtures-3"),
    description:
      "Swapped in an undermount stainless sink, a pull-down faucet, a filtered water tap and a new disposal.",
  },
  {
    title: "Covered Front Porch",
    category: "Other",
    location: "Anson, TX",
    completionDate: "2025-08-01",
    images: projectImages("other-1", "other-2"),
    description:
      "Built a 24-foot covered front porch with cedar posts, a beadboard ceiling and a fresh exterior paint scheme.",
  },
];

/** The demo business's holidays: no visits are offered on them. */
export const demoDaysOff = [
  { startsOn: "2026-11-26", endsOn: "2026-11-26", note: "Thanksgiving Day" },
  { startsOn: "2026-12-25", endsOn: "2026-12-25", note: "Christmas Day" },
  { startsOn: "2027-01-01", endsOn: "2027-01-01", note: "New Year's Day" },
];

/**
 * The demo's approved reviews: 47 of them, 38 with five stars and 9 with four, so that the summary the site
 * computes from them reads 4.8 from 47. Fixed dates over the two years before November 2026.
 */
export const demoReviews = [
  {
    author: "Melissa R.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-09-30",
    text: "They turned our cramped kitchen into the heart of the house. On time, on budget, and the crew cleaned up every single day.",
  },
  {
    author: "James T.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-08-19",
    text: "Our new shower is beautiful. Clear pricing up front and they walked us through every step.",
  },
  {
    author: "Carlos M.",
    rating: 4,
    status: "approved",
    reviewedOn: "2026-07-30",
    text: "Solid cedar fence that survived the first big storm without a wobble. Would hire again.",
  },
  {
    author: "Denise K.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-06-21",
    text: "Fast, friendly and honest. They fixed a leak two other companies could not find.",
  },
  {
    author: "Robert L.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-05-25",
    text: "The shed they built is better than the house it sits behind. Great craftsmanship.",
  },
  {
    author: "Amanda W.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-10-22",
    text: "Our kitchen island and new quartz countertops came out exactly like the drawing. The crew protected our floors and cleaned up every afternoon.",
  },
  {
    author: "Tom H.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-10-05",
    text: "They replaced a sagging section of our cedar fence the same week I called. Posts are set in concrete and the gate finally latches.",
  },
  {
    author: "Priya S.",
    rating: 4,
    status: "approved",
    reviewedOn: "2026-09-12",
    text: "Good work on our guest bathroom tile. The project ran two days long because of a backordered vanity, but they kept us posted the whole time.",
  },
  {
    author: "Greg B.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-09-03",
    text: "The electrician added outlets and under-cabinet lighting in a single morning, pulled the permit and left no mess.",
  },
  {
    author: "Linda F.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-08-08",
    text: "Our new deck is solid as a rock and the stairs are perfectly even. We eat dinner out there every night now.",
  },
  {
    author: "Hector V.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-07-18",
    text: "Fixed a slab leak under our laundry room that had us worried for months. Honest price and they explained every step.",
  },
  {
    author: "Karen J.",
    rating: 4,
    status: "approved",
    reviewedOn: "2026-07-02",
    text: "The luxury vinyl plank floors look great. Scheduling took a little while in the busy season, but the install itself was quick and tidy.",
  },
  {
    author: "Bill and Sue P.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-06-09",
    text: "They turned a dated tub into a walk-in shower with grab bars for my mother. Thoughtful, careful people.",
  },
  {
    author: "Derek N.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-05-12",
    text: "Handyman visit knocked out a whole list: a sticking door, two ceiling fans, a leaky faucet and drywall patches. Worth every penny.",
  },
  {
    author: "Rosa G.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-04-27",
    text: "We got three quotes for our kitchen remodel. Big Country was not the cheapest, but they were the clearest, and they finished on the day they promised.",
  },
  {
    author: "Jason K.",
    rating: 4,
    status: "approved",
    reviewedOn: "2026-04-08",
    text: "Sturdy privacy fence and a fair price. One panel needed a small fix afterward and they came back the next day without any fuss.",
  },
  {
    author: "Monica L.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-03-21",
    text: "Beautiful hardwood-look flooring through the whole downstairs. They moved the furniture and put it all back.",
  },
  {
    author: "Steve A.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-03-02",
    text: "Our breaker panel upgrade was done safely and passed inspection the first time. Very professional electrician.",
  },
  {
    author: "Emily C.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-02-14",
    text: "The bathroom remodel was finished in under three weeks. The tile work is the best I have seen in any house we have owned.",
  },
  {
    author: "Ray D.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-01-25",
    text: "Burst pipe on a freezing Sunday night and they had someone here Monday at 8 AM. Saved our ceiling.",
  },
  {
    author: "Angela M.",
    rating: 4,
    status: "approved",
    reviewedOn: "2026-01-06",
    text: "Nice composite deck and a clean site. I would have liked the final walkthrough a bit sooner, but the result is excellent.",
  },
  {
    author: "Chris O.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-12-15",
    text: "They hung a new front door and fixed the trim the last owner botched. Friendly, on time, and reasonably priced.",
  },
  {
    author: "Brenda T.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-11-20",
    text: "Our kitchen cabinets were refaced and the countertops replaced. It feels like a new house for a fraction of the cost.",
  },
  {
    author: "Luis R.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-10-30",
    text: "Built a cedar fence around our backyard so the dogs can run. Straight lines, solid gate, and a crew that waved at the kids every day.",
  },
  {
    author: "Pam E.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-10-08",
    text: "Replaced our old water heater and fixed two dripping hose bibs in one trip. Clear invoice, no surprises.",
  },
  {
    author: "Kevin Y.",
    rating: 4,
    status: "approved",
    reviewedOn: "2025-09-17",
    text: "Good flooring job in two bedrooms. A bit of dust got past the plastic, but they came back and cleaned it up themselves.",
  },
  {
    author: "Nancy W.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-08-26",
    text: "The deck they built for our lake cabin is gorgeous. They even matched the stain to our old porch.",
  },
  {
    author: "Matt S.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-08-04",
    text: "They installed a whole-house surge protector and new exterior lighting. Careful, tidy and knowledgeable.",
  },
  {
    author: "Gloria H.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-07-14",
    text: "Our shower conversion came out beautifully, and they finished a day early. I tell every neighbor about them.",
  },
  {
    author: "Aaron F.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-06-23",
    text: "The handyman fixed our sagging gate, re-caulked the tub and installed shelves in the garage. Fast and careful.",
  },
  {
    author: "Sharon B.",
    rating: 4,
    status: "approved",
    reviewedOn: "2025-06-02",
    text: "Lovely kitchen backsplash. The tile I chose was delayed, which pushed us back a week, but the workmanship is top notch.",
  },
  {
    author: "Dan M.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-05-10",
    text: "They tracked down a leak behind the dishwasher that two other plumbers missed. Fair price and clean work.",
  },
  {
    author: "Teresa Q.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-04-19",
    text: "New vinyl plank floors in our rental went in over a weekend so the tenants barely noticed. Great communication.",
  },
  {
    author: "Frank L.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-03-28",
    text: "Our fence came down in a windstorm and they had a new one up within ten days. Solid and straight.",
  },
  {
    author: "Julie V.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-03-07",
    text: "Bathroom remodel with a double vanity and heated floor. They helped us pick finishes and kept the budget.",
  },
  {
    author: "Ron C.",
    rating: 4,
    status: "approved",
    reviewedOn: "2025-02-13",
    text: "The electrical work on our shop was done right. It took two visits to finish because of a parts delay, but they were upfront about it.",
  },
  {
    author: "Heather D.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-01-24",
    text: "They built a covered deck off the back of the house and it has changed how we use our yard. Highly recommend.",
  },
  {
    author: "Oscar P.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-01-03",
    text: "Called about a clogged main line over the holidays and they came the same day. Friendly and honest.",
  },
  {
    author: "Laura K.",
    rating: 5,
    status: "approved",
    reviewedOn: "2024-12-12",
    text: "Our kitchen remodel was a big job and they handled it like pros: permits, plumbing, electrical and the finish work.",
  },
  {
    author: "Wayne G.",
    rating: 5,
    status: "approved",
    reviewedOn: "2024-11-22",
    text: "Handyman services at a fair hourly rate. He fixed things I had put off for years in one afternoon.",
  },
  {
    author: "Carol N.",
    rating: 5,
    status: "approved",
    reviewedOn: "2024-11-08",
    text: "New flooring and baseboards in the living room. Clean cuts, tight seams and a crew that respected our home.",
  },
  {
    author: "Victor A.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-08-21",
    text: "They rewired our old farmhouse kitchen and added recessed lights. Everything is labeled in the panel now.",
  },
  {
    author: "Debbie R.",
    rating: 5,
    status: "approved",
    reviewedOn: "2026-02-27",
    text: "Interior painting of three rooms and the hallway. Crisp lines, no drips, and the furniture went back exactly where it was.",
  },
  {
    author: "Sam T.",
    rating: 4,
    status: "approved",
    reviewedOn: "2025-11-03",
    text: "Solid deck repair and new railings. The color match on the stain is close but not perfect; otherwise excellent work.",
  },
  {
    author: "Yolanda B.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-09-05",
    text: "Our kitchen faucet and garbage disposal were replaced within an hour of arriving. Polite and quick.",
  },
  {
    author: "Pete W.",
    rating: 5,
    status: "approved",
    reviewedOn: "2025-05-29",
    text: "They built a fence with a double drive gate for our trailer. Straight, strong and finished on schedule.",
  },
  {
    author: "Irene M.",
    rating: 5,
    status: "approved",
    reviewedOn: "2024-12-29",
    text: "Grab bars and a comfort-height toilet for my husband after his surgery. They came quickly and were so kind.",
  },
];
