import type { SectorsCopy } from "../en/sectors";

/** Versión en español de las seis páginas sectoriales (español neutro, trato de usted). */
export const sectors: SectorsCopy = {
  horeca: {
    meta: {
      title: "Equipamiento HoReCa desde China | Pearl River Sourcing",
      description:
        "Cocinas profesionales, mobiliario para restaurantes y bares, refrigeración y equipamiento hotelero de fábricas chinas, inspeccionado y llave en mano.",
    },
    eyebrow: "Equipamiento y mobiliario HoReCa",
    title: "Cocinas, mobiliario y equipamiento para restaurantes y hoteles",
    subtitle:
      "Desde una cafetería hasta un hotel de 300 habitaciones: un solo pedido, un solo plan de inspección y un solo envío desde nuestro almacén en Guangzhou hasta su obra.",
    heroAlt:
      "Ilustración de una línea de cocina profesional con equipos de acero inoxidable y lámparas colgantes",
    intro: [
      "Guangdong y Zhejiang fabrican la mayor parte del equipamiento de cocina profesional y del mobiliario para hostelería del mundo. Trabajamos con las fábricas que abastecen a cadenas hoteleras internacionales, de modo que usted compra la misma calidad a precio de fábrica, sin pasar por tres niveles de distribuidores.",
      "Envíenos su plano o la lista de equipos de su chef. Nuestros ingenieros verifican tensiones, tipo de gas y certificaciones para su país, agrupan el pedido en el menor número de contenedores posible y planifican la carga para que la cocina llegue antes que el mobiliario y nada quede esperando en obra.",
    ],
    sideCard: {
      heading: "Qué verificamos antes del embarque",
      items: [
        "Acero inoxidable AISI 304 comprobado con analizador de aleaciones",
        "Conexiones eléctricas y de gas según la normativa de su país",
        "Certificados CE, ETL o NSF contrastados con la fábrica",
        "Muestras de tejidos, espumas y acabados aprobadas antes de producir",
      ],
    },
    advantages: {
      heading: "Por qué restauradores y hoteleros compran a través de nosotros",
      items: [
        {
          title: "Un solo proveedor para todo el proyecto",
          text: "Cocina, barra, cámaras frigoríficas, mobiliario y equipamiento de habitaciones de fábricas especializadas, consolidados en un único envío.",
        },
        {
          title: "Especificado para su local",
          text: "Medidas, potencia eléctrica y suministro de gas se cotejan con sus planos antes del anticipo, no al abrir el contenedor.",
        },
        {
          title: "Muestras y habitación piloto",
          text: "Fotografiamos y grabamos las muestras y, para hoteles, montamos en fábrica una habitación piloto completa para su aprobación.",
        },
        {
          title: "Instalación y repuestos",
          text: "Planos de instalación, manuales y un kit de repuestos viajan con la mercancía; nuestros técnicos pueden poner en marcha la cocina en el sitio.",
        },
      ],
    },
    categories: {
      heading: "Qué suministramos",
      intro:
        "Artículos habituales de nuestros pedidos HoReCa. Todos pueden fabricarse a su medida, color y tensión eléctrica.",
      cards: [
        {
          title: "Equipos de cocina",
          items: [
            "Hornos mixtos y hornos de convección",
            "Cocinas de gas y de inducción",
            "Mesas de trabajo y fregaderos de acero inoxidable",
            "Campanas extractoras con filtros",
            "Lavavajillas y lavavajillas de capota",
          ],
        },
        {
          title: "Mobiliario para restaurantes",
          items: [
            "Sillas de madera, metal o tapizadas",
            "Mesas con tablero de compacto fenólico, mármol o madera maciza",
            "Bancadas a medida según su plano",
            "Mobiliario de terraza",
            "Atriles y mostradores de recepción",
          ],
        },
        {
          title: "Barra y refrigeración",
          items: [
            "Barras y muebles de contrabarra",
            "Refrigeradores bajo mostrador y botelleros",
            "Máquinas de hielo y abatidores de temperatura",
            "Cámaras frigoríficas y de congelación",
            "Vitrinas refrigeradas",
          ],
        },
        {
          title: "Equipamiento hotelero",
          items: [
            "Paquetes de mobiliario para habitaciones",
            "Colchones, ropa de cama y toallas",
            "Mobiliario para vestíbulo y salones",
            "Equipos de lavandería y carros de limpieza",
            "Equipos para bufé y banquetes",
          ],
        },
      ],
    },
    contact: {
      heading: "Planifique el equipamiento de su restaurante u hotel",
      intro:
        "Envíenos su plano, su lista de equipos o simplemente el número de cubiertos y habitaciones. Respondemos en un día hábil con nuestras preguntas y un primer presupuesto.",
    },
  },

  manufacturing: {
    meta: {
      title: "Maquinaria industrial desde China | Pearl River Sourcing",
      description:
        "Máquinas CNC, robots, transportadores, moldes y líneas de producción completas de fabricantes chinos auditados, con pruebas en fábrica e instalación.",
    },
    eyebrow: "Equipamiento industrial",
    title: "Máquinas y líneas de producción del corazón industrial de China",
    subtitle:
      "Seleccionamos el fabricante, presenciamos la prueba de aceptación en fábrica, enviamos la línea y desplazamos ingenieros para instalarla y formar a sus operarios.",
    heroAlt:
      "Ilustración de un centro de mecanizado CNC y un brazo robótico junto a un transportador",
    intro: [
      "China fabrica más máquinas herramienta, robots y líneas de envasado que cualquier otro país, pero la calidad entre dos fábricas con el mismo catálogo puede variar enormemente. Preseleccionamos fabricantes mediante auditoría, no por su folleto: máquinas en funcionamiento, componentes clave, personal de servicio y referencias de exportación.",
      "Antes del pago final, nuestros ingenieros realizan la prueba de aceptación en fábrica con sus piezas o su producto y la graban en video. Después, la línea se embala en cajas para transporte marítimo, se asegura y se entrega con planos, manuales y lista de repuestos en español.",
    ],
    sideCard: {
      heading: "Nuestros servicios para compradores industriales",
      items: [
        "Especificación técnica y licitación entre tres o más fábricas",
        "Prueba de aceptación en fábrica con sus piezas, grabada en video",
        "Instalación, puesta en marcha y formación de operarios en planta",
        "Gestión de la garantía con el fabricante en su nombre",
      ],
    },
    advantages: {
      heading: "Qué obtiene usted",
      items: [
        {
          title: "Componentes de marca con servicio local",
          text: "Especificamos controles Siemens, Fanuc, Mitsubishi o Inovance y rodamientos y accionamientos de marca, para que el mantenimiento local sea posible.",
        },
        {
          title: "Líneas completas, un solo responsable",
          text: "Cuando una línea combina máquinas de varias fábricas, nos encargamos de que funcionen juntas y respondemos por las interfaces.",
        },
        {
          title: "Fabricación a medida",
          text: "Moldes, utillajes y máquinas especiales fabricados según sus planos, con revisiones de diseño en cada etapa.",
        },
        {
          title: "Documentación para su mercado",
          text: "Declaraciones CE, esquemas eléctricos y documentos de exportación preparados para el despacho aduanero y su inspector de seguridad.",
        },
      ],
    },
    categories: {
      heading: "Equipos que suministramos",
      intro:
        "Ejemplos de proyectos recientes, desde una sola máquina hasta una planta llave en mano.",
      cards: [
        {
          title: "Máquinas CNC",
          items: [
            "Tornos y centros de torneado CNC",
            "Centros de mecanizado verticales y de 5 ejes",
            "Máquinas de corte por láser de fibra",
            "Plegadoras y cizallas CNC",
            "Máquinas de electroerosión por hilo",
          ],
        },
        {
          title: "Automatización y robótica",
          items: [
            "Robots industriales de soldadura y manipulación",
            "Transportadores de banda, rodillos y cadena",
            "Celdas de paletizado y despaletizado",
            "Almacenes automáticos",
            "Estaciones de inspección por visión artificial",
          ],
        },
        {
          title: "Moldes y envasado",
          items: [
            "Moldes de inyección para piezas de plástico",
            "Moldes de fundición a presión y troqueles",
            "Envasadoras de formado, llenado y sellado",
            "Líneas de embotellado y taponado",
            "Formadoras de cajas y enfardadoras",
          ],
        },
        {
          title: "Líneas de producción",
          items: [
            "Líneas de procesado de alimentos y bebidas",
            "Plantas de mezcla y envasado de químicos",
            "Líneas farmacéuticas de comprimidos y cápsulas",
            "Líneas de materiales de construcción: bloques, paneles, baldosas",
            "Hilatura, tejeduría y acabado textil",
          ],
        },
      ],
    },
    contact: {
      heading: "Cuéntenos su necesidad de producción",
      intro:
        "Indíquenos qué produce, en qué volumen y con qué materiales. Nuestros ingenieros le propondrán opciones de equipos y un primer presupuesto.",
    },
  },

  electronics: {
    meta: {
      title: "Electrónica y equipos TI desde China | Pearl River Sourcing",
      description:
        "Servidores, equipos de red, teléfonos, portátiles, pantallas y componentes de Huawei, Lenovo, Xiaomi, Hisense y distribuidores chinos autorizados.",
    },
    eyebrow: "Electrónica y TI",
    title: "Servidores, dispositivos y componentes de marcas chinas originales",
    subtitle:
      "Comprados a los fabricantes y a sus distribuidores autorizados, revisados unidad por unidad y enviados con facturas que resisten cualquier control aduanero.",
    heroAlt:
      "Ilustración de un armario de servidores, un portátil y una placa de circuito con pistas luminosas",
    intro: [
      "En Shenzhen se diseña y ensambla la mayor parte de la electrónica del mundo. Compramos a marcas como Huawei, Lenovo, Xiaomi, Hisense y TCL y a sus distribuidores autorizados, por lo que cada equipo es original, nuevo y cuenta con la garantía del fabricante.",
      "En proyectos de TI verificamos la compatibilidad antes de comprar: firmware global, fuentes de alimentación, distribución de teclado, bandas de radio y certificaciones para su país. Los componentes se rastrean por lote y código de fecha, y el riesgo de falsificación se descarta antes de pagar.",
    ],
    sideCard: {
      heading: "Nuestras garantías",
      items: [
        "Solo productos nuevos y originales, con números de serie verificables",
        "Firmware global o regional y enchufes para su país",
        "Lotes de componentes verificados por código de fecha y autenticidad",
        "Garantía del fabricante, con devoluciones gestionadas por nosotros",
      ],
    },
    advantages: {
      heading: "Por qué nos eligen compradores de TI y minoristas",
      items: [
        {
          title: "Precios directos de marca y distribuidor",
          text: "Precios por volumen de los socios de canal de los fabricantes, sin el sobreprecio de los revendedores del mercado gris.",
        },
        {
          title: "Proyectos preconfigurados",
          text: "Servidores y equipos de red ensamblados, con firmware cargado y probados según su configuración antes del envío.",
        },
        {
          title: "Logística segura",
          text: "La electrónica viaja asegurada, en cajas precintadas, por vía aérea o marítima y con la documentación de baterías de litio en regla.",
        },
        {
          title: "Apoyo en certificación",
          text: "Documentos CE, FCC, SASO o EAC solicitados a la marca u obtenidos en laboratorios acreditados.",
        },
      ],
    },
    categories: {
      heading: "Gama de productos",
      intro:
        "Ejemplos de lo que suministramos, con las marcas chinas que más nos piden nuestros clientes.",
      cards: [
        {
          title: "Servidores y redes",
          items: [
            "Servidores en rack: Inspur, Huawei, Lenovo",
            "Conmutadores y enrutadores: Huawei, H3C, ZTE",
            "Puntos de acceso Wi-Fi 6 y 7: Ruijie, TP-Link",
            "Sistemas de almacenamiento y NAS",
            "Sistemas de alimentación ininterrumpida para centros de datos",
          ],
        },
        {
          title: "Teléfonos, portátiles y tabletas",
          items: [
            "Teléfonos inteligentes: Huawei, Xiaomi, Honor, OPPO, vivo",
            "Portátiles: Lenovo ThinkPad, Huawei MateBook",
            "Tabletas: Lenovo, Xiaomi Pad, Huawei MatePad",
            "Dispositivos robustos para trabajo de campo",
            "Accesorios y cargadores: Anker, Baseus",
          ],
        },
        {
          title: "Monitores y televisores",
          items: [
            "Televisores: Hisense, TCL, Skyworth",
            "Monitores de oficina y para videojuegos: AOC, Xiaomi",
            "Pantallas interactivas para aulas",
            "Videomuros LED y señalización digital",
            "Proyectores y televisores láser",
          ],
        },
        {
          title: "Microchips y componentes",
          items: [
            "Microcontroladores y SoC",
            "Memorias y SSD: YMTC, CXMT",
            "Componentes pasivos y conectores",
            "Placas de circuito impreso y ensamblaje",
            "Paneles de pantalla: BOE, CSOT",
          ],
        },
      ],
    },
    contact: {
      heading: "Solicite una cotización de electrónica o TI",
      intro:
        "Envíenos su lista de modelos y cantidades, o la necesidad que quiere resolver. Respondemos en un día hábil con disponibilidad y precios.",
    },
  },

  medical: {
    meta: {
      title: "Equipos médicos desde China | Pearl River Sourcing",
      description:
        "Ecógrafos, rayos X, analizadores de laboratorio y monitores de paciente certificados de fabricantes chinos líderes, con registro sanitario y servicio técnico.",
    },
    eyebrow: "Equipamiento médico",
    title: "Equipos certificados de diagnóstico y laboratorio para clínicas y hospitales",
    subtitle:
      "Equipos de fabricantes con certificación ISO 13485 y CE, entregados con la documentación que exige su autoridad sanitaria, instalados y con soporte.",
    heroAlt:
      "Ilustración de un ecógrafo y un monitor de paciente con una curva de frecuencia cardíaca",
    intro: [
      "Fabricantes chinos como Mindray, United Imaging y SonoScape equipan hoy hospitales en más de cien países. Solo trabajamos con fabricantes que tienen certificados ISO 13485 y CE o FDA para el modelo exacto que usted compra, y verificamos esos certificados ante el organismo emisor.",
      "Una compra médica exige más que un precio: reunimos el expediente técnico, las declaraciones y los certificados de libre venta para el registro sanitario en su país, coordinamos la instalación con ingenieros certificados y formamos a su personal. La garantía y el servicio posgarantía se pactan en el contrato, con repuestos disponibles durante años.",
    ],
    sideCard: {
      heading: "Garantías para compradores del sector salud",
      items: [
        "Certificados ISO 13485 y CE o FDA verificados para cada modelo",
        "Documentación para el registro ante la autoridad sanitaria de su país",
        "Instalación y formación del personal por ingenieros certificados",
        "Garantía y servicio posgarantía con repuestos",
      ],
    },
    advantages: {
      heading: "Cómo reducimos su riesgo",
      items: [
        {
          title: "Solo fabricantes certificados",
          text: "Auditamos el sistema de calidad de cada fábrica y verificamos el certificado de cada modelo, no solo el de la empresa.",
        },
        {
          title: "Configurado para su servicio",
          text: "Sondas, opciones de software y accesorios elegidos con sus médicos, para que el equipo haga lo que el servicio necesita.",
        },
        {
          title: "Apoyo en licitaciones",
          text: "Especificaciones, cuadros comparativos y cartas de autorización del fabricante para licitaciones públicas y privadas.",
        },
        {
          title: "Servicio después de la entrega",
          text: "Diagnóstico remoto, un socio de servicio local donde lo haya y repuestos enviados desde Guangzhou en pocos días.",
        },
      ],
    },
    categories: {
      heading: "Equipos que suministramos",
      intro:
        "Ejemplos de nuestros proyectos médicos; cada modelo se entrega con sus certificados y documentación.",
      cards: [
        {
          title: "Ecógrafos",
          items: [
            "Ecógrafos de carro para diagnóstico general",
            "Ecografía cardiológica y vascular",
            "Sistemas de ginecología y obstetricia con 4D",
            "Ecógrafos portátiles y de punto de atención",
            "Sondas y guías de biopsia",
          ],
        },
        {
          title: "Equipos de rayos X",
          items: [
            "Sistemas de radiografía digital (DR)",
            "Equipos de rayos X portátiles",
            "Arcos en C para quirófano",
            "Mamógrafos",
            "Ortopantomógrafos y equipos CBCT dentales",
          ],
        },
        {
          title: "Analizadores de laboratorio",
          items: [
            "Analizadores de hematología",
            "Analizadores de bioquímica",
            "Analizadores de inmunoensayo",
            "Analizadores de orina y de coagulación",
            "Reactivos y consumibles",
          ],
        },
        {
          title: "Monitores de paciente",
          items: [
            "Monitores multiparamétricos de cabecera",
            "Centrales de monitorización",
            "Electrocardiógrafos",
            "Pulsioxímetros y monitores de signos vitales",
            "Monitores fetales y maternos",
          ],
        },
      ],
    },
    contact: {
      heading: "Equipe su clínica o laboratorio",
      intro:
        "Indíquenos qué servicio está equipando y qué equipos necesita. Respondemos en un día hábil con opciones certificadas y precios.",
    },
  },

  villas: {
    meta: {
      title: "Mobiliario y domótica para villas | Pearl River Sourcing",
      description:
        "Mobiliario de diseño y a medida, domótica, electrodomésticos de alta gama y equipamiento de jardín para villas privadas, según sus planos y llave en mano.",
    },
    eyebrow: "Equipamiento y mobiliario para villas",
    title: "Mobiliario, domótica y electrodomésticos para residencias privadas",
    subtitle:
      "Amueblamos una villa desde la puerta de entrada hasta el jardín: según los planos de su diseñador, revisado en fábrica y entregado en un solo envío.",
    heroAlt:
      "Ilustración del salón de una villa con un sofá de diseño, una lámpara de pie y vista al jardín",
    intro: [
      "Foshan, la capital china del mueble, fabrica piezas a medida para las marcas de interiorismo más conocidas del mundo. Convertimos los diseños de su interiorista en planos de fabricación, encargamos muestras con los tejidos, piedras y chapas reales y las aprobamos con usted antes de iniciar la producción.",
      "Una villa es mucho más que muebles. Suministramos la domótica, la iluminación, los electrodomésticos de cocina de alta gama y el equipamiento del jardín, etiquetamos cada caja por estancia y podemos enviar un equipo de montaje e instalación para que usted se mude a una casa terminada.",
    ],
    sideCard: {
      heading: "Nuestros servicios para propietarios de villas",
      items: [
        "Planos de fabricación y muestras a partir del concepto de su diseñador",
        "Visitas a fábrica por video o en persona antes de producir",
        "Cada pieza etiquetada por estancia y embalada para transporte marítimo",
        "Equipo de montaje e instalación bajo pedido",
      ],
    },
    advantages: {
      heading: "Por qué elegirnos para su villa",
      items: [
        {
          title: "Fabricación a medida",
          text: "Sofás, vestidores, cocinas y puertas hechos a sus medidas y acabados, no elegidos de un catálogo.",
        },
        {
          title: "Calidad que se ve",
          text: "Madera maciza, mármol natural y piel de flor verificados en fábrica, con fotos de cada pieza terminada.",
        },
        {
          title: "Todo en un solo envío",
          text: "Mobiliario, iluminación, electrodomésticos y equipamiento de jardín consolidados en nuestro almacén y entregados juntos.",
        },
        {
          title: "Ahorro del 40–60%",
          text: "Frente a la misma calidad comprada en salas de exposición de Europa o del Golfo.",
        },
      ],
    },
    categories: {
      heading: "Qué suministramos",
      intro:
        "Ejemplos de villas que hemos amueblado, todo fabricado o elegido según las indicaciones del propietario.",
      cards: [
        {
          title: "Mobiliario de diseño",
          items: [
            "Sofás y sillones en piel o tela",
            "Mesas de comedor de mármol o madera maciza",
            "Camas y dormitorios completos",
            "Vestidores y armarios empotrados",
            "Iluminación: lámparas de araña y de diseño",
          ],
        },
        {
          title: "Domótica",
          items: [
            "Control inteligente de iluminación y cortinas",
            "Videoporteros y cerraduras inteligentes",
            "Cámaras de seguridad y sistemas de alarma",
            "Audio multisala y cine en casa",
            "Climatización y purificación del aire",
          ],
        },
        {
          title: "Electrodomésticos de alta gama",
          items: [
            "Hornos, placas y hornos de vapor integrables",
            "Refrigeradores de puerta francesa y vinotecas",
            "Lavavajillas y cafeteras",
            "Lavadoras-secadoras y sistemas de lavandería",
            "Cocinas con encimeras de piedra",
          ],
        },
        {
          title: "Jardín y paisajismo",
          items: [
            "Mobiliario exterior de descanso y comedor",
            "Pérgolas y techos de lamas orientables",
            "Equipos para piscina y bombas de calor",
            "Iluminación y riego de jardín",
            "Cocinas exteriores y barbacoas",
          ],
        },
      ],
    },
    contact: {
      heading: "Amueble su villa",
      intro:
        "Envíenos sus planos o el concepto de su diseñador. Respondemos en un día hábil con muestras para valorar y un primer presupuesto.",
    },
  },

  "premium-cars": {
    meta: {
      title: "Automóviles chinos de alta gama | Pearl River Sourcing",
      description:
        "Vehículos eléctricos, sedanes de lujo y SUV de BYD, NIO, Li Auto, Zeekr, XPeng y Hongqi, inspeccionados antes del embarque y con documentos de exportación.",
    },
    eyebrow: "Automóviles de alta gama",
    title: "Automóviles eléctricos y de lujo de las principales marcas chinas",
    subtitle:
      "Vehículos nuevos comprados a concesionarios oficiales, inspeccionados antes del embarque y entregados en su puerto con la documentación para matricularlos.",
    heroAlt: "Ilustración de un SUV eléctrico de alta gama en una carretera costera al atardecer",
    intro: [
      "Los fabricantes chinos lideran hoy la propulsión eléctrica, las baterías y el software a bordo. Compramos vehículos nuevos de BYD, NIO, Li Auto, Zeekr, XPeng, Hongqi y otras marcas de alta gama a través de concesionarios oficiales y canales de exportación, para flotas, concesionarios y compradores particulares.",
      "Cada vehículo se inspecciona antes del embarque: carrocería, espesor de pintura, estado de salud de la batería, versión de software y paquetes de idioma. Gestionamos la licencia de exportación, el transporte en buque ro-ro o en contenedor y los documentos que su país exige para la matriculación.",
    ],
    sideCard: {
      heading: "Inspección previa al embarque",
      items: [
        "Carrocería, espesor de pintura y bajos revisados y fotografiados",
        "Estado de salud de la batería y carga comprobados",
        "Software, navegación e idioma configurados para su mercado",
        "Licencia de exportación, certificado de conformidad y documentos de embarque",
      ],
    },
    advantages: {
      heading: "Por qué comprar a través de nosotros",
      items: [
        {
          title: "Vehículos nuevos por canales oficiales",
          text: "Comprados a concesionarios y exportadores autorizados, con las condiciones de la garantía de fábrica confirmadas por escrito.",
        },
        {
          title: "Especificados para su clima y sus carreteras",
          text: "Volante a la derecha o a la izquierda, estándar de carga y paquete climático verificados según su país.",
        },
        {
          title: "Envío hasta su puerto",
          text: "Buque ro-ro o contenedores de 40 pies con dos a cuatro vehículos cada uno, asegurados y con seguimiento hasta su puerto.",
        },
        {
          title: "Servicio y repuestos",
          text: "Repuestos y soporte de diagnóstico después de la entrega, y contactos de los talleres oficiales de la marca donde existan.",
        },
      ],
    },
    categories: {
      heading: "Modelos y tecnologías",
      intro:
        "Ejemplos de lo que piden nuestros clientes. La disponibilidad y las condiciones de exportación cambian a menudo: solicite la lista actualizada.",
      cards: [
        {
          title: "Vehículos eléctricos",
          items: ["BYD Seal", "Xiaomi SU7", "Zeekr 001", "XPeng P7+", "NIO ET5"],
        },
        {
          title: "Sedanes de lujo",
          items: ["Hongqi H9", "NIO ET9", "Yangwang U7", "Denza Z9 GT", "Avatr 12"],
        },
        {
          title: "SUV de alta gama",
          items: ["Li Auto L9", "Yangwang U8", "NIO ES8", "Zeekr 9X", "AITO M9"],
        },
        {
          title: "Tecnologías",
          items: [
            "Conducción asistida por navegación en autopista y ciudad",
            "Habitáculos inteligentes con asistente de voz",
            "Carga rápida a 800 voltios",
            "Autonomía de {carRange} km con una sola carga",
            "Interiores de lujo con asientos de masaje",
          ],
        },
      ],
    },
    contact: {
      heading: "Encargue su vehículo desde China",
      intro:
        "Indíquenos el modelo, la cantidad y su país. Respondemos en un día hábil con disponibilidad, precio puesto en destino y plazos.",
    },
  },
};
