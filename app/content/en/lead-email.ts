/**
 * English copy of the e-mail the sales team receives for each lead (issue 5). Sent in
 * `LEADS_LANGUAGE`; English defines the shape (`LeadEmailCopy`). `{name}` is the sender's name.
 */
export const leadEmail = {
  subject: {
    contact: "New enquiry from {name}",
    mission: "New business-mission request from {name}",
  },
  intro: {
    contact: "A new enquiry came in through the website's contact form.",
    mission: "A new business-mission request came in through the website.",
  },
  replyHint: "Reply to this e-mail to answer the sender directly.",
  labels: {
    name: "Name",
    company: "Company",
    email: "E-mail",
    phone: "Phone",
    category: "Product category",
    program: "Program of interest",
    message: "Message",
    locale: "Site language",
    page: "Page",
    receivedAt: "Received (UTC)",
    id: "Lead ID",
  },
  notGiven: "not given",
};

/** The shape of the lead e-mail copy, defined by English. */
export type LeadEmailCopy = typeof leadEmail;
