import type { LegalMetaCopy } from "../en/legal-meta";

/** Arabic search-result copy of the privacy and terms pages (shape defined by English). */
export const legalMeta: LegalMetaCopy = {
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
