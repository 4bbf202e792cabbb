import type { LucideIcon } from "lucide-react";
import { cn } from "@lib/ui/cn";

interface CardGridProps {
  id: string;
  heading: string;
  items: { title: string; text: string }[];
  /** One icon per item, in order. */
  icons: LucideIcon[];
  tone?: "light" | "sand" | "dark";
}

const tones = {
  light: { section: "", card: "ring-1 ring-line", text: "text-muted", icon: "text-accent" },
  sand: { section: "bg-sand", card: "bg-white shadow-sm", text: "text-muted", icon: "text-accent" },
  dark: {
    section: "on-dark bg-ink text-white",
    card: "bg-white/5 ring-1 ring-white/15",
    text: "text-white/80",
    icon: "text-gold",
  },
} as const;

/** A section of titled points as cards, each with an icon: audience, benefits, reasons. */
export function CardGrid({ id, heading, items, icons, tone = "light" }: CardGridProps) {
  const style = tones[tone];
  return (
    <section aria-labelledby={`${id}-title`} className={cn("py-16 sm:py-20", style.section)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={`${id}-title`} className="text-3xl font-bold sm:text-4xl">
          {heading}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item, index) => {
            const Icon = icons[index % icons.length]!;
            return (
              <li key={item.title} className={cn("rounded-xl p-6", style.card)}>
                <Icon aria-hidden="true" className={cn("size-8", style.icon)} />
                <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
                <p className={cn("mt-2", style.text)}>{item.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
