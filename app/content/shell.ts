import type { Locale } from "~/i18n/locales";

interface ShellCopy {
  /** Accessible label of the toast region (SPEC §4: 'Notifications'). */
  notifications: string;
  /** The 404 page (SPEC §2, §8). */
  notFound: { title: string; heading: string; text: string; home: string };
  /** The generic routing-error page (SPEC §8). */
  error: { title: string; heading: string };
}

/**
 * Copy of the page shell: the toast region, the 404 page and the routing-error page.
 * It lives apart from the rest of the copy because these render where no build-time
 * loader ran, so these few strings ship in the bundle for all four locales.
 */
export const shellCopy: Record<Locale, ShellCopy> = {
  en: {
    notifications: "Notifications",
    notFound: {
      title: "Page not found",
      heading: "404",
      text: "Oops! Page not found",
      home: "Return to Home",
    },
    error: { title: "Error", heading: "Unexpected Application Error!" },
  },
  ar: {
    notifications: "الإشعارات",
    notFound: {
      title: "الصفحة غير موجودة",
      heading: "404",
      text: "عذرًا! لم نعثر على هذه الصفحة",
      home: "العودة إلى الرئيسية",
    },
    error: { title: "خطأ", heading: "حدث خطأ غير متوقع في التطبيق!" },
  },
  ru: {
    notifications: "Уведомления",
    notFound: {
      title: "Страница не найдена",
      heading: "404",
      text: "Упс! Такой страницы нет",
      home: "Вернуться на главную",
    },
    error: { title: "Ошибка", heading: "Непредвиденная ошибка приложения!" },
  },
  es: {
    notifications: "Notificaciones",
    notFound: {
      title: "Página no encontrada",
      heading: "404",
      text: "¡Vaya! No encontramos esta página",
      home: "Volver al inicio",
    },
    error: { title: "Error", heading: "¡Error inesperado de la aplicación!" },
  },
};
