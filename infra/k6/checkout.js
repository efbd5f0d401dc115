/* global __VU, __ITER */
// Sign-up to receipt: a new learner signs up, puts a course in the cart, checks out, pays on the
// sandbox provider's page with the test card, and waits for the receipt, which a workflow issues a
// moment after the payment is recorded (settlement is asynchronous).
import http from 'k6/http';
import { check, group, sleep } from 'k6';
import { BASE_URL, json, next, params, rate, think, url } from './lib/khru.js';

/** Paid online courses of the demo catalogue the server seeds at first start (SEED=true). */
const COURSES = JSON.parse(open('../seed/courses.json')).courses.filter((c) => c.price > 0 && !c.trainingStartsAt);
const PASSWORD = 'k6-load-test-2026';
const TEST_CARD = { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' };
/** The order page asks again every second; here twice a second, for at most half a minute. */
const RECEIPT_POLL_SECONDS = 0.5;
const RECEIPT_POLLS = 60;

export const options = {
  scenarios: {
    checkout: {
      executor: 'constant-arrival-rate',
      rate: rate('CHECKOUT', 1),
      timeUnit: '1s',
      duration: '2m',
      preAllocatedVUs: 10,
      maxVUs: 100,
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    http_req_duration: ['p(95)<1000'],
    // Sign-up hashes a password on purpose: it has its own budget.
    'http_req_duration{group:::signup}': ['p(95)<1500'],
    'http_req_duration{group:::checkout}': ['p(95)<800'],
    'http_req_duration{group:::payment}': ['p(95)<800'],
    checks: ['rate>0.99'],
  },
};

const unique = () => `${__VU}-${__ITER}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

function signUp() {
  const email = `k6-${unique()}@example.com`;
  const body = { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Load', lastName: 'Tester', agreeToTerms: true };
  const response = http.post(url('/api/authapi/auth/signup'), JSON.stringify(body), params('POST /api/authapi/auth/signup'));
  const auth = json(response);
  const created = check(response, { 'the learner is signed up': (r) => r.status === 201 && auth !== null && typeof auth.jwtToken === 'string' });
  return created ? auth.jwtToken : null;
}

function addToCart(token, course) {
  const added = http.post(
    url('/api/paymentapi/cart'),
    JSON.stringify({ items: [{ itemId: course.id, isBundle: false }] }),
    params('POST /api/paymentapi/cart', { token }),
  );
  const accepted = json(added);
  check(added, { 'the course is added to the cart': (r) => r.status === 200 });
  // The cart page reads the cart once the read model has passed the change.
  const after = accepted && accepted.position ? `?after=${encodeURIComponent(accepted.position)}` : '';
  const cart = http.get(url(`/api/paymentapi/cart${after}`), params('GET /api/paymentapi/cart', { token }));
  return check(cart, { 'the cart holds the course': (r) => r.status === 200 && json(r) !== null && json(r).items.some((i) => i.itemId === course.id) });
}

function startCheckout(token, course) {
  const body = JSON.stringify({ items: [{ itemId: course.id, isBundle: false }] });
  // One key per checkout attempt: a retried request is the same order.
  const response = http.post(
    url('/api/paymentapi/payment'),
    body,
    params('POST /api/paymentapi/payment', { token, headers: { 'Idempotency-Key': `k6-${unique()}` } }),
  );
  const started = json(response);
  const ok = check(response, {
    'the order awaits payment': (r) => r.status === 200 && started !== null && started.status === 'awaiting-payment',
    'the order is for the course price': () => started !== null && started.total === course.price,
    'the order has a pay page': () => started !== null && typeof started.payUrl === 'string',
  });
  return ok ? started : null;
}

function pay(started) {
  const payPage = `${BASE_URL}${started.payUrl}`;
  const page = http.get(payPage, { headers: { Accept: 'text/html' }, tags: { name: 'GET /api/paymentapi/sandbox/pay/:id' } });
  check(page, { 'the sandbox pay page is shown': (r) => r.status === 200 && r.body.includes('cardNumber') });
  // The page's form, as the browser posts it; the provider answers with a redirect back to the shop.
  const paid = http.post(payPage, TEST_CARD, { redirects: 0, tags: { name: 'POST /api/paymentapi/sandbox/pay/:id' } });
  return check(paid, {
    'the card is accepted': (r) => r.status === 303,
    'the learner is sent back to the order': (r) => (r.headers.Location || '').includes(`orderId=${encodeURIComponent(started.orderId)}`),
  });
}

function awaitReceipt(token, started) {
  // Behind a load balancer the read may reach a replica that has not yet folded the checkout: it waits for it.
  const after = started.position ? `?after=${encodeURIComponent(started.position)}` : '';
  let order = null;
  for (let i = 0; i < RECEIPT_POLLS && !(order && (order.receiptNo || order.status === 'failed')); i++) {
    if (i > 0) sleep(RECEIPT_POLL_SECONDS);
    order = json(http.get(url(`/api/paymentapi/orders/${encodeURIComponent(started.orderId)}${after}`), params('GET /api/paymentapi/orders/:id', { token })));
  }
  check(order, {
    'the order is paid by card': (o) => o !== null && o.status === 'paid' && o.paymentType === 'card' && o.cardLast4 === '4242',
    'a receipt is issued': (o) => o !== null && typeof o.receiptNo === 'string' && o.receiptNo.length > 0,
  });
}

export default function () {
  const course = next(COURSES);
  const token = group('signup', signUp);
  if (!token) return;
  think();
  if (!group('cart', () => addToCart(token, course))) return;
  think();
  const started = group('checkout', () => startCheckout(token, course));
  if (!started) return;
  if (!group('payment', () => pay(started))) return;
  group('receipt', () => awaitReceipt(token, started));
}
