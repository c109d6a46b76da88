/** Skeleton page; the real app shell (routes, auth, layout) replaces it. */
export function App() {
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-[family-name:var(--font-display)] text-4xl tracking-wide text-ember">Shadow Hunter</h1>
      <p className="max-w-md text-sm text-zinc-300">
        Hunt in the rifts, train ten skills, bond wraiths and climb the hunter ranks from E to SSS.
      </p>
    </main>
  );
}
