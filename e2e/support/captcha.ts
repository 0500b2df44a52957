import type { Locator } from '@playwright/test';

/**
 * What a person knows to answer the logic questions of the sign-up check
 * (docs/product.md, member side §5): general knowledge, not the server's secret.
 */
const GENERAL_KNOWLEDGE: Record<string, string> = {
  'Quelle est la capitale de la France ?': 'Paris',
  'Combien de jours compte une semaine ?': '7',
  'Quelle couleur obtient-on en mélangeant du bleu et du jaune ?': 'Vert',
  'Quel animal miaule ?': 'Le chat',
  'Combien de pattes a une araignée ?': '8',
};

/** A math question ("Combien font 7 × 3 ?") worked out. */
function compute(question: string): string | undefined {
  const match = /Combien font (\d+) ([+\-×]) (\d+) \?/.exec(question);
  if (!match) return undefined;
  const [a, op, b] = [Number(match[1]), match[2], Number(match[3])];
  return String(op === '+' ? a + b : op === '-' ? a - b : a * b);
}

/** A visual question ("Combien de ★ voyez-vous ? ★★★") counted. */
function count(question: string): string | undefined {
  const match = /Combien de (\S+) voyez-vous \? (\S+)$/.exec(question);
  if (!match) return undefined;
  return String(match[2].split(match[1]).length - 1);
}

/**
 * Reads the challenge shown in the sign-up form's "Vérification" group and answers
 * it as a person would: types the result of a sum or a count, or picks the option
 * they know to be right.
 */
export async function answerCaptcha(group: Locator): Promise<void> {
  const question = (await group.locator('p[id^="captcha-"]').innerText()).trim();
  const known = GENERAL_KNOWLEDGE[question];
  if (known !== undefined) {
    await group.getByRole('radio', { name: known, exact: true }).check();
    return;
  }
  const answer = compute(question) ?? count(question);
  if (answer === undefined) throw new Error(`captcha question not understood: ${question}`);
  await group.getByLabel('Votre réponse').fill(answer);
}
