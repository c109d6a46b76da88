import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Loader2, Play, Square, TriangleAlert } from 'lucide-react';
import { ACCOUNT_TIERS } from '@/content/ids';
import { TIERS } from '@/content/tiers';
import { STRATEGY_IDS, type SimReport } from '@/sim/types';
import { DevBuildBanner, keeperEyebrow } from '@/hud/components/DevBuildBanner';
import { PageFrame } from '@/hud/components/PageFrame';
import { RestrictedPage } from '@/hud/components/RestrictedPage';
import { Button } from '@/hud/components/ui/button';
import { Input } from '@/hud/components/ui/input';
import { NativeSelect } from '@/hud/components/ui/native-select';
import { Progress } from '@/hud/components/ui/progress';
import { useAuth } from '@/hud/game/auth-context';
import { GAME_PAGES } from '@/hud/game/page-catalog';
import { formatCount } from '@/hud/lib/format';
import { cn } from '@/hud/lib/cn';
import { BalanceChart } from './BalanceChart';
import { checkForm, DEFAULT_FORM, MAX_HOURS, MIN_HOURS, type BalanceForm, type FormErrors } from './balance-form';
import {
  goldChart,
  liveCurves,
  rankChart,
  rankRows,
  reportCurves,
  runLabel,
  skillsChart,
  type RankStatus,
  type RunCurves,
} from './balance-series';
import type { SimWorker, SimWorkerFactory } from './sim-protocol';
import { useSimRun, type RunState } from './use-sim-run';

const PAGE = GAME_PAGES['debug-balance'];

const STRATEGY_LABELS: Record<(typeof STRATEGY_IDS)[number], string> = {
  active: 'Active',
  idle: 'Idle (2×/day)',
};

const STATUS_STYLE: Record<RankStatus, { text: string; className: string }> = {
  within: { text: 'Within', className: 'border-spectral/40 bg-spectral/10 text-spectral' },
  over: { text: 'Over', className: 'border-blood/40 bg-blood/10 text-blood' },
  missed: { text: 'Not reached', className: 'border-blood/40 bg-blood/10 text-blood' },
  open: { text: 'Beyond run', className: 'border-shade bg-abyss/60 text-parchment-dim' },
};

const createSimWorker: SimWorkerFactory = () =>
  new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' }) as unknown as SimWorker;

/** /game/debug-balance: keepers and development builds only (ruling 9). */
export function DebugBalancePage() {
  const { isAdmin } = useAuth();
  if (!isAdmin && !import.meta.env.DEV) return <RestrictedPage />;
  return <DebugBalanceView createWorker={createSimWorker} />;
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-[0.14em] text-parchment-dim">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-xs text-blood">
          {error}
        </p>
      )}
    </div>
  );
}

function Pickers({
  form,
  errors,
  running,
  onChange,
  onRun,
  onCancel,
}: {
  form: BalanceForm;
  errors: FormErrors;
  running: boolean;
  onChange: (next: BalanceForm) => void;
  onRun: () => void;
  onCancel: () => void;
}) {
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onRun();
  };
  const invalid = (field: keyof BalanceForm) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `balance-${field}-error` } : {};
  return (
    <form
      onSubmit={submit}
      aria-label="Simulation settings"
      className="flex flex-col gap-4 rounded-xl border border-shade bg-card/80 p-4 sm:p-5"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Field id="balance-tier" label="Tier" error={errors.tier}>
          <NativeSelect
            id="balance-tier"
            selectClassName="h-11"
            value={form.tier}
            onChange={(event) => onChange({ ...form, tier: event.target.value as BalanceForm['tier'] })}
          >
            {ACCOUNT_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {TIERS.find((entry) => entry.tier === tier)?.name ?? tier}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="balance-strategy" label="Strategy" error={errors.strategy}>
          <NativeSelect
            id="balance-strategy"
            selectClassName="h-11"
            value={form.strategy}
            onChange={(event) => onChange({ ...form, strategy: event.target.value as BalanceForm['strategy'] })}
          >
            {STRATEGY_IDS.map((strategy) => (
              <option key={strategy} value={strategy}>
                {STRATEGY_LABELS[strategy]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="balance-seed" label="Seed" error={errors.seed}>
          <Input
            id="balance-seed"
            className="h-11"
            inputMode="numeric"
            autoComplete="off"
            value={form.seed}
            onChange={(event) => onChange({ ...form, seed: event.target.value })}
            {...invalid('seed')}
          />
        </Field>
        <Field id="balance-hours" label={`Hours (${MIN_HOURS}–${MAX_HOURS})`} error={errors.hours}>
          <Input
            id="balance-hours"
            className="h-11"
            inputMode="numeric"
            autoComplete="off"
            value={form.hours}
            onChange={(event) => onChange({ ...form, hours: event.target.value })}
            {...invalid('hours')}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="min-h-11 flex-1 sm:flex-none">
          <Play aria-hidden /> {running ? 'Restart' : 'Run'}
        </Button>
        {running && (
          <Button type="button" variant="outline" className="min-h-11 flex-1 sm:flex-none" onClick={onCancel}>
            <Square aria-hidden /> Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** Seconds since the run started, ticking while it runs. */
function useElapsed(startedAt: number | null): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, (now - startedAt) / 1000);
}

function RunStatus({ state }: { state: RunState }) {
  const elapsed = useElapsed(state.status === 'running' ? state.startedAt : null);
  if (state.status === 'idle')
    return (
      <p className="text-sm text-parchment-dim">
        Pick a tier, a strategy and a seed, then run. A run takes seconds to a minute or so; its progress shows here.
      </p>
    );
  if (state.status === 'running') {
    const hour = state.samples.at(-1)?.hour ?? 0;
    const share = state.config.hours > 0 ? (hour / state.config.hours) * 100 : 0;
    return (
      <div className="flex flex-col gap-2" role="status" aria-live="polite">
        <p className="flex items-center gap-2 text-sm text-parchment">
          <Loader2 className="size-4 animate-spin text-ember-bright" aria-hidden />
          Simulating {runLabel(state.config)}: hour {Math.floor(hour)} of {state.config.hours} · {elapsed.toFixed(1)} s
        </p>
        <Progress value={share} aria-label="Simulated hours" />
      </div>
    );
  }
  if (state.status === 'error')
    return (
      <p
        role="alert"
        className={cn(
          'flex items-start gap-2 rounded-lg border border-blood/40 bg-blood/10 px-4 py-3',
          'text-sm text-parchment',
        )}
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-blood" aria-hidden />
        <span>
          <strong className="font-semibold">The simulation failed.</strong>{' '}
          <span className="text-parchment-dim">{state.message}</span>
        </span>
      </p>
    );
  return (
    <p className="text-sm text-parchment-dim" role="status">
      {state.status === 'cancelled'
        ? `Cancelled: ${runLabel(state.config)}.`
        : `Finished ${runLabel(state.config)} in ${state.seconds.toFixed(1)} s.`}
    </p>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-card/80 px-3 py-2">
      <dt className="text-xs text-parchment-dim">{label}</dt>
      <dd className="title-display text-lg font-semibold tabular-nums text-parchment">{value}</dd>
    </div>
  );
}

const th = cn(
  'px-1 py-1.5 text-left text-xs font-semibold uppercase text-muted-foreground',
  'sm:px-2 sm:tracking-wider',
);
const td = 'px-1 py-1.5 tabular-nums sm:px-2';

function RankTable({ report }: { report: SimReport }) {
  const onTargets = report.tier === 'base' && report.strategy === 'active';
  return (
    <section
      aria-label="Hours to each rank"
      className="flex flex-col gap-3 rounded-xl border border-shade bg-card/80 p-4 sm:p-5"
    >
      <h2 className="title-display text-base font-semibold text-parchment">Hours to each rank</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th className={th}>Rank</th>
              <th className={th}>Hours</th>
              <th className={th}>Target</th>
              <th className={th}>Verdict</th>
              <th className={th}>Trials</th>
            </tr>
          </thead>
          <tbody>
            {rankRows(report).map((row) => (
              <tr key={row.rank} className="border-t border-shade">
                <td className={cn(td, 'font-semibold text-parchment')}>{row.rank}</td>
                <td className={td}>{row.hours === null ? '—' : row.hours}</td>
                <td className={td}>{row.target}</td>
                <td className={td}>
                  <span
                    className={cn(
                      'inline-block whitespace-nowrap rounded-full border px-1.5 py-0.5 text-xs sm:px-2',
                      STATUS_STYLE[row.status].className,
                    )}
                  >
                    {STATUS_STYLE[row.status].text}
                  </span>
                </td>
                <td className={td}>{row.trialAttempts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-parchment-dim">
        Targets: DESIGN.md’s balance curve for the base tier played actively. “Beyond run”: not reached, and the target
        lies past the end of this run.
        {!onTargets && ` This run is ${report.tier}, ${report.strategy}: read the verdicts as a comparison only.`}
      </p>
    </section>
  );
}

function Findings({ report }: { report: SimReport }) {
  const refusals = Object.entries(report.refusals);
  if (!report.blocked && report.tierMessages.length === 0 && refusals.length === 0) return null;
  return (
    <section aria-label="Findings" className="flex flex-col gap-2 rounded-xl border border-shade bg-card/80 p-4 sm:p-5">
      <h2 className="title-display text-base font-semibold text-parchment">Findings</h2>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-parchment-dim">
        {report.blocked && (
          <li>
            Rank {report.blocked.rank} blocked by: {report.blocked.reasons.join('; ')}
          </li>
        )}
        {report.tierMessages.map((message) => (
          <li key={message}>Tier limit: {message}</li>
        ))}
        {refusals.map(([message, times]) => (
          <li key={message}>
            Refused {times}×: {message}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Results({ report }: { report: SimReport }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-6" aria-label="Run summary">
        <Tile label="Final rank" value={report.finalRank} />
        <Tile label="Level" value={String(report.finalLevel)} />
        <Tile label="Gold" value={formatCount(report.finalGold)} />
        <Tile label="Deaths" value={formatCount(report.deaths)} />
        <Tile label="Gear lost" value={formatCount(report.gearLost)} />
        <Tile label="Stepped tick by tick" value={`${Math.round(report.tickedShare * 100)}%`} />
      </dl>
      <RankTable report={report} />
      <Findings report={report} />
    </>
  );
}

function Charts({ run, previous }: { run: RunCurves; previous: RunCurves | null }) {
  const rank = useMemo(() => rankChart(run, previous), [run, previous]);
  const skills = useMemo(() => skillsChart(run), [run]);
  const gold = useMemo(() => goldChart(run, previous), [run, previous]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <BalanceChart spec={rank} />
      </div>
      <BalanceChart spec={skills} />
      <BalanceChart spec={gold} />
    </div>
  );
}

/** The page itself, its worker factory handed in (tests give a fake one). */
export function DebugBalanceView({ createWorker }: { createWorker: SimWorkerFactory }) {
  const [form, setForm] = useState<BalanceForm>(DEFAULT_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [compare, setCompare] = useState(true);
  const { state, reports, run, cancel } = useSimRun(createWorker);

  const start = (): void => {
    const checked = checkForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    run(checked.config);
  };

  const running = state.status === 'running';
  const live = useMemo(
    () => (state.status === 'running' ? liveCurves(runLabel(state.config), state.samples) : null),
    [state],
  );
  const shown = live ?? (reports.current ? reportCurves(reports.current) : null);
  // While a run goes, the last finished one is the comparison; after it, the one before.
  const baseline = running ? reports.current : reports.previous;
  const previous = useMemo(() => (compare && baseline ? reportCurves(baseline) : null), [compare, baseline]);

  return (
    <PageFrame
      icon={PAGE.icon}
      eyebrow={keeperEyebrow()}
      title={PAGE.title}
      description={PAGE.description}
      className="max-w-6xl"
    >
      <DevBuildBanner />
      <Pickers form={form} errors={errors} running={running} onChange={setForm} onRun={start} onCancel={cancel} />
      <RunStatus state={state} />
      {!running && reports.current && <Results report={reports.current} />}
      {shown && (
        <>
          {baseline && (
            <label className="flex min-h-11 items-center gap-3 self-start text-sm text-parchment-dim">
              <input
                type="checkbox"
                className="size-5 accent-[#8b6cf0]"
                checked={compare}
                onChange={(event) => setCompare(event.target.checked)}
              />
              Show the previous run faded ({runLabel(baseline)})
            </label>
          )}
          <Charts run={shown} previous={previous} />
        </>
      )}
    </PageFrame>
  );
}
