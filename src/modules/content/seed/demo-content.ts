// The demo content: testimonials, client logos, footer policies and blog posts.
export const testimonials = [
  {
    name: "Maria Lopez",
    title: "Owner",
    company: "FunZone Family Centre",
    text: "Turbo Drift Deluxe paid for itself in four months. The installation team was outstanding and support answers within the hour.",
    hue: 20,
    active: true,
    video: true,
  },
  {
    name: "James Carter",
    title: "Operations Director",
    company: "StarBowl Entertainment",
    text: "Our guests queue for Galaxy Blaster VR every weekend. The operator dashboard makes it easy to see what earns.",
    hue: 210,
    active: true,
  },
  {
    name: "Aiko Tanaka",
    title: null,
    company: "Pixel Arcade Tokyo",
    text: "Beat Stage is the heart of our floor. Build quality is superb and the song updates keep regulars coming back.",
    hue: 330,
    active: true,
  },
  {
    name: "Dev Patel",
    title: "General Manager",
    company: "Mega Mall Play",
    text: "An older review we keep for reference.",
    hue: 120,
    active: false,
  },
];

export const logos = [
  { name: "FunZone", url: "https://example.com/funzone", hue: 10 },
  { name: "StarBowl", url: "https://example.com/starbowl", hue: 220 },
  { name: "Pixel Arcade", url: null, hue: 280 },
  { name: "Mega Mall Play", url: "https://example.com/megamall", hue: 140 },
  { name: "Retro Lanes", url: null, hue: 40 },
];

export const footer = [
  {
    type: "warranty" as const,
    title: "Warranty Policy",
    body: [
      "Every machine carries a parts and labour warranty of one to two years, stated on its page.",
      "Warranty covers manufacturing defects. Wear parts such as balls, pucks and drum skins are covered for 90 days.",
    ],
  },
  {
    type: "shipping" as const,
    title: "Shipping Information",
    body: [
      "We ship worldwide by sea and air freight. In the US, white-glove delivery includes unpacking, placement and setup.",
      "Each order ships with tracking and full insurance.",
    ],
  },
  {
    type: "support" as const,
    title: "Technical Support",
    body: [
      "Our technicians answer by phone, email and WhatsApp seven days a week.",
      "Remote diagnostics are available for networked cabinets.",
    ],
  },
  {
    type: "faq" as const,
    title: "FAQs",
    body: [
      "How long is delivery? Usually 2 to 6 weeks depending on your location.",
      "Can I finance a machine? Yes, ask us for leasing options with your price request.",
    ],
  },
];

export const posts = [
  {
    title: "Five Ways to Boost Arcade Revenue This Holiday Season",
    tags: ["revenue", "tips"],
    status: "published" as const,
    daysAgo: 3,
    hue: 20,
  },
  {
    title: "Why VR Attractions Are Taking Over Family Entertainment Centres",
    tags: ["vr", "trends"],
    status: "published" as const,
    daysAgo: 12,
    hue: 265,
  },
  {
    title: "Behind the Build: How We Test Every Cabinet",
    tags: ["manufacturing", "quality"],
    status: "published" as const,
    daysAgo: 30,
    hue: 200,
  },
  {
    title: "Choosing Redemption Games for Young Families",
    tags: ["tips", "redemption"],
    status: "published" as const,
    daysAgo: 45,
    hue: 300,
  },
  {
    title: "Draft: Our 2027 Product Roadmap",
    tags: ["news"],
    status: "draft" as const,
    daysAgo: 0,
    hue: 100,
  },
  {
    title: "Coming Soon: The Next Generation of Racing Cabinets",
    tags: ["news", "racing"],
    status: "scheduled" as const,
    daysAgo: -14,
    hue: 355,
  },
];
