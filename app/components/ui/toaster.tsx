import { Toaster as Sonner } from "sonner";

/**
 * Toast options of SPEC §4: bottom-right (bottom-left in RTL, the same corner for the reader),
 * about 4 s, at most 3 visible, swipe to dismiss (Sonner's default), Alt+T to focus.
 */
export const toastDefaults = {
  duration: 4000,
  visibleToasts: 3,
  hotkey: ["altKey", "KeyT"],
} as const;

/**
 * The page shell's toast region (SPEC §4), labelled in the page's language (`label`:
 * 'Notifications'), with the spec's options. An island rendered when a form's code loads (the only thing that toasts).
 */
export function Toaster({ label, dir }: { label: string; dir: "ltr" | "rtl" }) {
  return (
    <Sonner
      {...toastDefaults}
      hotkey={[...toastDefaults.hotkey]}
      position={dir === "rtl" ? "bottom-left" : "bottom-right"}
      dir={dir}
      containerAriaLabel={label}
      richColors
      closeButton
    />
  );
}
