import type { GalleryPanel } from "../media";
import type { PluralForms } from "../plural";

type Four<T> = [T, T, T, T];

/** The example programmes of SPEC §2, keyed as in `company.missions.programmes`. */
export type ProgrammeKey = "technology" | "trade" | "specialised";

interface ProgrammeCopy {
  title: string;
  text: string;
  /** Shown after the duration, e.g. "on request"; empty when nothing is to be said. */
  durationNote: string;
  listLabel: string;
  list: string[];
  tags: string[];
}

/**
 * Copy of the business-missions page (SPEC §2, "Business missions page"), in the spec's
 * section order. `{days}`, `{tours}` and `{cities}` are replaced at build time with the
 * ranges of `company.ts`, formatted with `units` in the locale's plural forms.
 */
export interface MissionsCopy {
  /** Written for search results: title 30–65 characters, description 70–160. */
  meta: { title: string; description: string };
  units: { days: PluralForms; tours: PluralForms; cities: PluralForms };
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    imageAlt: string;
    cta: string;
    facts: { days: string; tours: string; cities: string };
  };
  gallery: { heading: string; panels: Record<GalleryPanel, { caption: string; alt: string }> };
  about: { heading: string; paragraphs: [string, string] };
  audience: { heading: string; items: Four<{ title: string; text: string }> };
  included: { heading: string; items: string[] };
  benefits: { heading: string; items: { title: string; text: string }[] };
  programmes: {
    heading: string;
    intro: string;
    items: Record<ProgrammeKey, ProgrammeCopy>;
    cta: string;
  };
  partners: {
    heading: string;
    intro: string;
    /** Accessible name of the carousel region. */
    label: string;
    previous: string;
    next: string;
  };
  why: { heading: string; items: Four<{ title: string; text: string }> };
  request: { heading: string; intro: string };
  direct: { heading: string; intro: string };
  contact: { heading: string; intro: string };
}

/** English copy of the business-missions page; English defines the shape every locale fills. */
export const missions: MissionsCopy = {
  meta: {
    title: "Business Missions to China | Pearl River Sourcing",
    description:
      "Turnkey business tours to China: factory visits, Canton Fair, meetings with company owners and investors, interpreters, hotels and transfers included.",
  },
  units: {
    days: { one: "{n} day", other: "{n} days" },
    tours: { one: "{n} company visit", other: "{n} company visits" },
    cities: { one: "about {n} city", other: "about {n} cities" },
  },
  hero: {
    eyebrow: "Business missions to China",
    title: "Turnkey business missions to China",
    subtitle:
      "See the factories, showrooms and headquarters behind China's growth, meet the people who run them, and come home with suppliers, partners and ideas. We organise everything from the invitation letter to the farewell dinner.",
    imageAlt: "Map of China's business cities with the mission routes from Guangzhou",
    cta: "Request a programme",
    facts: {
      days: "programme length",
      tours: "per programme",
      cities: "to choose from",
    },
  },
  gallery: {
    heading: "A mission in pictures",
    panels: {
      "canton-fair": {
        caption: "Canton Fair, Guangzhou",
        alt: "Illustration of the Canton Fair exhibition halls with visitors between the stands",
      },
      "factory-tour": {
        caption: "Factory tour with the chief engineer",
        alt: "Illustration of an automated assembly line with robotic arms",
      },
      "shenzhen-skyline": {
        caption: "Technology headquarters in Shenzhen",
        alt: "Illustration of the Shenzhen skyline at dusk",
      },
      negotiations: {
        caption: "Negotiations with an interpreter",
        alt: "Illustration of a meeting table with two delegations and documents",
      },
      "high-speed-rail": {
        caption: "Between cities by high-speed rail",
        alt: "Illustration of a high-speed train crossing a bridge",
      },
      showroom: {
        caption: "Showroom of a car manufacturer",
        alt: "Illustration of an electric car on a turntable in a showroom",
      },
    },
  },
  about: {
    heading: "What a business mission is",
    paragraphs: [
      "A business mission is a working trip to China built around your goals: the factories you want to audit, the technologies you want to see, the partners you want to meet. We plan the route, arrange the visits and stay with you from arrival to departure.",
      "Programmes last {days}, with {tours} and {cities}: Beijing, Shanghai, Shenzhen, Guangzhou, Hong Kong, Chengdu, Hangzhou, Xi'an, Nanjing, Suzhou and others. You travel on your own or with a group, in the comfort you choose.",
    ],
  },
  audience: {
    heading: "Who it is for",
    items: [
      {
        title: "Entrepreneurs and business owners",
        text: "Find manufacturers, negotiate direct prices and see production before you sign a contract.",
      },
      {
        title: "Top managers",
        text: "Study how China's leaders in your industry organise production, logistics and sales.",
      },
      {
        title: "Investors",
        text: "Meet company founders and fund representatives and assess opportunities on site.",
      },
      {
        title: "Industry specialists",
        text: "See new equipment and technologies working, and talk to the engineers who build them.",
      },
    ],
  },
  included: {
    heading: "What is included",
    items: [
      "A programme of {tours}, agreed with you in advance",
      "Meetings with company owners, top managers and fund representatives",
      "Visits to the Canton Fair and industry exhibitions in season",
      "Business interpreter and personal coordinator throughout",
      "Hotels from standard to 5-star, transfers and domestic flights or rail",
      "Invitation letter and visa support",
      "Individual or group format",
      "Follow-up: supplier shortlists, samples and contracts after the trip",
    ],
  },
  benefits: {
    heading: "Key benefits",
    items: [
      {
        title: "Doors that are usually closed",
        text: "Our network of nineteen years opens production floors and boardrooms that do not receive walk-in visitors.",
      },
      {
        title: "No time lost",
        text: "Every day is planned around your goals, with routes and meetings arranged so that nothing waits.",
      },
      {
        title: "Decisions on the spot",
        text: "You see the factory, meet the owner and agree terms face to face, with our lawyers on call.",
      },
      {
        title: "Everything taken care of",
        text: "Tickets, hotels, cars, interpreters and meals are arranged; you focus on the business.",
      },
    ],
  },
  programmes: {
    heading: "Programme examples",
    intro:
      "Three examples of recent missions. Every programme is adjusted to your goals, dates and group.",
    items: {
      technology: {
        title: "Individual technology mission",
        text: "Headquarters and labs of China's AI, robotics and electronics leaders, with meetings on partnership and supply.",
        durationNote: "",
        listLabel: "Cities",
        list: ["Beijing", "Shenzhen", "Guangzhou"],
        tags: ["AI & Tech", "B2B", "Individual"],
      },
      trade: {
        title: "Group trade and purchasing mission",
        text: "Factories, wholesale markets and showrooms across the Pearl and Yangtze River deltas, with buying support on the spot.",
        durationNote: "",
        listLabel: "Cities",
        list: ["Hong Kong", "Shenzhen", "Guangzhou", "Nanjing", "Shanghai"],
        tags: ["Trade", "Manufacturing", "Group"],
      },
      specialised: {
        title: "Specialised mission",
        text: "A programme for one industry: manufacturers, certification bodies and reference projects chosen for your field.",
        durationNote: "on request",
        listLabel: "Industries",
        list: [
          "Medical equipment",
          "HoReCa",
          "Electronics",
          "Cars",
          "Furniture",
          "Building materials",
        ],
        tags: [],
      },
    },
    cta: "Ask for a programme like this",
  },
  partners: {
    heading: "Companies our delegations visit",
    intro:
      "Our missions include visits to and meetings with China's technology and automotive leaders.",
    label: "Companies visited on our missions",
    previous: "Previous logos",
    next: "Next logos",
  },
  why: {
    heading: "Why travel with Pearl River Sourcing",
    items: [
      {
        title: "Nineteen years in China",
        text: "Our team has lived and worked in Guangzhou since 2006 and knows the industries first-hand.",
      },
      {
        title: "A buyer's point of view",
        text: "We source for clients every day, so we show you real suppliers, not tourist factories.",
      },
      {
        title: "Your language, your culture",
        text: "Coordinators and interpreters who speak your language and understand how you do business.",
      },
      {
        title: "After the trip",
        text: "The mission continues: we audit the suppliers you liked, order samples and manage your first contract.",
      },
    ],
  },
  request: {
    heading: "Request your programme",
    intro:
      "Tell us who is travelling, when and what you want to achieve. We send a draft programme and a budget within two business days.",
  },
  direct: {
    heading: "Contact us directly",
    intro: "Prefer to talk? Call, write or open a chat with our missions team.",
  },
  contact: {
    heading: "Ask about sourcing as well",
    intro:
      "Many delegates buy during the mission. Tell us what you need and a sector specialist will prepare offers before you land.",
  },
};
