import type { LeadEmailCopy } from "../en/lead-email";

/** Arabic copy of the sales team's lead e-mail (shape defined by English). */
export const leadEmail: LeadEmailCopy = {
  subject: {
    contact: "استفسار جديد من {name}",
    mission: "طلب بعثة تجارية جديد من {name}",
  },
  intro: {
    contact: "وصل استفسار جديد عبر نموذج التواصل في الموقع.",
    mission: "وصل طلب جديد للمشاركة في بعثة تجارية عبر الموقع.",
  },
  replyHint: "للرد على المرسل مباشرةً، أجيبوا على هذه الرسالة.",
  labels: {
    name: "الاسم",
    company: "الشركة",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    category: "فئة المنتج",
    program: "البرنامج المطلوب",
    message: "الرسالة",
    locale: "لغة الموقع",
    page: "الصفحة",
    receivedAt: "وقت الاستلام (UTC)",
    id: "رقم الطلب",
  },
  notGiven: "غير مذكور",
};
