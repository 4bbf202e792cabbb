/**
 * English copy of the site chrome: header, switcher, footer, forms and messages.
 * English defines the shape (`UiCopy`); every other locale must match it exactly.
 */
export const ui = {
  skipToContent: "Skip to main content",
  homeLink: "Pearl River Sourcing: home",
  nav: {
    label: "Main",
    services: "Services",
    missions: "Business missions",
    contact: "Contact",
  },
  switcher: {
    label: "Choose language",
  },
  backToHome: "Back to Home",
  footer: {
    tagline:
      "Your partner for sourcing, quality control and delivery from China since 2006: equipment, furniture, electronics, medical devices and premium cars, shipped to 57 countries.",
    contactsHeading: "Contact us",
    headOffice: "Head office",
    phones: "Phone",
    emailGeneral: "General enquiries",
    emailSales: "Sales",
    emailJobs: "Careers",
    chat: "Online chat office",
    chatOpensNewTab: "(opens in a new tab)",
    hoursHeading: "Working hours",
    weekdays: "Monday–Friday",
    saturday: "Saturday",
    sunday: "Sunday: closed",
    sectorsHeading: "What we supply",
    legalLabel: "Legal",
    privacy: "Privacy Policy",
    terms: "Terms of Use",
    rights: "All rights reserved.",
  },
  contactForm: {
    label: "Request a quote",
    name: "Name",
    company: "Company",
    email: "E-mail",
    phone: "Phone",
    category: "Product category",
    categoryPlaceholder: "Choose a category",
    categories: {
      horeca: "HoReCa equipment and furniture",
      villas: "Villa equipment and furniture",
      cars: "Premium automobiles",
      industrial: "Industrial equipment",
      electronics: "Electronics and IT",
      medical: "Medical equipment",
      other: "Other",
    },
    message: "Message",
    messagePlaceholder: "Products, quantities, destination country and timing",
    phonePlaceholder: "+1 555 010 0000",
    requiredHint: "Fields marked with * are required.",
    submit: "Send request",
  },
};

/** The shape of the chrome copy, defined by English. */
export type UiCopy = typeof ui;
