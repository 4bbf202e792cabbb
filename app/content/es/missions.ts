import type { MissionsCopy } from "../en/missions";

/** Versión en español de la página de misiones empresariales (español neutro, trato de usted). */
export const missions: MissionsCopy = {
  meta: {
    title: "Misiones empresariales a China | Pearl River Sourcing",
    description:
      "Viajes de negocios a China llave en mano: visitas a fábricas, Feria de Cantón, reuniones con empresarios e inversores, intérpretes, hoteles y traslados.",
  },
  units: {
    days: { one: "{n} día", other: "{n} días" },
    tours: { one: "{n} visita a empresas", other: "{n} visitas a empresas" },
    cities: { one: "{n} ciudad", other: "unas {n} ciudades" },
  },
  hero: {
    eyebrow: "Misiones empresariales a China",
    title: "Misiones empresariales a China llave en mano",
    subtitle:
      "Conozca las fábricas, salas de exposición y sedes corporativas que impulsan el crecimiento de China, reúnase con quienes las dirigen y vuelva con proveedores, socios e ideas. Nosotros nos ocupamos de todo, desde la carta de invitación hasta la cena de despedida.",
    imageAlt:
      "Mapa de las ciudades de negocios de China con las rutas de las misiones desde Guangzhou",
    cta: "Solicitar un programa",
    facts: {
      days: "de duración",
      tours: "por programa",
      cities: "para elegir",
    },
  },
  gallery: {
    heading: "Una misión en imágenes",
    panels: {
      "canton-fair": {
        caption: "Feria de Cantón, Guangzhou",
        alt: "Ilustración de los pabellones de la Feria de Cantón con visitantes entre los expositores",
      },
      "factory-tour": {
        caption: "Visita a fábrica con el ingeniero jefe",
        alt: "Ilustración de una línea de montaje automatizada con brazos robóticos",
      },
      "shenzhen-skyline": {
        caption: "Sedes tecnológicas en Shenzhen",
        alt: "Ilustración del perfil urbano de Shenzhen al atardecer",
      },
      negotiations: {
        caption: "Negociaciones con intérprete",
        alt: "Ilustración de una mesa de reuniones con dos delegaciones y documentos",
      },
      "high-speed-rail": {
        caption: "Entre ciudades en tren de alta velocidad",
        alt: "Ilustración de un tren de alta velocidad cruzando un puente",
      },
      showroom: {
        caption: "Sala de exposición de un fabricante de automóviles",
        alt: "Ilustración de un automóvil eléctrico sobre una plataforma giratoria en una sala de exposición",
      },
    },
  },
  about: {
    heading: "Qué es una misión empresarial",
    paragraphs: [
      "Una misión empresarial es un viaje de trabajo a China diseñado en torno a sus objetivos: las fábricas que desea auditar, las tecnologías que quiere conocer, los socios con los que quiere reunirse. Planificamos la ruta, concertamos las visitas y lo acompañamos desde su llegada hasta su partida.",
      "Los programas duran {days}, con {tours} y {cities} para elegir: Pekín, Shanghái, Shenzhen, Guangzhou, Hong Kong, Chengdu, Hangzhou, Xi’an, Nankín, Suzhou y otras. Puede viajar por su cuenta o en grupo, con el nivel de comodidad que prefiera.",
    ],
  },
  audience: {
    heading: "A quién va dirigida",
    items: [
      {
        title: "Empresarios y propietarios de negocios",
        text: "Encuentre fabricantes, negocie precios directos y vea la producción antes de firmar un contrato.",
      },
      {
        title: "Alta dirección",
        text: "Estudie cómo los líderes chinos de su sector organizan la producción, la logística y las ventas.",
      },
      {
        title: "Inversores",
        text: "Reúnase con fundadores de empresas y representantes de fondos y evalúe oportunidades sobre el terreno.",
      },
      {
        title: "Especialistas del sector",
        text: "Vea en funcionamiento nuevos equipos y tecnologías y converse con los ingenieros que los desarrollan.",
      },
    ],
  },
  included: {
    heading: "Qué incluye",
    items: [
      "Un programa de {tours}, acordado con usted de antemano",
      "Reuniones con propietarios de empresas, altos directivos y representantes de fondos",
      "Visitas a la Feria de Cantón y a ferias sectoriales en temporada",
      "Intérprete de negocios y coordinador personal durante todo el viaje",
      "Hoteles de categoría estándar a 5 estrellas, traslados y vuelos o trenes nacionales",
      "Carta de invitación y apoyo con el visado",
      "Formato individual o en grupo",
      "Seguimiento: preselección de proveedores, muestras y contratos después del viaje",
    ],
  },
  benefits: {
    heading: "Ventajas clave",
    items: [
      {
        title: "Puertas que suelen estar cerradas",
        text: "Nuestra red, construida durante diecinueve años, abre plantas de producción y salas de dirección que no reciben visitas espontáneas.",
      },
      {
        title: "Sin perder tiempo",
        text: "Cada día se planifica en función de sus objetivos, con rutas y reuniones organizadas para que nada quede a la espera.",
      },
      {
        title: "Decisiones en el acto",
        text: "Usted ve la fábrica, conoce al propietario y acuerda las condiciones cara a cara, con nuestros abogados disponibles.",
      },
      {
        title: "Todo resuelto",
        text: "Vuelos, hoteles, vehículos, intérpretes y comidas quedan organizados; usted se concentra en los negocios.",
      },
    ],
  },
  programmes: {
    heading: "Ejemplos de programas",
    intro:
      "Tres ejemplos de misiones recientes. Cada programa se ajusta a sus objetivos, fechas y grupo.",
    items: {
      technology: {
        title: "Misión tecnológica individual",
        text: "Sedes y laboratorios de los líderes chinos en inteligencia artificial, robótica y electrónica, con reuniones sobre alianzas y suministro.",
        durationNote: "",
        listLabel: "Ciudades",
        list: ["Pekín", "Shenzhen", "Guangzhou"],
        tags: ["IA y tecnología", "B2B", "Individual"],
      },
      trade: {
        title: "Misión comercial y de compras en grupo",
        text: "Fábricas, mercados mayoristas y salas de exposición en los deltas del río de las Perlas y del Yangtsé, con apoyo en las compras sobre el terreno.",
        durationNote: "",
        listLabel: "Ciudades",
        list: ["Hong Kong", "Shenzhen", "Guangzhou", "Nankín", "Shanghái"],
        tags: ["Comercio", "Industria", "Grupo"],
      },
      specialised: {
        title: "Misión sectorial",
        text: "Un programa para un solo sector: fabricantes, organismos de certificación y proyectos de referencia elegidos para su ámbito.",
        durationNote: "a consultar",
        listLabel: "Sectores",
        list: [
          "Equipos médicos",
          "HoReCa",
          "Electrónica",
          "Automóviles",
          "Mobiliario",
          "Materiales de construcción",
        ],
        tags: [],
      },
    },
    cta: "Solicite un programa como este",
  },
  partners: {
    heading: "Empresas que visitan nuestras delegaciones",
    intro:
      "Nuestras misiones incluyen visitas y reuniones con los líderes chinos de la tecnología y la automoción.",
    label: "Empresas visitadas en nuestras misiones",
    previous: "Logotipos anteriores",
    next: "Logotipos siguientes",
  },
  why: {
    heading: "Por qué viajar con Pearl River Sourcing",
    items: [
      {
        title: "Diecinueve años en China",
        text: "Nuestro equipo vive y trabaja en Guangzhou desde 2006 y conoce de primera mano sus industrias.",
      },
      {
        title: "La mirada del comprador",
        text: "Buscamos proveedores para nuestros clientes a diario, por eso le mostramos proveedores reales, no fábricas para turistas.",
      },
      {
        title: "Su idioma, su cultura",
        text: "Coordinadores e intérpretes que hablan su idioma y entienden su forma de hacer negocios.",
      },
      {
        title: "Después del viaje",
        text: "La misión continúa: auditamos a los proveedores que le interesaron, pedimos muestras y gestionamos su primer contrato.",
      },
    ],
  },
  request: {
    heading: "Solicite su programa",
    intro:
      "Cuéntenos quién viaja, cuándo y qué desea lograr. Le enviamos un borrador de programa y un presupuesto en un plazo de dos días hábiles.",
  },
  direct: {
    heading: "Comuníquese directamente con nosotros",
    intro: "¿Prefiere conversar? Llame, escriba o abra un chat con nuestro equipo de misiones.",
  },
  contact: {
    heading: "Consúltenos también sobre compras",
    intro:
      "Muchos participantes compran durante la misión. Cuéntenos qué necesita y un especialista del sector le preparará ofertas antes de que aterrice.",
  },
};
