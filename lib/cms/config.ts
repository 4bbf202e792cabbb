import { defaultLocale, locales } from "../i18n/locales";
import { mediaFolder } from "../content/schemas/media";
import type { CmsBackend } from "./backend";
import { cmsCollections, type CmsCollectionSpec } from "./collections";
import { cmsFields, humanize, type CmsField } from "./fields";

/** Where the CMS writes: paths relative to the repository root, as Decap expects. */
const contentRoot = "content";

/** A Decap folder collection: one entry per slug, one file per locale. */
export interface CmsFolderCollection {
  name: string;
  label: string;
  folder: string;
  extension: "yaml" | "md";
  format: "yaml" | "frontmatter";
  create: boolean;
  delete: boolean;
  /** How a new entry's file is named (open collections). */
  slug?: string;
  i18n: true;
  summary: string;
  identifier_field: string;
  editor: { preview: boolean };
  fields: CmsField[];
}

/** A Decap file collection holding one shared (untranslated) file. */
export interface CmsFileCollection {
  name: string;
  label: string;
  files: { name: string; label: string; file: string; format: "yaml"; fields: CmsField[] }[];
}

function collectionConfig(spec: CmsCollectionSpec): CmsFolderCollection | CmsFileCollection {
  if (spec.kind === "folder" && spec.markdown) {
    // An article's file is named by its slug alone, the same in every language (issue 27);
    // the body is Decap's Markdown widget, saved below the front matter.
    return {
      name: spec.name,
      label: humanize(spec.name),
      folder: `${contentRoot}/${spec.folder}`,
      extension: "md",
      format: "frontmatter",
      create: true,
      delete: true,
      slug: "{{slug}}",
      i18n: true,
      summary: `{{${spec.open?.identifier ?? "title"}}}`,
      identifier_field: spec.open?.identifier ?? "title",
      editor: { preview: true },
      fields: [
        ...cmsFields(spec.schema, { i18n: true, shared: spec.shared }),
        {
          name: "body",
          label: "Body",
          widget: "markdown",
          required: true,
          i18n: true,
          hint: spec.markdown.bodyHint,
        },
      ],
    };
  }
  if (spec.kind === "folder") {
    return {
      name: spec.name,
      label: humanize(spec.name),
      folder: `${contentRoot}/${spec.folder}`,
      extension: "yaml",
      format: "yaml",
      // The pages are fixed by the routes: editors change them, never add or remove one.
      // Lists such as the team are the editors' to grow; a new file is named from the
      // year, month and entry name, never equal to its folder's name (see the e2e notes
      // on Decap's multiple_folders paths) and sorted oldest first on the site.
      create: Boolean(spec.open),
      delete: Boolean(spec.open),
      ...(spec.open ? { slug: "{{year}}-{{month}}-{{slug}}" } : {}),
      i18n: true,
      summary: spec.open ? `{{${spec.open.identifier}}}` : "{{filename}}",
      identifier_field: spec.open?.identifier ?? "meta.title",
      editor: { preview: true },
      fields: cmsFields(spec.schema, { i18n: true, shared: spec.shared }),
    };
  }
  return {
    name: spec.name,
    label: humanize(spec.name),
    // A shared file is its own one-file collection, so the sidebar lists it by name.
    files: [
      {
        name: spec.name,
        label: humanize(spec.name),
        file: `${contentRoot}/${spec.file}`,
        format: "yaml",
        fields: cmsFields(spec.schema, { i18n: false }),
      },
    ],
  };
}

/** What the admin build is configured with (see `lib/cms/backend.ts`). */
export interface CmsConfigOptions {
  backend: CmsBackend;
  /** `http://localhost:<port>/api/v1` of `decap-server` for `npm run cms`; absent in a build. */
  localBackendUrl?: string;
}

/**
 * The Decap CMS configuration (https://decapcms.org/docs/configuration-options/), generated
 * from the content schemas so the two cannot drift: every collection of
 * `lib/cms/collections.ts` with its fields, the locales of `content/locales.json` in
 * Decap's `multiple_folders` layout (the one `content/` already has), uploads into
 * `content/media/`, and the editorial workflow (draft, review, publish) on the Git host.
 */
export function cmsConfig({ backend, localBackendUrl }: CmsConfigOptions) {
  return {
    backend,
    publish_mode: "editorial_workflow",
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
    media_folder: `${contentRoot}/${mediaFolder}`,
    public_folder: `/${mediaFolder}`,
    i18n: {
      structure: "multiple_folders",
      locales: [...locales],
      default_locale: defaultLocale,
    },
    collections: cmsCollections.map(collectionConfig),
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;
