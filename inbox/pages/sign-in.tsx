import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  inboxApiPaths,
  signInRequestSchema,
  signInResponseSchema,
  totpRequestSchema,
  type SignInRequest,
  type TotpRequest,
} from "@lib/inbox/api";
import { Button } from "@lib/ui/button";
import { ApiError, apiRequest, forgetCsrfToken } from "../api/client";
import { controlClass, ErrorMessage, FormField } from "../components/form-field";
import { usePageTitle } from "../components/page-title";
import { waitInWords } from "../components/wait";
import { useCopy, type Copy } from "../i18n/copy";

/** The administrator's command that enrols a second factor (server/inbox/user-commands.ts). */
const mfaCommand = "npm run leads -- user mfa EMAIL";

/** The message for a refused sign-in: never says whether the account exists (issues 20, 35). */
function refusal(copy: Copy, error: unknown): string {
  const { t } = copy;
  if (error instanceof ApiError && error.status === 429) {
    return error.retryAfterSeconds
      ? t("signIn.refusals.rateLimitedFor", { wait: waitInWords(copy, error.retryAfterSeconds) })
      : t("signIn.refusals.rateLimited");
  }
  if (error instanceof ApiError && error.code === "invalid_credentials") {
    return t("signIn.refusals.invalidCredentials");
  }
  if (error instanceof ApiError && error.code === "invalid_code") {
    return t("signIn.refusals.invalidCode");
  }
  if (error instanceof ApiError && error.code === "mfa_enrolment_required") {
    return t("signIn.refusals.mfaEnrolmentRequired", { command: mfaCommand });
  }
  if (error instanceof ApiError) return t("signIn.refusals.refused", { status: error.status });
  return t("signIn.refusals.unreachable");
}

/** Signed in: a full navigation to the list, whose pages come from the server. */
function enterInbox() {
  forgetCsrfToken();
  window.location.replace("/inbox/");
}

/**
 * /inbox/sign-in: e-mail and password, sent with the CSRF token (GET /api/inbox/csrf); for
 * a user with a second factor, then the authenticator app's code (issue 35). On success,
 * a full navigation to the list.
 */
export function SignInPage() {
  const { t } = useCopy();
  usePageTitle(t("signIn.pageTitle"));
  const [step, setStep] = useState<"password" | "code">("password");
  const [failure, setFailure] = useState<string | null>(null);
  const back = (message: string) => {
    setStep("password");
    setFailure(message);
  };
  return (
    <main
      id="main"
      className="flex min-h-dvh items-start justify-center px-4 py-12 sm:items-center"
    >
      <div className="w-full max-w-sm rounded-lg border border-line bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">{t("signIn.heading")}</h1>
        {step === "password" ? (
          <PasswordForm
            failure={failure}
            setFailure={setFailure}
            onCodeAsked={() => {
              setFailure(null);
              setStep("code");
            }}
          />
        ) : (
          <CodeForm onRestart={back} />
        )}
      </div>
    </main>
  );
}

function PasswordForm({
  failure,
  setFailure,
  onCodeAsked,
}: {
  failure: string | null;
  setFailure: (message: string | null) => void;
  onCodeAsked: () => void;
}) {
  const copy = useCopy();
  const { t } = copy;
  const form = useForm<SignInRequest>({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await apiRequest(inboxApiPaths.signIn, {
        method: "POST",
        body: values,
        schema: signInResponseSchema,
        allowUnauthenticated: true,
      });
      if (answer?.next === "totp") onCodeAsked();
      else enterInbox();
    } catch (error) {
      setFailure(refusal(copy, error));
      form.setValue("password", "");
      form.setFocus("password");
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-6 flex flex-col gap-4"
      aria-label={t("signIn.submit")}
    >
      {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
      <FormField
        id="email"
        label={t("signIn.email")}
        error={errors.email ? t("signIn.emailError") : undefined}
      >
        {(describedBy) => (
          <input
            id="email"
            type="email"
            autoComplete="username"
            autoFocus
            className={controlClass}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy}
            {...form.register("email")}
          />
        )}
      </FormField>
      <FormField
        id="password"
        label={t("signIn.password")}
        error={errors.password ? t("signIn.passwordError") : undefined}
      >
        {(describedBy) => (
          <input
            id="password"
            type="password"
            autoComplete="current-password"
            className={controlClass}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy}
            {...form.register("password")}
          />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("signIn.submitting") : t("signIn.submit")}
      </Button>
    </form>
  );
}

/**
 * The second step: the 6-digit code of the user's authenticator app. The password's
 * session waits 5 minutes for it; past that (401), back to the password.
 */
function CodeForm({ onRestart }: { onRestart: (message: string) => void }) {
  const copy = useCopy();
  const { t } = copy;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TotpRequest>({
    resolver: zodResolver(totpRequestSchema),
    defaultValues: { code: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiRequest(inboxApiPaths.signInTotp, {
        method: "POST",
        body: values,
        allowUnauthenticated: true,
      });
      enterInbox();
    } catch (error) {
      if (error instanceof ApiError && error.code === "unauthenticated") {
        onRestart(t("signIn.codeTimedOut"));
        return;
      }
      setFailure(refusal(copy, error));
      form.setValue("code", "");
      form.setFocus("code");
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-6 flex flex-col gap-4"
      aria-label={t("signIn.code")}
    >
      {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
      <FormField
        id="code"
        label={t("signIn.code")}
        hint={t("signIn.codeHint")}
        error={errors.code ? t("signIn.codeError") : undefined}
      >
        {(describedBy) => (
          <input
            id="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={7}
            className={controlClass}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={describedBy}
            {...form.register("code")}
          />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("signIn.codeSubmitting") : t("signIn.codeSubmit")}
      </Button>
    </form>
  );
}
