import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import {
  eraseResponseSchema,
  inboxApiPaths,
  inboxStatuses,
  noteMaxLength,
  noteRequestSchema,
  noteSchema,
  type InboxStatus,
  type LeadDetail,
  type NoteRequest,
} from "@lib/inbox/api";
import { attributionKeys, recordFields } from "@lib/leads/lead-record";
import { Button } from "@lib/ui/button";
import { ApiError, apiRequest } from "../api/client";
import { leadQuery } from "../api/queries";
import { EraseDialog } from "../components/erase-dialog";
import { controlClass, ErrorMessage, FormField } from "../components/form-field";
import { shownStatus } from "../components/format";
import { leadFieldRows } from "../components/lead-fields";
import { LeadFiles } from "../components/lead-files";
import { OwnerControl } from "../components/owner-control";
import { ReplyPromise } from "../components/reply-promise";
import { usePageTitle } from "../components/page-title";
import { SpamReasonNote } from "../components/spam-reason";
import { ChoiceForm } from "../components/choice-form";
import { StatusBadge } from "../components/status-badge";
import { useCopy } from "../i18n/copy";

const cardClass = "rounded-lg border border-line bg-white p-4 sm:p-6";

/** A definition list of `rows`; an empty value reads "Not given". */
function Fields({ rows }: { rows: [string, ReactNode][] }) {
  const { t } = useCopy();
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="break-words text-ink">
            {value ?? <span className="text-muted">{t("app.notGiven")}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Keeps the list, the dashboard and the filter menus up to date after a change to a lead. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      ["leads", "dashboard", "facets"].map((key) =>
        queryClient.invalidateQueries({ queryKey: ["inbox", key] }),
      ),
    );
}

/** The workflow control: a status menu and its button; leaving spam forwards the lead. */
function StatusControl({ lead }: { lead: LeadDetail }) {
  const { t } = useCopy();
  const refreshLists = useRefreshLists();
  return (
    <ChoiceForm<InboxStatus>
      lead={lead}
      id="status"
      labelledBy="status-heading"
      label={t("lead.status.label")}
      hint={lead.spam ? t("lead.status.spamHint") : undefined}
      choices={inboxStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      valueOf={shownStatus}
      body={(status) => ({ status })}
      saved={(updated) => t("lead.status.saved", { status: t(`status.${shownStatus(updated)}`) })}
      words={{
        save: t("lead.status.save"),
        saving: t("lead.status.saving"),
        failed: t("lead.status.failed"),
      }}
      onSaved={refreshLists}
    />
  );
}

/** The lead's internal notes, oldest first, and the form that adds one (author: the signed-in user). */
function Notes({ lead }: { lead: LeadDetail }) {
  const { t, rich, formatTime } = useCopy();
  const queryClient = useQueryClient();
  const refreshLists = useRefreshLists();
  const form = useForm<NoteRequest>({
    resolver: zodResolver(noteRequestSchema),
    defaultValues: { text: "", reply: false },
  });
  const add = useMutation({
    mutationFn: (body: NoteRequest) =>
      apiRequest(inboxApiPaths.notes(lead.id), { method: "POST", body, schema: noteSchema }),
    onSuccess: async (note) => {
      queryClient.setQueryData(leadQuery(lead.id).queryKey, (old) =>
        old ? { ...old, notes: [...old.notes, note] } : old,
      );
      form.reset({ text: "", reply: false });
      // A reply may be the first response: the lead's promise and the lists change.
      if (note.reply) await refreshLists();
      if (note.reply)
        await queryClient.invalidateQueries({ queryKey: leadQuery(lead.id).queryKey });
    },
  });
  const error = form.formState.errors.text;
  return (
    <section aria-labelledby="notes-heading" className={cardClass}>
      <h2 id="notes-heading" className="text-xl font-bold">
        {t("lead.notes.heading")}
      </h2>
      {lead.notes.length === 0 ? (
        <p className="mt-3 text-muted">{t("lead.notes.none")}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-md border border-line p-3">
              <p className="text-sm text-muted">
                {rich("lead.notes.byline", {
                  author: <span className="font-semibold text-ink">{note.author}</span>,
                  time: <time dateTime={note.at}>{formatTime(note.at)}</time>,
                })}
              </p>
              {note.reply ? (
                <p className="mt-1 text-sm font-semibold">{t("promise.replyBadge")}</p>
              ) : null}
              <p className="mt-1 whitespace-pre-wrap break-words">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        noValidate
        className="mt-4 flex flex-col gap-3"
        onSubmit={form.handleSubmit((body) => add.mutate(body))}
      >
        <FormField
          id="note-text"
          label={t("lead.notes.add")}
          hint={t("lead.notes.hint", { max: noteMaxLength })}
          error={
            error
              ? t(error.type === "too_big" ? "lead.notes.tooLong" : "lead.notes.empty")
              : undefined
          }
        >
          {(describedBy) => (
            <textarea
              id="note-text"
              rows={3}
              className={controlClass}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              {...form.register("text")}
            />
          )}
        </FormField>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-5" {...form.register("reply")} />
          {t("promise.noteIsReply")}
        </label>
        {add.isError ? <ErrorMessage>{t("lead.notes.failed")}</ErrorMessage> : null}
        <Button type="submit" variant="dark" className="self-start" disabled={add.isPending}>
          {add.isPending ? t("lead.notes.submitting") : t("lead.notes.submit")}
        </Button>
      </form>
    </section>
  );
}

/** Each delivery attempt of the lead: channel, time, result and error. */
function DeliveryLog({ lead }: { lead: LeadDetail }) {
  const { t, formatTime } = useCopy();
  return (
    <section aria-labelledby="deliveries-heading" className={cardClass}>
      <h2 id="deliveries-heading" className="text-xl font-bold">
        {t("lead.deliveries.heading")}
      </h2>
      {lead.deliveries.length === 0 ? (
        <p className="mt-3 text-muted">
          {t(lead.spam ? "lead.deliveries.spamNotDelivered" : "lead.deliveries.none")}
        </p>
      ) : (
        <div
          role="region"
          aria-labelledby="deliveries-heading"
          tabIndex={0}
          className="mt-3 overflow-x-auto"
        >
          <table className="w-full min-w-[32rem] border-collapse text-start">
            <thead className="bg-sand text-sm">
              <tr>
                {[
                  t("lead.deliveries.channel"),
                  t("lead.deliveries.time"),
                  t("lead.deliveries.result"),
                  t("lead.deliveries.error"),
                ].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 text-start">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lead.deliveries.map((attempt, index) => (
                <tr key={index} className="border-t border-line">
                  <td className="px-3 py-2">{t(`channels.${attempt.channel}`)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={attempt.at}>{formatTime(attempt.at)}</time>
                  </td>
                  <td className="px-3 py-2 font-semibold">
                    {attempt.result === "delivered" ? (
                      t("lead.deliveries.delivered")
                    ) : (
                      <span className="text-accent-strong">{t("lead.deliveries.failed")}</span>
                    )}
                  </td>
                  <td className="px-3 py-2 break-words">{attempt.error ?? t("app.emptyValue")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Erasing the person behind this lead, after a confirmation naming their e-mail. */
function Erase({ lead }: { lead: LeadDetail }) {
  const { t, rich } = useCopy();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshLists = useRefreshLists();
  const [open, setOpen] = useState(false);
  const erase = useMutation({
    mutationFn: () =>
      apiRequest(inboxApiPaths.erase(lead.id), { method: "POST", schema: eraseResponseSchema }),
    onSuccess: async ({ erased }) => {
      queryClient.removeQueries({ queryKey: leadQuery(lead.id).queryKey });
      await refreshLists();
      navigate("/", {
        replace: true,
        state: { notice: t("lead.erase.done", { count: erased.leads, email: lead.email }) },
      });
    },
  });
  return (
    <section aria-labelledby="erase-heading" className={cardClass}>
      <h2 id="erase-heading" className="text-xl font-bold">
        {t("lead.erase.heading")}
      </h2>
      <p className="mt-2">
        {rich("lead.erase.intro", {
          name: <bdi>{lead.name}</bdi>,
          email: <bdi>{lead.email}</bdi>,
        })}
      </p>
      <Button type="button" className="mt-4" onClick={() => setOpen(true)}>
        {t("lead.erase.open")}
      </Button>
      <EraseDialog
        email={lead.email}
        open={open}
        pending={erase.isPending}
        error={erase.isError ? t("lead.erase.failed") : null}
        onCancel={() => {
          erase.reset();
          setOpen(false);
        }}
        onConfirm={() => erase.mutate()}
      />
    </section>
  );
}

/** /inbox/leads/:id: every field of one lead, its files, its attribution, deliveries, notes, status and erasure. */
export function LeadPage() {
  const copy = useCopy();
  const refreshLists = useRefreshLists();
  const { t } = copy;
  const { id = "" } = useParams();
  const { state } = useLocation() as { state: { search?: string } | null };
  const lead = useQuery(leadQuery(id));
  usePageTitle(lead.data ? lead.data.name : t("lead.pageTitle"));
  const back = (
    <Link to={`/${state?.search ?? ""}`} className="font-semibold underline underline-offset-4">
      {t("lead.back")}
    </Link>
  );
  if (lead.isPending) return <p role="status">{t("lead.loading")}</p>;
  if (lead.isError) {
    const missing = lead.error instanceof ApiError && lead.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold">
          {t(missing ? "lead.notFoundTitle" : "lead.loadFailedTitle")}
        </h1>
        <p>{t(missing ? "lead.notFound" : "lead.loadFailed")}</p>
        <p>{back}</p>
      </div>
    );
  }
  const data = lead.data;
  return (
    <div className="flex flex-col gap-6">
      <p>{back}</p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold break-words">{data.name}</h1>
        <StatusBadge status={shownStatus(data)} />
        {data.spam ? <SpamReasonNote reason={data.spamReason} /> : null}
      </div>
      <section aria-labelledby="status-heading" className={cardClass}>
        <h2 id="status-heading" className="mb-3 text-xl font-bold">
          {t("lead.workflow")}
        </h2>
        {data.spam ? null : (
          <p className="mb-3">
            <ReplyPromise promise={data.promise} />
            {data.dueAt ? (
              <span className="block text-sm text-muted">
                {copy.rich("promise.dueAt", {
                  time: <time dateTime={data.dueAt}>{copy.formatTime(data.dueAt)}</time>,
                })}
              </span>
            ) : null}
          </p>
        )}
        <StatusControl lead={data} />
        <div className="mt-4">
          <OwnerControl lead={data} onSaved={refreshLists} />
        </div>
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="details-heading" className={cardClass}>
          <h2 id="details-heading" className="mb-3 text-xl font-bold">
            {t("lead.details")}
          </h2>
          <Fields
            rows={recordFields.flatMap((field) => {
              const row = leadFieldRows[field];
              if (!row || (row.form && row.form !== data.form)) return [];
              return [[t(row.label), row.show ? row.show(data, copy) : (data[field] as ReactNode)]];
            })}
          />
        </section>
        <section aria-labelledby="attribution-heading" className={cardClass}>
          <h2 id="attribution-heading" className="mb-3 text-xl font-bold">
            {t("lead.attribution")}
          </h2>
          <Fields
            rows={attributionKeys.map((key) => [
              t(`lead.attributionFields.${key}`),
              data.attribution[key],
            ])}
          />
        </section>
      </div>
      <LeadFiles files={data.attachments} />
      <DeliveryLog lead={data} />
      <Notes lead={data} />
      <Erase lead={data} />
    </div>
  );
}
