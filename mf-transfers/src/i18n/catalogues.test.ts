// The remote's catalogues: the same ids in both languages, the same arguments and tags in each
// Spanish message as in its English, every id the code names present, and the English of texts
// the shared constants also hold (the API's refusals, e-mails) word for word theirs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import {
  ALL_TRANSFER_STATUSES,
  AUTHORIZATION_REQUIRED,
  CANCEL_TOO_LATE,
  cancelledInPlainWords,
  CONFIRMING_TRANSFER,
  DEPOSIT_AUTHORIZATION_REQUIRED,
  failureInPlainWords,
  PAYOUT_ARRIVAL_TEXT,
  PAYOUT_RAIL_NAME,
  PAYOUT_SPEEDS,
  SAME_DAY_DEBIT_TEXT,
  TRANSFER_UNDER_REVIEW,
  TRANSFER_UNDER_REVIEW_NEXT,
  wireFraudNotice,
} from '@portal/shared/constants';
import { SHARED_CATALOGUES } from '@portal/shared/i18n/react';
import { failureWords, stepLabelId } from '../features/overview/lib/status-words';
import { railInSentenceId, railNameId, statusTextId } from '../features/transfers/lib/text-ids';
import en from './en.json';
import es from './es.json';

const EN: Record<string, string> = en;
const ES: Record<string, string> = es;

/** The arguments ({name}, {kind, select, …}) and rich-text tags (<b>) a message takes. */
function parts(message: string): string[] {
  const found = new Set<string>();
  const tags = message.matchAll(/<(\w+)>/g);
  for (const [, tag] of tags) found.add(`<${tag}>`);
  // A small ICU walk: an argument opens at depth 0 of its message; a select's or plural's
  // options are messages of their own, walked the same way.
  const walk = (text: string) => {
    let index = 0;
    while (index < text.length) {
      const open = text.indexOf('{', index);
      if (open < 0) return;
      let depth = 0;
      let close = open;
      for (; close < text.length; close += 1) {
        if (text[close] === '{') depth += 1;
        if (text[close] === '}' && --depth === 0) break;
      }
      const body = text.slice(open + 1, close);
      const [name = '', type, ...rest] = body.split(',');
      found.add(`{${name.trim()}}`);
      if (type && ['select', 'plural'].includes(type.trim())) {
        for (const option of rest.join(',').matchAll(/\{([^{}]*)\}/g)) walk(option[1] ?? '');
      }
      index = close + 1;
    }
  };
  walk(message);
  return [...found].sort();
}

/** Every non-test source file of this remote. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'testing' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const code = sources(path.join(__dirname, '..')).map((file) => readFileSync(file, 'utf8'));

describe("mf-transfers' catalogues", () => {
  it('have the same ids in English and Spanish, sorted, none empty', () => {
    expect(Object.keys(ES)).toEqual(Object.keys(EN));
    expect(Object.keys(EN)).toEqual([...Object.keys(EN)].sort());
    for (const [id, message] of [...Object.entries(EN), ...Object.entries(ES)]) {
      expect([id, message.trim()]).not.toEqual([id, '']);
    }
  });

  it('give each Spanish message the arguments and tags of its English', () => {
    for (const id of Object.keys(EN)) expect([id, parts(ES[id]!)]).toEqual([id, parts(EN[id]!)]);
  });

  it('are translated: a Spanish message equals its English only where no word is in it', () => {
    const same = Object.keys(EN).filter((id) => ES[id] === EN[id]);
    expect(same).toEqual([
      'transfers.overview.paymentSpeed',
      'transfers.row.total',
      'transfers.status.error',
      'transfers.timeline.reason',
    ]);
  });

  it('hold every id the code names, here or in the shared catalogue', () => {
    const known = { ...SHARED_CATALOGUES.en, ...EN };
    const named = code.flatMap((text) =>
      [...text.matchAll(/['"`]((?:transfers|errors)\.[\w.]+?)['"`]/g)].map((m) => m[1]!),
    );
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((id) => !(id in known))).toEqual([]);
    // Ids built from a prefix (`transfers.row.${key}`): the prefix names some.
    const prefixes = code.flatMap((text) =>
      [...text.matchAll(/`((?:transfers|errors)\.[\w.]*\.)\$\{/g)].map((m) => m[1]!),
    );
    expect(prefixes.length).toBeGreaterThan(5);
    expect(prefixes.filter((prefix) => !Object.keys(known).some((id) => id.startsWith(prefix)))).toEqual([]);
  });

  it('name every status, rail, timeline step and return code the screens show', () => {
    const ids = [
      ...ALL_TRANSFER_STATUSES.map((status) => statusTextId(status)),
      ...PAYOUT_SPEEDS.flatMap((rail) => [railNameId(rail), railInSentenceId(rail)]),
      ...['created', 'authorized', 'pending', 'submitted', 'completed', 'error', 'returned', 'cancelled'].map(
        stepLabelId,
      ),
    ];
    expect(ids.filter((id) => id === null || !(id in EN))).toEqual([]);
    expect(statusTextId('something new')).toBeNull();
  });
});

describe("mf-transfers' English: the shared constants' words", () => {
  const intl = createIntl({ locale: 'en-US', messages: EN });
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  it('for payout speeds and the same-day debit', () => {
    for (const rail of PAYOUT_SPEEDS) {
      const key = rail === 'same-day' ? 'sameDay' : rail;
      expect(say(`transfers.payout.arrival.${key}`)).toBe(PAYOUT_ARRIVAL_TEXT[rail]);
      expect(say(railNameId(rail))).toBe(PAYOUT_RAIL_NAME[rail]);
      // In a sentence: the name with a small first letter ("same-day ACH", "instant payment").
      expect(say(railInSentenceId(rail))).toBe(
        PAYOUT_RAIL_NAME[rail].charAt(0).toLowerCase() + PAYOUT_RAIL_NAME[rail].slice(1),
      );
    }
    const sameDay = intl.formatMessage(
      { id: 'transfers.review.sameDay' },
      { tenantName: 'Demo Title & Escrow', b: (chunks: string[]) => `[${chunks.join('')}]` },
    );
    expect([sameDay].flat().join('')).toBe(`[${SAME_DAY_DEBIT_TEXT}] Demo Title & Escrow receives it by same-day ACH.`);
  });

  it('for the authorization, confirming, cancelling, the review hold and the wire-fraud notice', () => {
    expect(say('transfers.authorization.required.debit')).toBe(AUTHORIZATION_REQUIRED);
    expect(say('transfers.authorization.required.credit')).toBe(DEPOSIT_AUTHORIZATION_REQUIRED);
    expect(say('transfers.review.confirmingTitle')).toBe(CONFIRMING_TRANSFER);
    expect(say('transfers.cancel.tooLate')).toBe(CANCEL_TOO_LATE);
    expect(say('transfers.underReview.message')).toBe(TRANSFER_UNDER_REVIEW);
    expect(say('transfers.underReview.next')).toBe(TRANSFER_UNDER_REVIEW_NEXT);
    expect(say('transfers.wireFraud.notice', { tenantName: 'Demo Title & Escrow' })).toBe(
      wireFraudNotice('Demo Title & Escrow'),
    );
  });

  it('for every return code, an unknown one and a cancel', () => {
    const codes = Object.keys(EN)
      .map((id) => /^transfers\.outcome\.(\w+)\.message$/.exec(id)?.[1])
      .filter((key): key is string => key !== undefined && key !== 'unknown' && key !== 'cancelled');
    expect(codes).toEqual(expect.arrayContaining(['R01', 'R10', 'R29', 'AC03', 'AG01']));
    for (const code of [...codes, null, 'R99']) {
      const words = failureWords(code);
      expect({ message: intl.formatMessage(words.message), nextStep: intl.formatMessage(words.nextStep) }).toEqual(
        failureInPlainWords(code),
      );
    }
    expect({
      message: say('transfers.outcome.cancelled.message'),
      nextStep: say('transfers.outcome.cancelled.nextStep'),
    }).toEqual(cancelledInPlainWords());
  });
});
