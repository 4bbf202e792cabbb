import type { PageMetaCopy } from "../en/page-meta";

/** Arabic search-result copy of the pages whose content module has none yet (shape defined by English). */
export const pageMeta: PageMetaCopy = {
  missions: {
    title: "البعثات التجارية إلى الصين | Pearl River Sourcing",
    description:
      "بعثات تجارية متكاملة إلى الصين: زيارات للمصانع ومعرض كانتون ولقاءات مع أصحاب الشركات والمستثمرين، مع الترجمة والإقامة الفندقية والتنقلات.",
  },
  privacy: {
    title: "سياسة الخصوصية | Pearl River Sourcing",
    description:
      "كيف تتعامل Pearl River Sourcing مع الاسم واسم الشركة وبيانات الاتصال التي ترسلونها عبر نماذج طلب الأسعار والبعثات التجارية، وما هي حقوقكم.",
  },
  terms: {
    title: "شروط استخدام الموقع | Pearl River Sourcing",
    description:
      "شروط استخدام موقع Pearl River Sourcing: من نحن، وكيف نعالج طلبات الأسعار وطلبات البعثات التجارية، وحدود المسؤولية والقانون الواجب التطبيق.",
  },
};
