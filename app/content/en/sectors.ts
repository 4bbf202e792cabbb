import type { SectorSlug } from "~/i18n/paths";

type Four<T> = [T, T, T, T];
type Five<T> = [T, T, T, T, T];

/**
 * Copy of one sector page (SPEC §2, "Sector page"). The tuple types hold the spec's counts:
 * two intro paragraphs, four side-card bullets, four category cards of five items each.
 * `{carRange}` is replaced at build time with the range claim of `company.ts`.
 */
export interface SectorCopy {
  /** Written for search results: title 30–65 characters, description 70–160. */
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Describes the hero artwork (or the photo that replaces it). */
  heroAlt: string;
  intro: [string, string];
  sideCard: { heading: string; items: Four<string> };
  advantages: { heading: string; items: { title: string; text: string }[] };
  categories: {
    heading: string;
    intro: string;
    cards: Four<{ title: string; items: Five<string> }>;
  };
  /** The inquiry block (`#contact`) at the end of the page. */
  contact: { heading: string; intro: string };
}

/** The six sector pages of one locale. */
export type SectorsCopy = Record<SectorSlug, SectorCopy>;

/** English copy of the six sector pages; English defines the shape every locale fills. */
export const sectors: SectorsCopy = {
  horeca: {
    meta: {
      title: "HoReCa Equipment from China | Pearl River Sourcing",
      description:
        "Commercial kitchens, restaurant and bar furniture, refrigeration and hotel packages from Chinese factories, inspected, certified and delivered turnkey.",
    },
    eyebrow: "HoReCa equipment and furniture",
    title: "Kitchens, furniture and equipment for restaurants and hotels",
    subtitle:
      "From a single café to a 300-room hotel: one order, one inspection plan and one shipment from our Guangzhou warehouse to your site.",
    heroAlt:
      "Illustration of a commercial kitchen line with stainless-steel equipment and pendant lights",
    intro: [
      "Guangdong and Zhejiang make most of the world's commercial kitchen equipment and contract furniture. We work with the factories that supply international hotel chains, so you buy the same quality at factory prices instead of through three layers of distributors.",
      "Send us your floor plan or your chef's equipment list. Our engineers check voltages, gas types and certification for your country, group the order into as few containers as possible and plan the loading so that the kitchen arrives before the furniture and nothing waits on site.",
    ],
    sideCard: {
      heading: "What we check before shipment",
      items: [
        "AISI 304 stainless steel verified with an alloy analyser",
        "Electrical and gas connections for your country's standards",
        "CE, ETL or NSF certificates checked against the factory",
        "Fabric, foam and finish samples approved before production",
      ],
    },
    advantages: {
      heading: "Why restaurateurs and hoteliers order through us",
      items: [
        {
          title: "One supplier for the whole project",
          text: "Kitchen, bar, cold rooms, furniture and room packages bought from specialised factories and consolidated in one shipment.",
        },
        {
          title: "Specified for your site",
          text: "Dimensions, power and gas supply checked against your plans before the deposit, not after the container is unpacked.",
        },
        {
          title: "Samples and mock-up rooms",
          text: "We photograph and film samples and, for hotels, set up a complete mock-up room at the factory for your approval.",
        },
        {
          title: "Installation and spare parts",
          text: "Installation drawings, manuals and a spare-parts kit travel with the goods; our technicians can commission the kitchen on site.",
        },
      ],
    },
    categories: {
      heading: "What we supply",
      intro:
        "Typical items from our HoReCa orders. Every one can be made to your size, colour and voltage.",
      cards: [
        {
          title: "Kitchen equipment",
          items: [
            "Combi steamers and convection ovens",
            "Gas and induction cooking ranges",
            "Stainless-steel work tables and sinks",
            "Extraction hoods with filters",
            "Dishwashers and pass-through washers",
          ],
        },
        {
          title: "Restaurant furniture",
          items: [
            "Dining chairs in wood, metal and upholstery",
            "Tables with HPL, marble or solid-wood tops",
            "Banquette seating built to your plan",
            "Outdoor terrace furniture",
            "Reception and hostess desks",
          ],
        },
        {
          title: "Bar and refrigeration",
          items: [
            "Bar counters and back-bar units",
            "Under-counter fridges and bottle coolers",
            "Ice machines and blast chillers",
            "Walk-in cold rooms and freezers",
            "Refrigerated display cases",
          ],
        },
        {
          title: "Hotel equipment",
          items: [
            "Guest-room furniture packages",
            "Mattresses, bed linen and towels",
            "Lobby and lounge furniture",
            "Laundry and housekeeping equipment",
            "Buffet and banqueting equipment",
          ],
        },
      ],
    },
    contact: {
      heading: "Plan your restaurant or hotel fit-out",
      intro:
        "Send your floor plan, equipment list or just the number of seats and rooms. We reply within one business day with questions and a first budget.",
    },
  },

  manufacturing: {
    meta: {
      title: "Industrial Machinery from China | Pearl River Sourcing",
      description:
        "CNC machines, robots, conveyors, moulds and complete production lines from vetted Chinese manufacturers, with factory acceptance tests and installation.",
    },
    eyebrow: "Industrial equipment",
    title: "Machines and production lines from China's industrial heartland",
    subtitle:
      "We select the manufacturer, witness the factory acceptance test, ship the line and send engineers to install it and train your operators.",
    heroAlt: "Illustration of a CNC machining centre and a robotic arm beside a conveyor",
    intro: [
      "China builds more machine tools, robots and packaging lines than any other country, but quality between two factories with the same catalogue can differ enormously. We shortlist manufacturers by audit, not by brochure: machines in operation, key components, service staff and export references.",
      "Before the balance payment our engineers run a factory acceptance test with your parts or your product and record it on video. The line is then crated for sea freight, insured and delivered with drawings, manuals and a spare-parts list in your language.",
    ],
    sideCard: {
      heading: "Our services for industrial buyers",
      items: [
        "Technical specification and tender with three or more factories",
        "Factory acceptance test on your parts, filmed",
        "Installation, commissioning and operator training on site",
        "Warranty handled with the manufacturer on your behalf",
      ],
    },
    advantages: {
      heading: "What you gain",
      items: [
        {
          title: "Branded components you can service",
          text: "We specify Siemens, Fanuc, Mitsubishi or Inovance controls and branded bearings and drives, so local service is possible.",
        },
        {
          title: "Complete lines, one responsibility",
          text: "When a line combines machines from several factories, we make them work together and answer for the interfaces.",
        },
        {
          title: "Custom manufacturing",
          text: "Moulds, fixtures and special machines built to your drawings, with design reviews at each stage.",
        },
        {
          title: "Documents for your market",
          text: "CE declarations, electrical schemes and export documents prepared for customs and your safety inspector.",
        },
      ],
    },
    categories: {
      heading: "Equipment we supply",
      intro: "Examples from recent projects, from a single machine to a complete plant.",
      cards: [
        {
          title: "CNC machines",
          items: [
            "CNC lathes and turning centres",
            "Vertical and 5-axis machining centres",
            "Fibre laser cutting machines",
            "CNC press brakes and shears",
            "Wire EDM machines",
          ],
        },
        {
          title: "Automation and robotics",
          items: [
            "Industrial robots for welding and handling",
            "Belt, roller and chain conveyor systems",
            "Palletising and depalletising cells",
            "Automated storage and retrieval systems",
            "Machine vision inspection stations",
          ],
        },
        {
          title: "Moulds and packaging",
          items: [
            "Injection moulds for plastic parts",
            "Die-casting and stamping dies",
            "Form-fill-seal packaging machines",
            "Bottling and capping lines",
            "Carton erectors and stretch wrappers",
          ],
        },
        {
          title: "Production lines",
          items: [
            "Food and beverage processing lines",
            "Chemical mixing and filling plants",
            "Pharmaceutical tablet and capsule lines",
            "Building-materials lines: blocks, panels, tiles",
            "Textile spinning, weaving and finishing",
          ],
        },
      ],
    },
    contact: {
      heading: "Describe your production task",
      intro:
        "Tell us what you produce, in what volume and with which materials. Our engineers will propose equipment options and a first budget.",
    },
  },

  electronics: {
    meta: {
      title: "Electronics and IT Supply from China | Pearl River Sourcing",
      description:
        "Servers, network equipment, smartphones, laptops, displays and components from Huawei, Lenovo, Xiaomi, Hisense and authorised Chinese distributors.",
    },
    eyebrow: "Electronics and IT",
    title: "Servers, devices and components from original Chinese brands",
    subtitle:
      "Bought from the manufacturers and their authorised distributors, checked unit by unit and shipped with invoices that hold up at customs.",
    heroAlt: "Illustration of a server rack, a laptop and a circuit board with glowing traces",
    intro: [
      "Shenzhen is where most of the world's electronics are designed and assembled. We buy from brands such as Huawei, Lenovo, Xiaomi, Hisense and TCL, and from their authorised distributors, so every device is genuine, new and covered by the manufacturer's warranty.",
      "For IT projects we check compatibility before purchase: global firmware, power supplies, keyboard layouts, radio bands and certification for your country. Components are traced by batch and date code, and counterfeit risks are screened before anything is paid for.",
    ],
    sideCard: {
      heading: "Our guarantees",
      items: [
        "Only new, original goods with serial numbers you can verify",
        "Global or regional firmware and plugs for your country",
        "Component batches checked for date code and authenticity",
        "Manufacturer's warranty, with returns handled by us",
      ],
    },
    advantages: {
      heading: "Why IT buyers and retailers choose us",
      items: [
        {
          title: "Direct brand and distributor prices",
          text: "Volume prices from the manufacturers' channel partners, without the markup of grey-market resellers.",
        },
        {
          title: "Pre-configured projects",
          text: "Servers and network equipment assembled, flashed and tested to your configuration before shipment.",
        },
        {
          title: "Safe logistics",
          text: "Electronics travel insured, in sealed cartons, by air or sea, with the lithium-battery paperwork in order.",
        },
        {
          title: "Certification support",
          text: "CE, FCC, SASO or EAC documents requested from the brand or obtained through accredited laboratories.",
        },
      ],
    },
    categories: {
      heading: "Product range",
      intro: "Examples of what we supply, with the Chinese brands our clients ask for most.",
      cards: [
        {
          title: "Servers and network equipment",
          items: [
            "Rack servers: Inspur, Huawei, Lenovo",
            "Switches and routers: Huawei, H3C, ZTE",
            "Wi-Fi 6 and 7 access points: Ruijie, TP-Link",
            "Storage systems and NAS",
            "UPS and data-centre power units",
          ],
        },
        {
          title: "Smartphones, laptops and tablets",
          items: [
            "Smartphones: Huawei, Xiaomi, Honor, OPPO, vivo",
            "Laptops: Lenovo ThinkPad, Huawei MateBook",
            "Tablets: Lenovo, Xiaomi Pad, Huawei MatePad",
            "Rugged devices for field work",
            "Accessories and chargers: Anker, Baseus",
          ],
        },
        {
          title: "Monitors and TVs",
          items: [
            "TVs: Hisense, TCL, Skyworth",
            "Office and gaming monitors: AOC, Xiaomi",
            "Interactive flat panels for classrooms",
            "LED video walls and signage",
            "Projectors and laser TVs",
          ],
        },
        {
          title: "Microchips and components",
          items: [
            "Microcontrollers and SoCs",
            "Memory and SSDs: YMTC, CXMT",
            "Passive components and connectors",
            "Printed circuit boards and assembly",
            "Display panels: BOE, CSOT",
          ],
        },
      ],
    },
    contact: {
      heading: "Request an IT or electronics quote",
      intro:
        "Send your list of models and quantities, or the task you need to solve. We reply within one business day with availability and prices.",
    },
  },

  medical: {
    meta: {
      title: "Medical Equipment from China | Pearl River Sourcing",
      description:
        "Certified ultrasound, X-ray, laboratory analysers and patient monitors from leading Chinese makers, with registration documents, training and service.",
    },
    eyebrow: "Medical equipment",
    title: "Certified diagnostic and laboratory equipment for clinics and hospitals",
    subtitle:
      "Devices from manufacturers with ISO 13485 and CE certification, delivered with the documents your regulator asks for, installed and supported.",
    heroAlt:
      "Illustration of an ultrasound machine and a patient monitor showing a heart-rate curve",
    intro: [
      "Chinese manufacturers such as Mindray, United Imaging and SonoScape now equip hospitals in more than a hundred countries. We work only with makers who hold ISO 13485 and CE or FDA certificates for the exact model you buy, and we verify those certificates with the issuing body.",
      "Medical purchases need more than a price: we collect the technical file, declarations and free-sale certificates for registration in your country, arrange installation by certified engineers and train your staff. Warranty and post-warranty service are agreed in the contract, with spare parts held for years.",
    ],
    sideCard: {
      heading: "Guarantees for medical buyers",
      items: [
        "ISO 13485 and CE or FDA certificates verified for each model",
        "Registration documents for your country's regulator",
        "Installation and staff training by certified engineers",
        "Warranty and post-warranty service with spare parts",
      ],
    },
    advantages: {
      heading: "How we reduce your risk",
      items: [
        {
          title: "Certified manufacturers only",
          text: "Every factory is audited against its quality system, and every model's certificate is checked, not just the company's.",
        },
        {
          title: "Configured for your department",
          text: "Probes, software options and accessories chosen with your physicians, so the device does what the ward needs.",
        },
        {
          title: "Tender support",
          text: "Specifications, comparison tables and manufacturer authorisations prepared for public and private tenders.",
        },
        {
          title: "Service after delivery",
          text: "Remote diagnostics, a local service partner where available, and spare parts shipped from Guangzhou within days.",
        },
      ],
    },
    categories: {
      heading: "Equipment we supply",
      intro:
        "Examples from our medical projects; each model comes with its certificates and documentation.",
      cards: [
        {
          title: "Ultrasound machines",
          items: [
            "Cart-based general-imaging systems",
            "Cardiology and vascular ultrasound",
            "Obstetrics and gynaecology systems with 4D",
            "Portable and point-of-care scanners",
            "Probes and biopsy guides",
          ],
        },
        {
          title: "X-ray equipment",
          items: [
            "Digital radiography (DR) systems",
            "Mobile X-ray units",
            "C-arms for surgery",
            "Mammography systems",
            "Dental panoramic and CBCT units",
          ],
        },
        {
          title: "Laboratory analysers",
          items: [
            "Haematology analysers",
            "Biochemistry analysers",
            "Immunoassay analysers",
            "Urine and coagulation analysers",
            "Reagents and consumables",
          ],
        },
        {
          title: "Patient monitors",
          items: [
            "Bedside multi-parameter monitors",
            "Central monitoring stations",
            "ECG machines",
            "Pulse oximeters and vital-signs monitors",
            "Foetal and maternal monitors",
          ],
        },
      ],
    },
    contact: {
      heading: "Equip your clinic or laboratory",
      intro:
        "Tell us which department you are equipping and the devices you need. We reply within one business day with certified options and prices.",
    },
  },

  villas: {
    meta: {
      title: "Villa Furniture and Smart Home | Pearl River Sourcing",
      description:
        "Designer and custom furniture, smart-home systems, premium appliances and garden equipment for private villas, made to your plans and delivered turnkey.",
    },
    eyebrow: "Villa equipment and furniture",
    title: "Furniture, smart home and appliances for private residences",
    subtitle:
      "We furnish a villa from the front door to the garden: made to your designer's drawings, checked at the factory and delivered in one shipment.",
    heroAlt:
      "Illustration of a villa living room with a designer sofa, floor lamp and a view of the garden",
    intro: [
      "Foshan, the furniture capital of China, makes custom pieces for the world's best-known interior brands. We turn your designer's drawings into production drawings, have samples made in the real fabrics, stones and veneers, and approve them with you before production starts.",
      "A villa is more than furniture. We supply the smart-home system, lighting, premium kitchen appliances and garden equipment, label every box by room, and can send a team to assemble and install everything so you move into a finished home.",
    ],
    sideCard: {
      heading: "Our services for villa owners",
      items: [
        "Production drawings and samples from your designer's concept",
        "Factory visits by video or in person before production",
        "Every item labelled by room and packed for sea freight",
        "Assembly and installation team on request",
      ],
    },
    advantages: {
      heading: "Why choose us for your villa",
      items: [
        {
          title: "Custom manufacturing",
          text: "Sofas, wardrobes, kitchens and doors made to your measurements and finishes, not picked from a catalogue.",
        },
        {
          title: "Quality you can see",
          text: "Solid wood, real marble and top-grain leather verified at the factory, with photos of every finished piece.",
        },
        {
          title: "Everything in one shipment",
          text: "Furniture, lighting, appliances and garden equipment consolidated in our warehouse and delivered together.",
        },
        {
          title: "Savings of 40–60%",
          text: "Compared with the same quality bought from showrooms in Europe or the Gulf.",
        },
      ],
    },
    categories: {
      heading: "What we supply",
      intro: "Examples from villas we have furnished, all made or chosen to the owner's brief.",
      cards: [
        {
          title: "Designer furniture",
          items: [
            "Sofas and armchairs in leather or fabric",
            "Dining tables in marble or solid wood",
            "Beds and bedroom sets",
            "Walk-in wardrobes and built-in storage",
            "Lighting: chandeliers and designer lamps",
          ],
        },
        {
          title: "Smart home",
          items: [
            "Smart lighting and curtain control",
            "Video intercoms and smart locks",
            "Security cameras and alarm systems",
            "Multi-room audio and home cinema",
            "Climate control and air purification",
          ],
        },
        {
          title: "Premium appliances",
          items: [
            "Built-in ovens, hobs and steam ovens",
            "French-door and wine refrigerators",
            "Dishwashers and coffee machines",
            "Washer-dryers and laundry systems",
            "Kitchens with stone worktops",
          ],
        },
        {
          title: "Garden and landscape",
          items: [
            "Outdoor lounge and dining furniture",
            "Pergolas and louvred roofs",
            "Pool equipment and heat pumps",
            "Garden lighting and irrigation",
            "Outdoor kitchens and barbecues",
          ],
        },
      ],
    },
    contact: {
      heading: "Furnish your villa",
      intro:
        "Send us your floor plans or your designer's concept. We reply within one business day with samples to consider and a first budget.",
    },
  },

  "premium-cars": {
    meta: {
      title: "Premium Chinese Cars for Export | Pearl River Sourcing",
      description:
        "BYD, NIO, Li Auto, Zeekr, XPeng and Hongqi electric vehicles, luxury sedans and SUVs, inspected before shipment and delivered with export papers.",
    },
    eyebrow: "Premium cars",
    title: "Premium electric and luxury cars from China's leading brands",
    subtitle:
      "New vehicles bought from official dealers, inspected before shipment and delivered to your port with the documents for registration.",
    heroAlt: "Illustration of a premium electric SUV on a coastal road at dusk",
    intro: [
      "Chinese carmakers now lead in electric drive, batteries and in-car software. We source new vehicles from BYD, NIO, Li Auto, Zeekr, XPeng, Hongqi and other premium brands through official dealers and export channels, for fleets, dealers and private buyers.",
      "Every car is inspected before shipment: bodywork, paint thickness, battery state of health, software version and language packs. We arrange the export licence, RoRo or container shipping and the papers your country needs to register the car.",
    ],
    sideCard: {
      heading: "Pre-shipment inspection",
      items: [
        "Body, paint thickness and underbody checked and photographed",
        "Battery state of health and charging tested",
        "Software, navigation and language set for your market",
        "Export licence, certificate of conformity and shipping papers",
      ],
    },
    advantages: {
      heading: "Why buy through us",
      items: [
        {
          title: "New cars from official channels",
          text: "Bought from authorised dealers and exporters, with factory warranty terms confirmed in writing.",
        },
        {
          title: "Specified for your climate and roads",
          text: "Right-hand or left-hand drive, charging standard and climate package checked against your country.",
        },
        {
          title: "Shipping door to port",
          text: "RoRo or 40-foot containers with two to four cars each, insured, with tracking until your port.",
        },
        {
          title: "Service and parts",
          text: "Spare parts and diagnostics support after delivery, and contacts of the brand's service partners where present.",
        },
      ],
    },
    categories: {
      heading: "Models and technologies",
      intro:
        "Examples of what our clients order. Availability and export terms change often: ask for the current list.",
      cards: [
        {
          title: "Electric vehicles",
          items: ["BYD Seal", "Xiaomi SU7", "Zeekr 001", "XPeng P7+", "NIO ET5"],
        },
        {
          title: "Luxury sedans",
          items: ["Hongqi H9", "NIO ET9", "Yangwang U7", "Denza Z9 GT", "Avatr 12"],
        },
        {
          title: "Premium SUVs",
          items: ["Li Auto L9", "Yangwang U8", "NIO ES8", "Zeekr 9X", "AITO M9"],
        },
        {
          title: "Technologies",
          items: [
            "Navigation-assisted driving on highways and in cities",
            "Smart cabins with voice assistants",
            "800-volt fast charging",
            "{carRange} km range on a single charge",
            "Premium interiors with massage seats",
          ],
        },
      ],
    },
    contact: {
      heading: "Order a car from China",
      intro:
        "Tell us the model, quantity and your country. We reply within one business day with availability, the delivered price and the timing.",
    },
  },
};
