import type { HomeCopy } from "@lib/content/schemas/home";
import { Photo } from "~/components/photo";
import type { Proof } from "~/content/proof.server";

interface TeamProps {
  copy: HomeCopy["proof"]["team"];
  team: Proof["team"];
  /** Each sector's name in the page's language (the services cards' titles). */
  sectorTitles: Record<string, string>;
  /** "opens in a new tab", completing each messenger link's accessible name. */
  opensNewTab: string;
}

/**
 * The named managers (issue 21): portrait, name, role, sector and a direct messenger link
 * (a new tab). Absent from the page when there is none.
 */
export function Team({ copy, team, sectorTitles, opensNewTab }: TeamProps) {
  if (team.length === 0) return null;
  return (
    <section id="team" aria-labelledby="team-title" className="bg-sand py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="team-title" className="text-3xl font-bold sm:text-4xl">
          {copy.heading}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.map((member) => (
            <li
              key={member.name}
              className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-line"
            >
              {member.photoFile && (
                // The name is written beside it: the portrait adds nothing to read aloud.
                <Photo
                  file={member.photoFile}
                  alt=""
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-square w-full object-cover"
                />
              )}
              <div className="p-6">
                <h3 className="text-lg font-semibold">{member.name}</h3>
                <p className="text-muted">{member.role}</p>
                <p className="mt-1 text-sm font-semibold text-accent">
                  {sectorTitles[member.sector]}
                </p>
                <a
                  href={member.messenger}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-flex min-h-6 items-center font-semibold text-ink underline-offset-4 hover:text-accent hover:underline"
                >
                  {member.messengerName}
                  <span className="sr-only">
                    {" "}
                    {member.name}, {opensNewTab}
                  </span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
