import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { inboxApiPaths, signInRequestSchema, type SignInRequest } from "@lib/inbox/api";
import { Button } from "@lib/ui/button";
import { ApiError, apiRequest, forgetCsrfToken } from "../api/client";
import { controlClass, ErrorMessage, FormField } from "../components/form-field";
import { usePageTitle } from "../components/page-title";
import { waitInWords } from "../components/wait";

/** The message for a refused sign-in: never says whether the account exists (issue 20). */
function refusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return error.retryAfterSeconds
      ? `Too many sign-in attempts. Try again in ${waitInWords(error.retryAfterSeconds)}.`
      : "Too many sign-in attempts. Wait a few minutes and try again.";
  }
  if (error instanceof ApiError && error.status === 401) {
    return "The e-mail or password is not right. After 10 failed attempts an account is locked for 15 minutes.";
  }
  if (error instanceof ApiError)
    return `The server refused the sign-in (${error.status}). Try again.`;
  return "The inbox server could not be reached. Check the connection and try again.";
}

/**
 * /inbox/sign-in: e-mail and password, sent with the CSRF token (GET /api/inbox/csrf). On
 * success, a full navigation to the list: the new session's pages come from the server.
 */
export function SignInPage() {
  usePageTitle("Sign in");
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInRequest>({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiRequest(inboxApiPaths.signIn, {
        method: "POST",
        body: values,
        allowUnauthenticated: true,
      });
      forgetCsrfToken();
      window.location.replace("/inbox/");
    } catch (error) {
      setFailure(refusal(error));
      form.setValue("password", "");
      form.setFocus("password");
    }
  });
  return (
    <main
      id="main"
      className="flex min-h-dvh items-start justify-center px-4 py-12 sm:items-center"
    >
      <div className="w-full max-w-sm rounded-lg border border-line bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">Sign in to the leads inbox</h1>
        <form
          noValidate
          onSubmit={onSubmit}
          className="mt-6 flex flex-col gap-4"
          aria-label="Sign in"
        >
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
      </div>
    </main>
  );
}
