// Opening a table: the game, how many play, who sits where (you, an invited person, a bot), the lobby, a clock, rated
// or casual (a rated game has a clock: new-table-body.ts), and the game's options. Created, it opens on the game's
// page, which shows the invitation links.
import { useState } from 'preact/hooks';
import { createGame } from '../api/client';
import { saveInvites, type Identity } from '../api/identity';
import { gameUis, uiFor } from '../games/registry';
import { t } from '../i18n/i18n';
import { navigate } from '../router';
import { botName } from './bots';
import { NameForm } from './name-form';
import { ProblemNote } from './problem';
import { seatNumber } from './seats';
import { useAction } from './use-action';
import {
  BANK_PRESET,
  BOTS,
  createBody,
  defaultForm,
  formProblem,
  formProblemText,
  resizeSeats,
  THINK_MS,
  thinks,
  type ClockChoice,
  type SeatChoice,
  type TableForm,
  withClock,
  withRated,
} from './new-table-body';

interface Props {
  readonly identity: Identity | null;
  readonly onIdentity: (identity: Identity | null) => void;
  readonly game: string | null;
}

const SEAT_CHOICES: readonly SeatChoice[] = ['me', 'open', ...BOTS.map(b => b.id)];

const seatLabel = (choice: SeatChoice): string => {
  switch (choice) {
    case 'me':
      return t('new.seatMe');
    case 'open':
      return t('new.seatOpen');
    default:
      return botName(choice);
  }
};

export function NewTable({ identity, onIdentity, game }: Props) {
  const first = game !== null && gameUis[game] !== undefined ? game : (Object.keys(gameUis)[0] ?? 'monad');
  const [form, setForm] = useState<TableForm>(() => defaultForm(first, { ...uiFor(first).defaultOptions }));
  const { busy, error, run } = useAction();
  if (identity === null) return <NameForm onIdentity={onIdentity} prompt={t('new.prompt')} />;
  const ui = uiFor(form.game);
  const update = (patch: Partial<TableForm>) => setForm(f => ({ ...f, ...patch }));
  const problem = formProblem(form);
  const submit = async (event: Event) => {
    event.preventDefault();
    if (problem !== null) return;
    const created = await run(() => createGame(identity.key, createBody(form)));
    if (!created.ok) return;
    saveInvites(created.value.id, created.value.invites ?? []);
    navigate({ page: 'game', id: created.value.id, at: null });
  };
  return (
    <form class="new-table" onSubmit={submit} data-testid="new-table">
      <h1>{t('layout.newTable')}</h1>
      <fieldset>
        <legend>{t('new.game')}</legend>
        {Object.values(gameUis).map(g => (
          <label key={g.id} class="choice">
            <input
              type="radio"
              name="game"
              value={g.id}
              checked={form.game === g.id}
              onChange={() => setForm(defaultForm(g.id, { ...g.defaultOptions }))}
            />
            {g.title()}
          </label>
        ))}
      </fieldset>
      <label>
        {t('new.players')}
        <select
          name="players"
          value={String(form.players)}
          onChange={e =>
            update({
              players: Number(e.currentTarget.value),
              seats: resizeSeats(form.seats, Number(e.currentTarget.value)),
            })
          }
        >
          {range(ui.minPlayers, Math.min(ui.maxPlayers, 4)).map(n => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{t('new.seats')}</legend>
        {form.seats.map((choice, seat) => (
          <label key={seat}>
            {t('invites.seat', { seat: seatNumber(seat) })}
            <select
              name={`seat-${seat}`}
              value={choice}
              onChange={e =>
                update({ seats: form.seats.map((c, i) => (i === seat ? (e.currentTarget.value as SeatChoice) : c)) })
              }
            >
              {SEAT_CHOICES.map(value => (
                <option key={value} value={value}>
                  {seatLabel(value)}
                </option>
              ))}
            </select>
          </label>
        ))}
        {thinks(form) ? (
          <NumberField
            label={t('new.thinkMs')}
            name="think-ms"
            value={form.thinkMs}
            min={THINK_MS.min}
            max={THINK_MS.max}
            onChange={thinkMs => update({ thinkMs })}
          />
        ) : null}
        <label class="choice">
          <input
            type="checkbox"
            name="listed"
            checked={form.listed}
            onChange={e => update({ listed: e.currentTarget.checked })}
          />
          {t('new.listed')}
        </label>
      </fieldset>
      <ClockFields clock={form.clock} onChange={clock => setForm(f => withClock(f, clock))} />
      <label class="choice">
        <input
          type="checkbox"
          name="rated"
          checked={form.rated}
          aria-describedby={form.clock.kind === 'none' ? 'rated-needs-clock' : undefined}
          onChange={e => {
            const rated = e.currentTarget.checked;
            setForm(f => withRated(f, rated));
          }}
        />
        {t('new.rated')}
      </label>
      {form.clock.kind === 'none' ? (
        <p class="muted" id="rated-needs-clock">
          {t('new.ratedNeedsClock')}
        </p>
      ) : null}
      {form.clock.kind !== 'none' && form.players >= 3 ? (
        <label class="choice">
          <input
            type="checkbox"
            name="bot-on-timeout"
            checked={form.botOnTimeout === true}
            onChange={e => update({ botOnTimeout: e.currentTarget.checked })}
          />
          {t('new.botOnTimeout')}
        </label>
      ) : null}
      <fieldset>
        <legend>{t('new.options', { game: ui.title() })}</legend>
        <ui.Options
          value={form.options}
          players={form.players}
          onChange={(options: Record<string, unknown>) => update({ options })}
        />
      </fieldset>
      {problem !== null ? (
        <p class="problem" role="status">
          {formProblemText(problem)}
        </p>
      ) : null}
      <ProblemNote error={error} />
      <button type="submit" disabled={busy || problem !== null}>
        {t('new.submit')}
      </button>
    </form>
  );
}

function ClockFields({
  clock,
  onChange,
}: {
  readonly clock: ClockChoice;
  readonly onChange: (clock: ClockChoice) => void;
}) {
  return (
    <fieldset>
      <legend>{t('clock.label')}</legend>
      <label class="choice">
        <input type="radio" name="clock" checked={clock.kind === 'none'} onChange={() => onChange({ kind: 'none' })} />
        {t('new.noClock')}
      </label>
      <label class="choice">
        <input
          type="radio"
          name="clock"
          checked={clock.kind === 'per-turn'}
          onChange={() => onChange({ kind: 'per-turn', hours: 24, minutes: 0 })}
        />
        {t('new.perTurn')}
      </label>
      <label class="choice">
        <input
          type="radio"
          name="clock"
          checked={clock.kind === 'fischer'}
          onChange={() => onChange({ kind: 'fischer', minutes: 10, incrementSeconds: 10 })}
        />
        {t('new.fischer')}
      </label>
      <label class="choice">
        <input type="radio" name="clock" checked={clock.kind === 'bank'} onChange={() => onChange(BANK_PRESET)} />
        {t('new.bank')}
      </label>
      {clock.kind === 'per-turn' ? (
        <div class="inline-fields">
          <NumberField
            label={t('new.hours')}
            value={clock.hours}
            min={0}
            max={720}
            onChange={hours => onChange({ ...clock, hours })}
          />
          <NumberField
            label={t('new.minutes')}
            value={clock.minutes}
            min={0}
            max={59}
            onChange={minutes => onChange({ ...clock, minutes })}
          />
        </div>
      ) : null}
      {clock.kind === 'fischer' ? (
        <div class="inline-fields">
          <NumberField
            label={t('new.minutesEach')}
            value={clock.minutes}
            min={1}
            max={1440}
            onChange={minutes => onChange({ ...clock, minutes })}
          />
          <NumberField
            label={t('new.increment')}
            value={clock.incrementSeconds}
            min={0}
            max={3600}
            onChange={incrementSeconds => onChange({ ...clock, incrementSeconds })}
          />
        </div>
      ) : null}
      {clock.kind === 'bank' ? (
        <div class="inline-fields">
          <NumberField
            label={t('new.bankDays')}
            value={clock.days}
            min={1}
            max={60}
            onChange={days => onChange({ ...clock, days })}
          />
          <NumberField
            label={t('new.bankIncrementDays')}
            value={clock.incrementDays}
            min={0}
            max={7}
            onChange={incrementDays => onChange({ ...clock, incrementDays })}
          />
          <NumberField
            label={t('new.bankMaxDays')}
            value={clock.maxDays}
            min={1}
            max={60}
            onChange={maxDays => onChange({ ...clock, maxDays })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

export function NumberField(props: {
  readonly label: string;
  readonly value: number | undefined;
  readonly min: number;
  readonly max: number;
  readonly onChange: (value: number) => void;
  readonly name?: string;
}) {
  return (
    <label>
      {props.label}
      <input
        type="number"
        name={props.name}
        inputMode="numeric"
        min={props.min}
        max={props.max}
        value={props.value === undefined ? '' : String(props.value)}
        onInput={e => {
          const value = e.currentTarget.valueAsNumber;
          if (Number.isFinite(value)) props.onChange(value);
        }}
      />
    </label>
  );
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
