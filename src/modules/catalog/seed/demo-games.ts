// The demo catalogue: believable games a new install shows before staff add their own.
export const categories = ["Racing", "Shooting", "Sports", "Redemption", "Rhythm & Dance"];

export type DemoGame = {
  title: string;
  category: string;
  featured?: boolean;
  warranty: number;
  power: string;
  hue: number;
  accent: number;
  intro: string;
  highlights: string[];
  specs: Array<[string, string]>;
  size: [number, number, number, number];
  faqs: Array<[string, string]>;
  video?: boolean;
};

export const games: DemoGame[] = [
  {
    title: "Turbo Drift Deluxe",
    category: "Racing",
    featured: true,
    warranty: 2,
    power: "220-240V AC, 50/60Hz, 650W",
    hue: 355,
    accent: 40,
    intro:
      "A twin-seat racing cabinet with a 55-inch 4K display, motion seats and force-feedback wheels that keep players coming back for one more lap.",
    highlights: [
      "Linked play for up to 8 cabinets",
      "Motion seats with three intensity levels",
      "Card reader and coin mechanism included",
    ],
    specs: [
      ["Display", '55" 4K UHD LED'],
      ["Players", "2 per cabinet, linkable to 8"],
      ["Sound", "2.1 channel, 200W"],
      ["Payment", "Coin, card reader, cashless ready"],
    ],
    size: [172, 225, 210, 480],
    faqs: [
      [
        "Can cabinets be linked?",
        "Yes. Up to four twin cabinets link over Ethernet for eight-player races.",
      ],
      [
        "How long does installation take?",
        "Our technicians install and calibrate a cabinet in about two hours.",
      ],
    ],
    video: true,
  },
  {
    title: "Galaxy Blaster VR",
    category: "Shooting",
    featured: true,
    warranty: 2,
    power: "220-240V AC, 50/60Hz, 900W",
    hue: 265,
    accent: 180,
    intro:
      "Walk-in VR shooter for two players with recoil blasters, a sealed booth and a 75-inch spectator screen that draws a crowd.",
    highlights: [
      "Hygienic quick-swap VR headsets",
      "Recoil blasters with haptic feedback",
      "Operator dashboard with play statistics",
    ],
    specs: [
      ["Headsets", "2 x 4K VR with 120Hz refresh"],
      ["Spectator screen", '75" LED'],
      ["Session length", "Adjustable, 3 to 8 minutes"],
    ],
    size: [230, 250, 240, 620],
    faqs: [
      [
        "Is an attendant required?",
        "No. The booth guides players through the headset fitting on screen.",
      ],
      ["What space do I need?", "A floor area of 2.5 x 2.5 metres with a 2.6 metre ceiling."],
    ],
  },
  {
    title: "Hoop Masters Pro",
    category: "Sports",
    featured: true,
    warranty: 1,
    power: "110-240V AC, 50/60Hz, 350W",
    hue: 25,
    accent: 200,
    intro:
      "The basketball game every venue needs: a moving hoop, LED scoreboard and ticket redemption for fast, social play.",
    highlights: [
      "Moving hoop bonus rounds",
      "Up to 4 linked machines for tournaments",
      "Folds for easy transport",
    ],
    specs: [
      ["Balls", "7 rubber balls, 7 inch"],
      ["Scoreboard", "RGB LED with sound"],
      ["Tickets", "Optional ticket dispenser"],
    ],
    size: [110, 270, 260, 210],
    faqs: [
      [
        "Can it be linked with other machines?",
        "Yes, up to four units link for head-to-head play.",
      ],
    ],
  },
  {
    title: "Neon Rush Motorbike",
    category: "Racing",
    warranty: 1,
    power: "220-240V AC, 50/60Hz, 500W",
    hue: 200,
    accent: 310,
    intro:
      "A tilting motorbike racer with a 42-inch screen, handlebar feedback and neon-lit bodywork.",
    highlights: ["Lean-to-steer motorbike", "Twelve city and desert tracks"],
    specs: [
      ["Display", '42" Full HD'],
      ["Players", "1, linkable to 4"],
    ],
    size: [95, 180, 200, 260],
    faqs: [["Is there a weight limit?", "The bike supports riders up to 120 kg."]],
  },
  {
    title: "Zombie Siege",
    category: "Shooting",
    warranty: 1,
    power: "220-240V AC, 50/60Hz, 450W",
    hue: 120,
    accent: 10,
    intro:
      "Co-op light-gun survival with mounted shotguns and a 65-inch screen. Easy to learn, hard to put down.",
    highlights: ["Two mounted shotgun controllers", "Five campaign chapters"],
    specs: [
      ["Display", '65" LED'],
      ["Players", "2 co-op"],
    ],
    size: [150, 230, 130, 340],
    faqs: [
      ["Are the guns tethered?", "Yes, both controllers are mounted and tethered for durability."],
    ],
  },
  {
    title: "Air Hockey Arena",
    category: "Sports",
    warranty: 2,
    power: "110-240V AC, 50/60Hz, 400W",
    hue: 215,
    accent: 160,
    intro:
      "Tournament-grade air hockey with an LED playfield, an overhead scoreboard and a whisper-quiet blower.",
    highlights: ["LED-lit playfield", "Automatic puck return"],
    specs: [
      ["Table", "2.4 m tournament size"],
      ["Blower", "Low-noise 1.1 kW"],
    ],
    size: [250, 210, 140, 230],
    faqs: [["Do you supply spare pucks?", "Each table ships with six pucks and four mallets."]],
  },
  {
    title: "Prize Tower",
    category: "Redemption",
    warranty: 1,
    power: "110-240V AC, 50/60Hz, 250W",
    hue: 300,
    accent: 55,
    intro:
      "A towering prize merchandiser with a rotating display, adjustable payout and a light show visible from across the floor.",
    highlights: ["Adjustable payout percentage", "Holds 200 mid-size prizes"],
    specs: [
      ["Height", "2.4 m"],
      ["Payout", "Operator adjustable"],
    ],
    size: [105, 240, 105, 290],
    faqs: [["Can I set the win rate?", "Yes, the payout is set from the operator menu."]],
  },
  {
    title: "Coin Cascade",
    category: "Redemption",
    warranty: 1,
    power: "110-240V AC, 50/60Hz, 300W",
    hue: 45,
    accent: 280,
    intro:
      "A four-player coin pusher with jackpot features and ticket payout, built for family entertainment centres.",
    highlights: ["Four player stations", "Progressive jackpot"],
    specs: [
      ["Players", "4"],
      ["Payout", "Tickets or e-tickets"],
    ],
    size: [180, 230, 180, 420],
    faqs: [
      ["Does it work with card systems?", "Yes, all major cashless card systems are supported."],
    ],
  },
  {
    title: "Beat Stage",
    category: "Rhythm & Dance",
    warranty: 2,
    power: "220-240V AC, 50/60Hz, 700W",
    hue: 320,
    accent: 190,
    intro:
      "A dance stage with pressure-sensitive light panels, a 300-song library and online leaderboards.",
    highlights: ["Licensed music library, updated quarterly", "Two-player stage with LED panels"],
    specs: [
      ["Songs", "300+"],
      ["Stage", "2 x 9 LED panels"],
    ],
    size: [220, 250, 200, 380],
    faqs: [["How are songs updated?", "Updates install over the network or from a USB key."]],
  },
  {
    title: "Drum Fever",
    category: "Rhythm & Dance",
    warranty: 1,
    power: "110-240V AC, 50/60Hz, 400W",
    hue: 10,
    accent: 140,
    intro:
      "Taiko-style drumming for two with a 49-inch display and crowd-pleasing tracks for all ages.",
    highlights: ["Two full-size drums", "Kids mode with easy charts"],
    specs: [
      ["Display", '49" LED'],
      ["Players", "2"],
    ],
    size: [130, 200, 120, 240],
    faqs: [
      [
        "Are the drum skins replaceable?",
        "Yes, replacement skins are available from our parts store.",
      ],
    ],
  },
];
