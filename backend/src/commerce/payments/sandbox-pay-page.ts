import type { Locale } from '@khru/contracts';
import type { SandboxCardSetup, SandboxCharge } from '@khru/platform';
import { escapeHtml } from '../../kernel/mail/mail-html.js';

/** Both sandbox pages look alike (they stand for one provider). */
const STYLE = `<style>
body{font-family:'Sarabun','Noto Sans Thai',Arial,sans-serif;background:#f4f6f8;margin:0;padding:32px 16px;color:#1a1a1a}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 8px 24px rgba(0,0,0,.08)}
h1{font-size:1.2rem;margin:0 0 4px}.note{color:#6b6b6b;font-size:.9rem}.amount{font-size:2rem;font-weight:700;margin:16px 0}
label{display:block;margin:12px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:6px;font:inherit}
button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:6px;background:#1a1a1a;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.error{color:#b80022;font-weight:600}.cards{font-size:.85rem;color:#6b6b6b}
</style>`;

/** The card form both pages ask for. */
const CARD_FIELDS = `<label for="card">Card number · หมายเลขบัตร</label>
<input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM/YY) · วันหมดอายุ</label>
<input id="expiry" name="expiry" placeholder="12/30" pattern="(0[1-9]|1[0-2])/[0-9]{2}" required>
<label for="cvc">CVV</label>
<input id="cvc" name="cvc" inputmode="numeric" pattern="[0-9]{3,4}" required>`;

/** What went wrong with the last submission, in the language of the request that sent it. */
export interface PageAlert {
  locale: Locale;
  messages: readonly string[];
}

// The labels are in both languages; an alert answers one request, so it speaks that request's language.
const alertHtml = (alert: PageAlert | null) =>
  alert ? `<div class="error" role="alert" lang="${alert.locale}">${alert.messages.map((m) => `<p>${escapeHtml(m)}</p>`).join('')}</div>` : '';

const baht = (amount: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'THB', maximumFractionDigits: 0 }).format(amount);

/**
 * The sandbox provider's own pay page (it stands for the provider's hosted page, so it is plain
 * HTML in both languages rather than part of the learner app).
 */
export function sandboxPayPage(charge: SandboxCharge, alert: PageAlert | null): string {
  const paid = charge.state !== 'open';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment · ชำระเงินทดสอบ</title>
${STYLE}</head><body><main>
<h1>Sandbox payment · ชำระเงินทดสอบ</h1>
<p class="note">No real money moves here. · ไม่มีการตัดเงินจริง</p>
<p>${escapeHtml(charge.description)}</p>
<p class="amount">${baht(charge.amount)}</p>
${alertHtml(alert)}
${
  paid
    ? `<p>This payment is closed. · รายการนี้ปิดแล้ว</p><p><a href="${escapeHtml(charge.returnUrl)}">Back to the shop · กลับไปที่ร้าน</a></p>`
    : `
<form method="post">
${CARD_FIELDS}
<button type="submit">Pay ${baht(charge.amount)} · ชำระเงิน</button>
</form>
<p class="cards">Test cards: 4242 4242 4242 4242 succeeds, 4111 1111 1114 0011 is declined.</p>
<p><a href="${escapeHtml(charge.returnUrl)}">Cancel · ยกเลิก</a></p>`
}
</main></body></html>`;
}

/** The sandbox provider's page for saving a card for later charges. */
export function sandboxSetupPage(setup: SandboxCardSetup, alert: PageAlert | null): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Save a card · บันทึกบัตร</title>
${STYLE}</head><body><main>
<h1>Save a card · บันทึกบัตร</h1>
<p class="note">Sandbox: nothing is charged now. · ยังไม่มีการตัดเงินในตอนนี้</p>
${alertHtml(alert)}
${
  setup.state !== 'open'
    ? `<p><a href="${escapeHtml(setup.returnUrl)}">Back to the shop · กลับไปที่ร้าน</a></p>`
    : `
<form method="post">
${CARD_FIELDS}
<button type="submit">Save card · บันทึกบัตร</button>
</form>
<p class="cards">Test cards: 4242 4242 4242 4242 pays, 4111 1111 1114 0011 is declined when charged.</p>
<p><a href="${escapeHtml(setup.returnUrl)}">Cancel · ยกเลิก</a></p>`
}
</main></body></html>`;
}
