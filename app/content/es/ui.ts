import type { UiCopy } from "../en/ui";

/** Spanish copy of the site chrome (shape defined by English). */
export const ui: UiCopy = {
  skipToContent: "Saltar al contenido principal",
  homeLink: "Pearl River Sourcing: página de inicio",
  nav: {
    label: "Menú principal",
    services: "Servicios",
    missions: "Misiones comerciales",
    contact: "Contacto",
  },
  switcher: {
    label: "Seleccionar idioma",
  },
  backToHome: "Volver al Inicio",
  footer: {
    tagline:
      "Su socio en China desde 2006 para la búsqueda de proveedores, el control de calidad y la entrega de equipos, mobiliario, electrónica, dispositivos médicos y automóviles de alta gama en 57 países.",
    contactsHeading: "Contáctenos",
    headOffice: "Oficina central",
    phones: "Teléfono",
    emailGeneral: "Consultas generales",
    emailSales: "Ventas",
    emailJobs: "Empleo",
    chat: "Oficina de atención por chat",
    chatOpensNewTab: "(se abre en una pestaña nueva)",
    hoursHeading: "Horario de atención",
    weekdays: "Lunes a viernes",
    saturday: "Sábado",
    sunday: "Domingo: cerrado",
    sectorsHeading: "Qué suministramos",
    legalLabel: "Información legal",
    privacy: "Política de privacidad",
    terms: "Condiciones de uso",
    rights: "Todos los derechos reservados.",
  },
  contactForm: {
    label: "Solicitud de cotización",
    name: "Nombre",
    company: "Empresa",
    email: "Correo electrónico",
    phone: "Teléfono",
    category: "Categoría de producto",
    categoryPlaceholder: "Seleccione una categoría",
    categories: {
      horeca: "Equipamiento y mobiliario para HoReCa",
      villas: "Equipamiento y mobiliario para villas",
      cars: "Automóviles de alta gama",
      industrial: "Equipos industriales",
      electronics: "Electrónica y TI",
      medical: "Equipos médicos",
      other: "Otros",
    },
    message: "Mensaje",
    messagePlaceholder: "Productos, cantidades, país de destino y plazos",
    phonePlaceholder: "+34 612 34 56 78",
    requiredHint: "Los campos marcados con * son obligatorios.",
    submit: "Enviar solicitud",
  },
  missionForm: {
    label: "Solicitud de misión comercial",
    name: "Nombre",
    company: "Empresa",
    email: "Correo electrónico",
    phone: "Teléfono",
    phonePlaceholder: "+34 612 34 56 78",
    program: "Programa de interés",
    programPlaceholder:
      "Por ejemplo: visita a la Feria de Cantón, misión tecnológica, fechas preferidas",
    message: "Mensaje",
    messagePlaceholder: "Sus objetivos, número de participantes y fechas preferidas",
    requiredHint: "Los campos marcados con * son obligatorios.",
    submit: "Enviar solicitud",
  },
  leadForm: {
    sending: "Enviando…",
    errorSummary: "Revise estos campos:",
    errors: {
      required: "Complete este campo.",
      too_long: "El texto es demasiado largo: máximo {max} caracteres.",
      invalid_email: "Introduzca un correo electrónico válido, por ejemplo nombre@empresa.com.",
      invalid_phone: "Use solo dígitos, espacios y los signos + ( ) - .",
      invalid_characters: "El texto contiene caracteres de control no permitidos; elimínelos.",
      invalid_option: "Elija una de las opciones.",
      invalid_type: "No podemos aceptar este valor.",
      unknown_field: "Este campo no forma parte del formulario.",
    },
    sent: {
      title: "¡Gracias! Hemos recibido su solicitud.",
      description: "Nuestro equipo se pondrá en contacto con usted en breve.",
    },
    failed: {
      offline:
        "Parece que no tiene conexión. Conservamos todo lo que ha escrito; vuelva a intentarlo cuando se restablezca.",
      server:
        "No hemos podido enviar su solicitud. Conservamos todo lo que ha escrito; inténtelo de nuevo.",
      rateLimited:
        "Demasiadas solicitudes desde su conexión. Espere unos minutos y vuelva a intentarlo.",
      retry: "Reintentar",
    },
    consent: {
      before:
        "Al enviar este formulario, acepta que usemos sus datos para responder a su solicitud, tal como se describe en nuestra ",
      link: "Política de privacidad",
      after: ".",
    },
  },
};
