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
  missionForm: {
    label: "Request a business mission",
    name: "Name",
    company: "Company",
    email: "E-mail",
    phone: "Phone",
    phonePlaceholder: "+1 555 010 0000",
    program: "Program of interest",
    programPlaceholder: "e.g. Canton Fair visit, technology mission, preferred dates",
    message: "Message",
    messagePlaceholder: "Your goals, number of participants and preferred dates",
    requiredHint: "Fields marked with * are required.",
    submit: "Send request",
  },
  /** Shared by both lead forms: sending state, validation messages, toasts, consent line. */
  leadForm: {
    sending: "Sending…",
    errorSummary: "Please check these fields:",
    /** One message per error code of `app/leads/schema.ts`; `{max}` is the field's length limit. */
    errors: {
      required: "Please fill in this field.",
      too_long: "Please shorten this to {max} characters or fewer.",
      invalid_email: "Enter an e-mail address such as name@company.com.",
      invalid_phone: "Use only digits, spaces and the signs + ( ) - .",
      invalid_characters: "The text contains control characters; please remove them.",
      invalid_option: "Please choose one of the options.",
      invalid_type: "This value cannot be accepted.",
      unknown_field: "This field is not part of the form.",
    },
    sent: {
      title: "Thank you! Your request has been sent.",
      description: "Our team will get back to you shortly.",
    },
    failed: {
      offline:
        "You seem to be offline. Everything you typed is kept; try again once you are connected.",
      server:
        "We could not send your request just now. Everything you typed is kept; please try again.",
      rateLimited:
        "Too many requests from your connection. Please wait a few minutes and try again.",
      retry: "Retry",
    },
    consent: {
      before:
        "By sending this form you agree that we use your details to answer your request, as described in our ",
      link: "Privacy Policy",
      after: ".",
    },
  },
};

/** The shape of the chrome copy, defined by English. */
export type UiCopy = typeof ui;
