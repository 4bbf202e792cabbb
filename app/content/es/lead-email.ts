import type { LeadEmailCopy } from "../en/lead-email";

/** Spanish copy of the sales team's lead e-mail (shape defined by English). */
export const leadEmail: LeadEmailCopy = {
  subject: {
    contact: "Nueva consulta de {name}",
    mission: "Nueva solicitud de misión comercial de {name}",
  },
  intro: {
    contact: "Ha llegado una nueva consulta a través del formulario de contacto del sitio web.",
    mission: "Ha llegado una nueva solicitud de misión comercial a través del sitio web.",
  },
  replyHint: "Responda a este correo para contestar directamente al remitente.",
  labels: {
    name: "Nombre",
    company: "Empresa",
    email: "Correo electrónico",
    phone: "Teléfono",
    category: "Categoría de producto",
    program: "Programa de interés",
    message: "Mensaje",
    locale: "Idioma del sitio",
    page: "Página",
    receivedAt: "Recibido (UTC)",
    id: "N.º de solicitud",
  },
  notGiven: "no indicado",
};
