import type { PageMetaCopy } from "../en/page-meta";

/** Spanish search-result copy of the pages whose content module has none yet (shape defined by English). */
export const pageMeta: PageMetaCopy = {
  missions: {
    title: "Misiones comerciales a China | Pearl River Sourcing",
    description:
      "Misiones comerciales llave en mano a China: visitas a fábricas, Feria de Cantón, reuniones con empresarios e inversores, intérpretes, hoteles y traslados.",
  },
  privacy: {
    title: "Política de privacidad | Pearl River Sourcing",
    description:
      "Cómo trata Pearl River Sourcing el nombre, la empresa y los datos de contacto que envía en los formularios de cotización y de misiones empresariales.",
  },
  terms: {
    title: "Condiciones de uso del sitio | Pearl River Sourcing",
    description:
      "Uso del sitio de Pearl River Sourcing: quiénes somos, cómo tramitamos las solicitudes de cotización y de misiones, responsabilidad y ley aplicable.",
  },
};
