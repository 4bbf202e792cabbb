import type { LegalMetaCopy } from "../en/legal-meta";

/** Russian search-result copy of the privacy and terms pages (shape defined by English). */
export const legalMeta: LegalMetaCopy = {
  privacy: {
    title: "Политика конфиденциальности | Pearl River Sourcing",
    description:
      "Как Pearl River Sourcing обрабатывает имя, название компании и контакты, которые вы отправляете через формы запроса цены и заявки на бизнес-миссии.",
  },
  terms: {
    title: "Условия использования сайта | Pearl River Sourcing",
    description:
      "Условия использования сайта Pearl River Sourcing: кто мы, как мы обрабатываем запросы цен и заявки на бизнес-миссии, ответственность и применимое право.",
  },
};
