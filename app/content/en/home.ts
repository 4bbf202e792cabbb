/**
 * English copy of the language home page (SPEC §2, "Language home page").
 * Figures are not written here: sections read them from `company.ts`.
 * English defines the shape (`HomeCopy`); every other locale must match it exactly.
 */
export const home = {
  meta: {
    title: "China Sourcing Agent in Guangzhou | Pearl River Sourcing",
    description:
      "Sourcing, factory audits, quality control and door-to-door delivery of equipment, furniture, electronics, medical devices and cars from China to 57 countries.",
  },
  hero: {
    eyebrow: "Sourcing agent in Guangzhou since 2006",
    title: "Pearl River Sourcing: your trusted partner for end-to-end supply from China",
    tagline:
      "We find the right factory, check it on site, control quality before shipment and deliver to your door, with customs clearance included. One contract, one team, every step.",
    primaryCta: "Get Individual Quote",
    secondaryCta: "Our Services",
    figures: {
      years: "years of experience",
      countries: "countries delivered",
      clients: "satisfied clients",
    },
  },
  services: {
    heading: "What we source for you",
    intro:
      "Six specialised teams, each with its own factory network, engineers and inspectors. Choose a sector to see what we supply and how we check it.",
    learnMore: "Learn More",
    learnMoreAbout: "about",
    cards: {
      horeca: {
        title: "HoReCa equipment and furniture",
        description:
          "Complete fit-outs for restaurants, cafés, bars and hotels, from the hot line to the guest room.",
        features: [
          "Commercial kitchen equipment",
          "Restaurant and bar furniture",
          "Refrigeration and cold rooms",
          "Hotel room packages",
        ],
        imageAlt: "Illustration of a commercial kitchen line with stainless-steel equipment",
      },
      manufacturing: {
        title: "Industrial equipment",
        description:
          "Machines and complete production lines, with factory acceptance tests, installation and operator training.",
        features: [
          "CNC machines and machining centres",
          "Conveyor systems and industrial robots",
          "Moulds and packaging equipment",
          "Turnkey production lines",
        ],
        imageAlt: "Illustration of a CNC machine and a robotic arm on a production line",
      },
      electronics: {
        title: "Electronics and IT",
        description:
          "Servers, networking, consumer devices and components, bought direct from brands and authorised distributors.",
        features: [
          "Servers and network equipment",
          "Smartphones, laptops and tablets",
          "Monitors and TVs",
          "Microchips and components",
        ],
        imageAlt: "Illustration of a server rack, a laptop and a circuit board",
      },
      medical: {
        title: "Medical equipment",
        description:
          "Certified diagnostic and laboratory equipment with documents for registration in your country.",
        features: [
          "Ultrasound machines",
          "X-ray equipment",
          "Laboratory analysers",
          "Patient monitors",
        ],
        imageAlt: "Illustration of an ultrasound machine and a patient monitor",
      },
      villas: {
        title: "Villa equipment and furniture",
        description:
          "Designer furniture, smart-home systems and premium appliances for private residences, made to your plans.",
        features: [
          "Designer and custom furniture",
          "Smart-home systems",
          "Premium appliances",
          "Garden and landscape equipment",
        ],
        imageAlt: "Illustration of a villa living room with designer furniture",
      },
      "premium-cars": {
        title: "Premium cars",
        description:
          "Electric vehicles, luxury sedans and premium SUVs from leading Chinese brands, inspected before export.",
        features: [
          "Electric vehicles with 700+ km range",
          "Luxury sedans",
          "Premium SUVs",
          "Pre-shipment inspection",
        ],
        imageAlt: "Illustration of a premium electric SUV",
      },
    },
  },
  about: {
    heading: "About us",
    paragraphs: [
      "For nineteen years our team in Guangzhou has worked as the buyer's own office in China. We search and compare suppliers, audit factories, negotiate contracts, inspect goods and organise delivery, so that you deal with one accountable partner instead of a dozen intermediaries.",
      "Our engineers, lawyers and logistics specialists speak your language and know China's manufacturing regions first-hand. Every order is documented, photographed and checked against your specification before it leaves the factory.",
    ],
    servicesHeading: "Our services",
    servicesList: [
      "Supplier search",
      "Factory audit",
      "Turnkey solutions",
      "Legal support",
      "Quality control",
      "Logistics and delivery",
      "Customs clearance",
    ],
    figures: {
      years: "years of experience",
      countries: "delivery countries",
      containers: "containers delivered",
      turnkey: "turnkey organisation",
    },
    whyHeading: "Why Choose Us",
    why: [
      {
        title: "Direct contracts with manufacturers",
        text: "You buy at factory prices, with no chain of resellers and with the manufacturer's warranty in your name.",
      },
      {
        title: "Full quality control",
        text: "Factory audits before the deposit, inspections during production and a final check before every shipment.",
      },
      {
        title: "Global logistics",
        text: "Sea, rail, air and road freight to 57 countries, consolidated in our Guangzhou warehouse and insured.",
      },
      {
        title: "Legal support",
        text: "Contracts under international law, certification, export documents and customs clearance handled for you.",
      },
    ],
    principlesHeading: "Our principles",
    principles: [
      {
        title: "Transparency",
        text: "Factory prices, our fee and every invoice are shown to you openly.",
      },
      {
        title: "Reliability",
        text: "Agreed deadlines and specifications are written into the contract and kept.",
      },
      {
        title: "Innovation",
        text: "We track new factories and technologies so you buy what is current, not what is left over.",
      },
      {
        title: "Partnership",
        text: "Most of our clients order again: we measure success by the second contract.",
      },
    ],
    cta: "Start Cooperation",
  },
  missionsTeaser: {
    eyebrow: "Business missions to China",
    heading: "See Chinese industry with your own eyes",
    text: "Turnkey business missions of 3 to 25 days: factories, showrooms and meetings with decision-makers, with translation, transport and hotels taken care of.",
    points: [
      {
        title: "Intensive programme",
        text: "Every day planned around your goals, with no time lost between meetings.",
      },
      {
        title: "Visits to top companies",
        text: "Factories and headquarters of China's technology and industrial leaders.",
      },
      {
        title: "Networking",
        text: "Meetings with top managers, owners and investment fund representatives.",
      },
      {
        title: "Turnkey, 5-star, all-inclusive",
        text: "Flights, hotels, transfers, interpreters and visa support in one package.",
      },
    ],
    learnMore: "Learn More",
    learnMoreAbout: "about business missions",
  },
  contact: {
    heading: "Get an individual quote",
    intro:
      "Tell us what you need. A specialist for your sector will reply within one business day with questions, options and a first price range.",
  },
};

/** The shape of the home page copy, defined by English. */
export type HomeCopy = typeof home;
