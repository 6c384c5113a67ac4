// The valuation page in a browser: a request becomes one contact message titled with the car, under the same
// anti-spam timer as the contact form.
import { describe, it } from 'vitest';
import { expect } from '../../../test/support/expect.ts';
import { CONTACT_MIN_FILL_MS } from '@forecourt/contracts/limits';
import { expectAccessible, useSite } from '../../../test/support/site.ts';

const site = useSite();

describe('valuation page', () => {
  it('sends the car and its owner as one contact message titled with the car', async () => {
    const page = await site().open('desktop', 'about:blank');
    // The browser's clock runs a minute behind the server's: the test moves the form's 3-second timer itself.
    await page.clock.install({ time: Date.now() - 60_000 });
    await page.goto('/valuation');
    await expect(page).toHaveTitle(/^Get a valuation \| Forecourt/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get a Valuation' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Make').fill('BMW');
    await page.getByLabel('Model').fill('320i M Sport');
    await page.getByLabel('Year').fill('2018');
    await page.getByLabel('Kilometres').fill('85000');
    await page.getByLabel('Condition').selectOption('Good');
    await page.getByLabel('Notes').fill('Full BMW service history. Trading in.');
    await page.getByLabel('Name', { exact: true }).fill('Mere Seller');
    await page.getByLabel('Email').fill('mere.seller@example.nz');
    await page.getByLabel('Phone').fill('027 555 0199');
    await page.clock.fastForward(CONTACT_MIN_FILL_MS + 100);
    await page.getByRole('button', { name: 'Request Valuation' }).click();

    await expect(page.getByRole('status').getByText('Message Sent')).toBeVisible();
    const rows = await site().app.deps.db('contact_messages').where({ email: 'mere.seller@example.nz' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Mere Seller', phone: '027 555 0199', subject: 'Valuation request: 2018 BMW 320i M Sport' });
    expect(rows[0].message).toContain('Kilometres: 85,000 km');
    expect(rows[0].message).toContain('Condition: Good');
    expect(rows[0].message).toContain('Full BMW service history. Trading in.');
    await expect(page.getByLabel('Model')).toHaveValue('');
    await expect(page.getByLabel('Condition')).toHaveValue('');
  });

  it('keeps a request that is missing a required field in the browser', async () => {
    const page = await site().open('phone', '/valuation');
    let posts = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/contact') && (posts += 1)));
    await page.getByLabel('Make').fill('Audi');
    await page.getByRole('button', { name: 'Request Valuation' }).click();
    await expect(page.getByLabel('Model')).toBeFocused();
    expect(await page.getByLabel('Model').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(posts).toBe(0);
    await site().screenshot(page, 'valuation-phone');
    await expectAccessible(page);
  });
});
