import type { PageMetaCopy } from "../en/page-meta";

/** Russian search-result copy of the pages whose content module has none yet (shape defined by English). */
export const pageMeta: PageMetaCopy = {
  missions: {
    title: "Бизнес-миссии в Китай под ключ | Pearl River Sourcing",
    description:
      "Деловые поездки в Китай под ключ: визиты на фабрики, Кантонская ярмарка, встречи с владельцами компаний и инвесторами, переводчики, отели и трансферы.",
  },
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
