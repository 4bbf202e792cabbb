import type { LegalCopy } from "../en/legal";

/** Spanish copy of the privacy policy and the terms of use (shape defined by English). */
export const legal: LegalCopy = {
  privacy: {
    meta: {
      title: "Política de privacidad | Pearl River Sourcing",
      description:
        "Qué datos recogen nuestros formularios de contacto y de misiones comerciales, para qué, cuánto tiempo los conservamos y cómo borrarlos.",
    },
    title: "Política de privacidad",
    sections: [
      {
        heading: "Qué datos recogemos",
        paragraphs: [
          "Cuando envía nuestro formulario de contacto o el de misiones comerciales, recibimos lo que escribe en él: su nombre, empresa, correo electrónico, teléfono, categoría de producto o programa de interés y su mensaje.",
          "Junto con ellos registramos la página y el idioma desde los que lo envió, la hora y su dirección IP.",
        ],
      },
      {
        heading: "Para qué los usamos",
        paragraphs: [
          "Usamos sus datos únicamente para responder a su solicitud: preparar una cotización o planificar una misión comercial y ponernos en contacto con usted.",
          "La dirección IP y la hora nos ayudan a frenar el spam y el uso abusivo de los formularios. No vendemos sus datos ni los usamos con fines publicitarios.",
        ],
      },
      {
        heading: "Quién los recibe",
        paragraphs: [
          "Su solicitud se guarda en nuestro servidor y se envía por correo electrónico a nuestro equipo comercial; los proveedores de correo la tratan por cuenta nuestra.",
          "El sitio no usa cookies publicitarias ni de seguimiento. Mientras rellena un formulario, su navegador guarda un borrador sin enviar solo en esta pestaña, hasta que lo envíe o cierre la pestaña.",
        ],
      },
      {
        heading: "Cuánto tiempo los conservamos",
        paragraphs: [
          "Conservamos cada solicitud durante 24 meses desde nuestro último contacto con usted y después la eliminamos, salvo que un contrato firmado con usted nos obligue a conservar los registros más tiempo. Los envíos identificados como spam se eliminan en un plazo de 30 días.",
        ],
      },
      {
        heading: "Consultar, corregir o eliminar sus datos",
        paragraphs: [
          "Puede pedirnos en cualquier momento que le mostremos, corrijamos o eliminemos los datos que tenemos sobre usted. Escríbanos a {email} desde la dirección que usó en el formulario; le responderemos en un plazo de 30 días.",
        ],
      },
    ],
  },
  terms: {
    meta: {
      title: "Condiciones de uso | Pearl River Sourcing",
      description:
        "Condiciones de uso del sitio de Pearl River Sourcing: información general, sin carácter de oferta vinculante; cotizaciones siempre por escrito.",
    },
    title: "Condiciones de uso",
    sections: [
      {
        heading: "Sobre este sitio",
        paragraphs: [
          "Este sitio presenta a Pearl River Sourcing y sus servicios: búsqueda de proveedores, control de calidad y envío de mercancías desde China, y misiones comerciales a China. Al utilizarlo, acepta estas condiciones.",
        ],
      },
      {
        heading: "Información, no una oferta",
        paragraphs: [
          "Las descripciones, cifras y ejemplos de este sitio son información general, no una oferta vinculante. Los precios, plazos y programas solo se acuerdan en una cotización escrita o un contrato.",
        ],
      },
      {
        heading: "Sus solicitudes",
        paragraphs: [
          "Al enviar un formulario, facilite datos correctos y no envíe documentos confidenciales a través de él. Tratamos sus datos tal como describe nuestra Política de privacidad.",
        ],
      },
      {
        heading: "Contenidos y marcas",
        paragraphs: [
          "Los textos, ilustraciones y el diseño de este sitio pertenecen a Pearl River Sourcing. Las marcas de los fabricantes pertenecen a sus titulares y se mencionan solo para describir los productos que podemos suministrar.",
        ],
      },
      {
        heading: "Responsabilidad",
        paragraphs: [
          "Procuramos que la información sea correcta y esté actualizada, pero no podemos garantizar que sea completa. No respondemos de las pérdidas derivadas del uso del sitio, salvo cuando la ley no permita esta limitación.",
        ],
      },
      {
        heading: "Contacto",
        paragraphs: ["Puede enviarnos sus preguntas sobre estas condiciones a {email}."],
      },
    ],
  },
};
