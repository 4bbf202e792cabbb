import type { HomeCopy } from "../en/home";

/** Spanish copy of the language home page (shape defined by English). */
export const home: HomeCopy = {
  meta: {
    title: "Agente de compras en China, Guangzhou | Pearl River Sourcing",
    description:
      "Búsqueda de proveedores, auditoría de fábricas, control de calidad y envío puerta a puerta de equipos, muebles, electrónica y vehículos de China a 57 países.",
  },
  hero: {
    eyebrow: "Agente de compras en Guangzhou desde 2006",
    title: "Pearl River Sourcing: su socio de confianza para el suministro integral desde China",
    tagline:
      "Encontramos la fábrica adecuada, la inspeccionamos en persona, controlamos la calidad antes del embarque y entregamos en su puerta, con despacho aduanero incluido. Un solo contrato, un solo equipo, de principio a fin.",
    primaryCta: "Solicitar cotización personalizada",
    secondaryCta: "Nuestros servicios",
    figures: {
      years: "años de experiencia",
      countries: "países de entrega",
      clients: "clientes satisfechos",
    },
  },
  services: {
    heading: "Lo que suministramos para usted",
    intro:
      "Seis equipos especializados, cada uno con su propia red de fábricas, ingenieros e inspectores. Elija un sector para ver qué suministramos y cómo lo verificamos.",
    learnMore: "Más información",
    learnMoreAbout: "sobre",
    cards: {
      horeca: {
        title: "Equipamiento y mobiliario para HoReCa",
        description:
          "Equipamiento integral para restaurantes, cafeterías, bares y hoteles, desde la línea de cocción hasta la habitación.",
        features: [
          "Equipos para cocinas profesionales",
          "Mobiliario para restaurantes y bares",
          "Refrigeración y cámaras frigoríficas",
          "Equipamiento completo para habitaciones de hotel",
        ],
        imageAlt: "Ilustración de una línea de cocina profesional con equipos de acero inoxidable",
      },
      manufacturing: {
        title: "Equipos industriales",
        description:
          "Maquinaria y líneas de producción completas, con pruebas de aceptación en fábrica, instalación y capacitación de operarios.",
        features: [
          "Máquinas CNC y centros de mecanizado",
          "Sistemas transportadores y robots industriales",
          "Moldes y equipos de envasado",
          "Líneas de producción llave en mano",
        ],
        imageAlt: "Ilustración de una máquina CNC y un brazo robótico en una línea de producción",
      },
      electronics: {
        title: "Electrónica y TI",
        description:
          "Servidores, redes, dispositivos de consumo y componentes, adquiridos directamente a las marcas y a distribuidores autorizados.",
        features: [
          "Servidores y equipos de red",
          "Teléfonos inteligentes, portátiles y tabletas",
          "Monitores y televisores",
          "Microchips y componentes",
        ],
        imageAlt: "Ilustración de un armario de servidores, un portátil y una placa de circuito",
      },
      medical: {
        title: "Equipos médicos",
        description:
          "Equipos de diagnóstico y de laboratorio certificados, con la documentación necesaria para el registro sanitario en su país.",
        features: [
          "Ecógrafos",
          "Equipos de rayos X",
          "Analizadores de laboratorio",
          "Monitores de paciente",
        ],
        imageAlt: "Ilustración de un ecógrafo y un monitor de paciente",
      },
      villas: {
        title: "Equipamiento y mobiliario para villas",
        description:
          "Mobiliario de diseño, domótica y electrodomésticos de alta gama para residencias privadas, fabricados según sus planos.",
        features: [
          "Mobiliario de diseño y a medida",
          "Sistemas de domótica",
          "Electrodomésticos de alta gama",
          "Equipamiento para jardín y paisajismo",
        ],
        imageAlt: "Ilustración de la sala de estar de una villa con mobiliario de diseño",
      },
      "premium-cars": {
        title: "Automóviles de alta gama",
        description:
          "Vehículos eléctricos, sedanes de lujo y SUV de alta gama de las principales marcas chinas, inspeccionados antes de su exportación.",
        features: [
          "Vehículos eléctricos con más de 700 km de autonomía",
          "Sedanes de lujo",
          "SUV de alta gama",
          "Inspección previa al embarque",
        ],
        imageAlt: "Ilustración de un SUV eléctrico de alta gama",
      },
    },
  },
  about: {
    heading: "Quiénes somos",
    paragraphs: [
      "Desde hace diecinueve años, nuestro equipo en Guangzhou trabaja como su propia oficina de compras en China. Buscamos y comparamos proveedores, auditamos fábricas, negociamos contratos, inspeccionamos la mercancía y organizamos la entrega, para que usted trate con un único socio responsable en lugar de una docena de intermediarios.",
      "Nuestros ingenieros, abogados y especialistas en logística hablan su idioma y conocen de primera mano las regiones industriales de China. Cada pedido se documenta, se fotografía y se verifica frente a sus especificaciones antes de salir de la fábrica.",
    ],
    servicesHeading: "Nuestros servicios",
    servicesList: [
      "Búsqueda de proveedores",
      "Auditoría de fábricas",
      "Soluciones llave en mano",
      "Asesoría jurídica",
      "Control de calidad",
      "Logística y entrega",
      "Despacho aduanero",
    ],
    figures: {
      years: "años de experiencia",
      countries: "países de destino",
      containers: "contenedores entregados",
      turnkey: "organización llave en mano",
    },
    whyHeading: "Por qué elegirnos",
    why: [
      {
        title: "Contratos directos con fabricantes",
        text: "Usted compra a precio de fábrica, sin cadena de revendedores y con la garantía del fabricante a su nombre.",
      },
      {
        title: "Control de calidad integral",
        text: "Auditoría de la fábrica antes del anticipo, inspecciones durante la producción y control final antes de cada embarque.",
      },
      {
        title: "Logística global",
        text: "Transporte marítimo, ferroviario, aéreo y terrestre a 57 países, con consolidación en nuestro almacén de Guangzhou y seguro incluido.",
      },
      {
        title: "Asesoría jurídica",
        text: "Nos encargamos de los contratos conforme al derecho internacional, la certificación, los documentos de exportación y el despacho aduanero.",
      },
    ],
    principlesHeading: "Nuestros principios",
    principles: [
      {
        title: "Transparencia",
        text: "Le mostramos abiertamente los precios de fábrica, nuestra comisión y cada factura.",
      },
      {
        title: "Fiabilidad",
        text: "Los plazos y las especificaciones acordados quedan por escrito en el contrato y se cumplen.",
      },
      {
        title: "Innovación",
        text: "Seguimos de cerca las nuevas fábricas y tecnologías para que usted compre lo más actual, no excedentes de inventario.",
      },
      {
        title: "Colaboración",
        text: "La mayoría de nuestros clientes vuelve a comprar con nosotros: medimos el éxito por el segundo contrato.",
      },
    ],
    cta: "Iniciar colaboración",
  },
  missionsTeaser: {
    eyebrow: "Misiones comerciales a China",
    heading: "Vea con sus propios ojos la industria china",
    text: "Misiones comerciales llave en mano de 3 a 25 días: fábricas, salas de exposición y reuniones con quienes toman las decisiones. Nosotros nos ocupamos de la interpretación, el transporte y el alojamiento.",
    points: [
      {
        title: "Programa intensivo",
        text: "Cada jornada se planifica en función de sus objetivos, sin tiempos muertos entre reuniones.",
      },
      {
        title: "Visitas a empresas líderes",
        text: "Fábricas y sedes centrales de los líderes tecnológicos e industriales de China.",
      },
      {
        title: "Red de contactos",
        text: "Reuniones con altos directivos, propietarios de empresas y representantes de fondos de inversión.",
      },
      {
        title: "Llave en mano, 5 estrellas, todo incluido",
        text: "Vuelos, hoteles, traslados, intérpretes y asistencia con el visado en un solo paquete.",
      },
    ],
    learnMore: "Más información",
    learnMoreAbout: "sobre las misiones comerciales",
  },
  contact: {
    heading: "Solicite una cotización personalizada",
    intro:
      "Cuéntenos qué necesita. Un especialista de su sector le responderá en un día hábil con preguntas, opciones y un primer rango de precios.",
  },
};
