import { expect, test } from './fixtures';

test.describe('Sales orders', () => {
  test('request for quote → quote → order, each step with its status', async ({ signedInAs }) => {
    const page = await signedInAs('agent');
    const title = `Gap cover for drivers ${Date.now().toString(36).slice(-5)}`;

    await page.goto('/#/sales-order/request');
    const rfqForm = page.getByRole('form', { name: 'New request for quote' });
    await rfqForm.getByRole('button', { name: 'Save' }).click();
    await expect(rfqForm.getByText('This field is required').first()).toBeVisible();
    await rfqForm
      .getByRole('combobox', { name: 'Customer', exact: true })
      .selectOption({ label: 'Jacaranda Logistics (Pty) Ltd' });
    await rfqForm.getByRole('textbox', { name: 'Title' }).fill(title);
    await rfqForm
      .getByRole('group', { name: 'Line 1' })
      .getByRole('textbox', { name: 'Description' })
      .fill('Gap cover, employee only');
    await rfqForm
      .getByRole('group', { name: 'Line 1' })
      .getByRole('spinbutton', { name: 'Quantity' })
      .fill('120');
    await rfqForm.getByRole('button', { name: 'Save' }).click();
    const rfq = page.getByRole('region', { name: /^RFQ-\d{5} details$/ });
    await expect(rfq.getByRole('heading')).toContainText(title);
    await expect(rfq.getByTestId('document-status')).toHaveText('Open');
    const rfqNumber = ((await rfq.getByRole('heading').textContent()) ?? '').split(':')[0];

    await page.goto('/#/sales-order/quote');
    const quoteForm = page.getByRole('form', { name: 'New quote' });
    await quoteForm
      .getByRole('combobox', { name: 'Request for quote' })
      .selectOption({ label: `${rfqNumber}: ${title} (Jacaranda Logistics (Pty) Ltd)` });
    const line = quoteForm.getByRole('group', { name: 'Line 1' });
    await expect(line.getByRole('textbox', { name: 'Description' })).toHaveValue('Gap cover, employee only');
    await line.getByRole('spinbutton', { name: 'Unit price (R)' }).fill('-1');
    await quoteForm.getByRole('button', { name: 'Save' }).click();
    await expect(line.getByText('Value cannot be less than 0')).toBeVisible();
    await line.getByRole('spinbutton', { name: 'Unit price (R)' }).fill('239.00');
    await quoteForm.getByRole('button', { name: 'Save' }).click();
    const quote = page.getByRole('region', { name: /^QUO-\d{5} details$/ });
    await expect(quote.getByTestId('document-status')).toHaveText('Issued');
    await expect(quote.getByText(/^R\s28\s680[,.]00$/).first()).toBeVisible();
    await expect(quote.getByText(rfqNumber)).toBeVisible();
    await quote.getByRole('button', { name: 'Accept quote' }).click();
    await expect(quote.getByTestId('document-status')).toHaveText('Accepted');
    await quote.getByRole('button', { name: 'Create order' }).click();

    await expect(page).toHaveURL(/#\/sales-order\/order\?id=\d+$/);
    const order = page.getByRole('region', { name: /^SO-\d{5} details$/ });
    await expect(order.getByTestId('document-status')).toHaveText('Open');
    await order.getByRole('button', { name: 'Mark fulfilled' }).click();
    await expect(order.getByTestId('document-status')).toHaveText('Fulfilled');
    await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    // The request itself followed the order through.
    await page.goto('/#/sales-order/quote');
    await expect(
      page
        .getByRole('form', { name: 'New quote' })
        .getByRole('combobox', { name: 'Request for quote' })
        .locator('option', { hasText: title }),
    ).toHaveCount(0);
  });
});
