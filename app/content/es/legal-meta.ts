import type { LegalMetaCopy } from "../en/legal-meta";

/** Spanish search-result copy of the privacy and terms pages (shape defined by English). */
export const legalMeta: LegalMetaCopy = {
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
