// The e-mail panel's sentence (issue 25): a new address given beside a confirmed one is pending, and the panel
// says mail still goes to the confirmed one until the new one is confirmed, in each language of the page.
import { afterEach, describe, expect, it } from 'vitest';
import { emailState } from '../../../web/src/chrome/notify/email-settings';
import { setLanguage } from '../../../web/src/i18n/i18n';
import { isolated } from '../../support/bidi';

const A = 'ada@example.org';
const B = 'ada@example.net';

describe("the e-mail panel's state", () => {
  afterEach(() => setLanguage('en'));

  it('says mail still goes to the confirmed address until the new one is confirmed', async () => {
    const email = {
      address: A,
      frequency: 'each-turn',
      confirmed: true,
      pending: { address: B, frequency: 'each-turn' },
    } as const;
    const said = {
      en: `Mails still go to ${isolated(A)} until you confirm ${isolated(B)}: open the link we sent to it.`,
      fr: `Les courriels vont encore à ${isolated(A)} tant que vous n’avez pas confirmé ${isolated(B)} : ouvrez le lien que nous y avons envoyé.`,
      de: `E-Mails gehen weiter an ${isolated(A)}, bis du ${isolated(B)} bestätigst: öffne den Link, den wir dorthin geschickt haben.`,
    } as const;
    for (const language of ['en', 'fr', 'de'] as const) {
      await setLanguage(language);
      expect(emailState(email)).toBe(said[language]);
    }
  });

  it('says where mail goes, or to check the inbox, when nothing is pending', () => {
    expect(emailState({ address: A, frequency: 'each-turn', confirmed: true })).toBe(`Mails go to ${isolated(A)}.`);
    expect(emailState({ address: A, frequency: 'each-turn', confirmed: false })).toMatch(/^Check your inbox/);
  });
});
