/**
 * English copy of the privacy policy and the terms of use (issue 5). English defines the
 * shape (`LegalCopy`). `{email}` in a paragraph becomes a link to the general e-mail
 * address of company.ts.
 */
export const legal = {
  privacy: {
    meta: {
      title: "Privacy Policy | Pearl River Sourcing",
      description:
        "What our contact and business-mission forms collect, why we need it, how long we keep it and how to have your details deleted.",
    },
    title: "Privacy Policy",
    sections: [
      {
        heading: "What we collect",
        paragraphs: [
          "When you send our contact form or our business-mission form, we receive what you type: your name, company, e-mail address, phone number, product category or program of interest, and your message.",
          "With it we record the page and language you sent it from, the time, and your IP address.",
        ],
      },
      {
        heading: "Why we collect it",
        paragraphs: [
          "We use your details only to answer your request: to prepare a quote or plan a business mission and to contact you about it.",
          "The IP address and the time help us stop spam and abuse of the forms. We do not sell your details and do not use them for advertising.",
        ],
      },
      {
        heading: "Who receives it",
        paragraphs: [
          "Your request is stored on our server and forwarded to our sales team by e-mail; the providers that carry our e-mail process it on our behalf.",
          "The site sets no advertising or tracking cookies. While you fill in a form, your browser keeps an unsent draft in this tab only, until you send it or close the tab.",
        ],
      },
      {
        heading: "How long we keep it",
        paragraphs: [
          "We keep a request for 24 months after our last exchange with you and then delete it, unless a contract with you requires us to keep records longer. Submissions identified as spam are deleted within 30 days.",
        ],
      },
      {
        heading: "Seeing, correcting or deleting your details",
        paragraphs: [
          "You can ask us at any time to show, correct or delete the details we hold about you. Write to {email} from the address you used in the form; we answer within 30 days.",
        ],
      },
    ],
  },
  terms: {
    meta: {
      title: "Terms of Use | Pearl River Sourcing",
      description:
        "The terms for using the Pearl River Sourcing website: general information only, no binding offer, and quotes confirmed in writing.",
    },
    title: "Terms of Use",
    sections: [
      {
        heading: "About this website",
        paragraphs: [
          "This website presents Pearl River Sourcing and its services: sourcing, quality control and delivery of goods from China, and business missions to China. By using it you accept these terms.",
        ],
      },
      {
        heading: "Information, not an offer",
        paragraphs: [
          "Descriptions, figures and examples on this site are general information, not a binding offer. Prices, lead times and programmes are agreed only in a written quote or contract.",
        ],
      },
      {
        heading: "Your requests",
        paragraphs: [
          "When you send a form, please give accurate details and do not send confidential documents through it. We handle your details as our Privacy Policy describes.",
        ],
      },
      {
        heading: "Content and brands",
        paragraphs: [
          "The texts, artwork and design of this site belong to Pearl River Sourcing. Manufacturers' brand names belong to their owners and appear only to describe the products we can supply.",
        ],
      },
      {
        heading: "Liability",
        paragraphs: [
          "We take care that the information here is correct and up to date but cannot guarantee that it is complete. We are not liable for losses arising from the use of this site, except where the law does not allow such a limit.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: ["Questions about these terms are welcome at {email}."],
      },
    ],
  },
};

/** The shape of the legal pages' copy, defined by English. */
export type LegalCopy = typeof legal;
