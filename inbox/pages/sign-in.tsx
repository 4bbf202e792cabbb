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

/** The message for a refused sign-in: never says whether the account exists (issues 20, 35). */
function refusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return error.retryAfterSeconds
      ? `Too many sign-in attempts from this connection. Try again in ${waitInWords(error.retryAfterSeconds)}.`
      : "Too many sign-in attempts from this connection. Wait a few minutes and try again.";
  }
  if (error instanceof ApiError && error.code === "invalid_credentials") {
    return "The e-mail or password is not right. After 5 failed attempts, this connection waits a minute, then longer.";
  }
  if (error instanceof ApiError && error.code === "invalid_code") {
    return "That code is not right, has expired or was already used. Enter the current code from your authenticator app.";
  }
  if (error instanceof ApiError && error.code === "mfa_enrolment_required") {
    return "This inbox requires a second factor, and your account has none yet. Ask the administrator to enrol one (npm run leads -- user mfa EMAIL), then sign in again.";
  }
  if (error instanceof ApiError)
    return `The server refused the sign-in (${error.status}). Try again.`;
  return "The inbox server could not be reached. Check the connection and try again.";
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
  usePageTitle("Sign in");
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
        <h1 className="text-2xl font-bold">Sign in to the leads inbox</h1>
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
      setFailure(refusal(error));
      form.setValue("password", "");
      form.setFocus("password");
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4" aria-label="Sign in">
      {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
      <FormField
        id="email"
        label="E-mail"
        error={errors.email ? "Enter the e-mail address of your account." : undefined}
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
        label="Password"
        error={errors.password ? "Enter your password." : undefined}
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
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}

/**
 * The second step: the 6-digit code of the user's authenticator app. The password's
 * session waits 5 minutes for it; past that (401), back to the password.
 */
function CodeForm({ onRestart }: { onRestart: (message: string) => void }) {
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
        onRestart("The code was not entered in time. Sign in again with your password.");
        return;
      }
      setFailure(refusal(error));
      form.setValue("code", "");
      form.setFocus("code");
    }
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-6 flex flex-col gap-4"
      aria-label="Authentication code"
    >
      {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
      <FormField
        id="code"
        label="Authentication code"
        hint="The 6-digit code your authenticator app shows for the leads inbox."
        error={errors.code ? "Enter the 6 digits of the code." : undefined}
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
        {isSubmitting ? "Checking…" : "Continue"}
      </Button>
    </form>
  );
}
