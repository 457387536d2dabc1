/** The demo business: an Abilene, TX remodeling contractor. Images ship under public/images. */
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
  hours: "Mon-Fri: 9AM-5PM, Sat: 9AM-1PM, Sun: Closed",
  facebookUrl: "https://www.facebook.com/bigcountryhomeremodeling",
  instagramUrl: "https://www.instagram.com/bigcountryhomeremodeling",
  websiteUrl: "https://bigcountryhomeremodeling.com",
  ratingValue: "4.8",
  reviewCount: 47,
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
];
