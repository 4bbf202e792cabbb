/** Key figures under a page hero's subtitle: value above its label, e.g. "3–25 days" / "programme length". */
export function HeroFacts({ facts }: { facts: { value: string; label: string }[] }) {
  return (
    <dl className="mt-10 grid max-w-2xl grid-cols-1 gap-4 border-t border-white/20 pt-6 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col-reverse gap-1">
          <dt className="text-sm text-white/80">{fact.label}</dt>
          <dd className="text-xl font-bold text-white sm:text-2xl">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
