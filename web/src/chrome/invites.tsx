// The invitation links of a waiting table, for its creator (the codes are shown once, at creation, and
// kept in this browser only): a link per open seat, to copy and send.
import { useState } from 'preact/hooks';
import { loadInvites } from '../api/identity';
import type { TableSeat } from '../api/types';
import { t } from '../i18n/i18n';
import { inviteLink } from '../router';
import { seatNumber } from './seats';

export function InvitePanel({ gameId, seats }: { readonly gameId: string; readonly seats: readonly TableSeat[] }) {
  const open = new Set(seats.filter(s => s.state === 'open').map(s => s.seat));
  const invites = loadInvites(gameId).filter(i => open.has(i.seat));
  if (invites.length === 0) return null;
  return (
    <section class="invites" aria-label={t('invites.label')} data-testid="invites">
      <h2>{t('invites.title')}</h2>
      <p>{t('invites.text')}</p>
      {invites.map(invite => (
        <InviteLink key={invite.seat} seat={invite.seat} link={inviteLink(location.origin, gameId, invite.code)} />
      ))}
    </section>
  );
}

function InviteLink({ seat, link }: { readonly seat: number; readonly link: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async (event: Event) => {
    const input = (event.currentTarget as HTMLElement).parentElement?.querySelector('input');
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (plain HTTP, or refused): select the link so that the person copies it.
      input?.select();
    }
  };
  return (
    <div class="invite">
      <label>
        {t('invites.seat', { seat: seatNumber(seat) })}
        <input readOnly value={link} data-testid={`invite-${seat}`} onFocus={e => e.currentTarget.select()} />
      </label>
      <button type="button" onClick={copy}>
        {copied ? t('invites.copied') : t('invites.copy')}
      </button>
    </div>
  );
}
