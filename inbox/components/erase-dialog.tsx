import { useEffect, useRef } from "react";
import { Button } from "@lib/ui/button";
import { useCopy } from "../i18n/copy";
import { ErrorMessage } from "./form-field";

/**
 * The confirmation before erasing a person's data, naming their e-mail. A modal
 * `<dialog>`: the browser keeps focus inside and Escape closes it; focus starts on
 * "Cancel" (the safe choice) and returns to the button that opened it on close.
 */
export function EraseDialog({
  email,
  open,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  email: string;
  open: boolean;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t, rich } = useCopy();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const opener = document.activeElement as HTMLElement | null;
      element.showModal();
      cancel.current?.focus();
      return () => opener?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="erase-title"
      aria-describedby="erase-description"
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onCancel();
      }}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-lg bg-white p-6 text-ink shadow-xl"
    >
      <h2 id="erase-title" className="text-xl font-bold">
        {t("lead.erase.dialogTitle", { email })}
      </h2>
      <div id="erase-description" className="mt-3 flex flex-col gap-2">
        <p>
          {rich("lead.erase.dialogText", {
            email: <strong className="break-all">{email}</strong>,
          })}
        </p>
      </div>
      {error ? (
        <div className="mt-3">
          <ErrorMessage>{error}</ErrorMessage>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button ref={cancel} type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t("lead.erase.cancel")}
        </Button>
        <Button type="button" onClick={onConfirm} disabled={pending}>
          {pending ? t("lead.erase.erasing") : t("lead.erase.confirm")}
        </Button>
      </div>
    </dialog>
  );
}
