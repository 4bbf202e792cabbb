import type { LeadEmailCopy } from "../en/lead-email";

/** Russian copy of the sales team's lead e-mail (shape defined by English). */
export const leadEmail: LeadEmailCopy = {
  subject: {
    contact: "Новый запрос от {name}",
    mission: "Новая заявка на бизнес-миссию от {name}",
  },
  intro: {
    contact: "С сайта пришёл новый запрос через контактную форму.",
    mission: "С сайта пришла новая заявка на бизнес-миссию.",
  },
  replyHint: "Чтобы ответить отправителю, просто ответьте на это письмо.",
  labels: {
    name: "Имя",
    company: "Компания",
    email: "Электронная почта",
    phone: "Телефон",
    category: "Категория товаров",
    program: "Интересующая программа",
    message: "Сообщение",
    locale: "Язык сайта",
    page: "Страница",
    receivedAt: "Получено (UTC)",
    id: "Номер заявки",
  },
  notGiven: "не указано",
};
