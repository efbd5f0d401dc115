import { describe, expect, it } from '@jest/globals';
import type { AuthResponse, CartResponse, UserResponse } from '@khru/contracts';
import { DEMO, bearer, login, signup } from '../support/accounts.js';
import { STORE_PROFILES, useTestApp } from '../support/test-app.js';

describe.each(STORE_PROFILES)('cart and wishlist API on %s', (profile) => {
  const { subject: app, http } = useTestApp(profile);
  const cart = async (auth: AuthResponse, position?: string) =>
    (
      await http()
        .get(`/api/paymentapi/cart${position ? `?after=${position}` : ''}`)
        .set(bearer(auth))
        .expect(200)
    ).body as CartResponse;
  const post = (auth: AuthResponse, path: string, body: object) => http().post(`/api/${path}`).set(bearer(auth)).send(body);

  it('adds courses and a bundle, prices them now, totals the selected rows and lists a bundle\u2019s courses', async () => {
    const me = await signup(app());
    const added = await post(me, 'paymentapi/cart', {
      items: [
        { itemId: 'git-and-github', isBundle: false },
        { itemId: 'security-awareness', isBundle: false },
        { itemId: 'pdpa-compliance-pack', isBundle: true },
      ],
    }).expect(200);
    let body = await cart(me, added.body.position);
    expect(body.items.map((i) => i.itemId)).toEqual(['git-and-github', 'security-awareness', 'pdpa-compliance-pack']);
    expect(body.items[0]).toMatchObject({ titleTh: 'Git และ GitHub สำหรับทีม', byEn: expect.any(String), price: 690, selected: true });
    expect(body.items[2]).toMatchObject({ isBundle: true, isCertificate: false, price: 1390 });
    expect(body.items[2]?.courses.map((c) => c.id)).toEqual(['pdpa-essentials', 'pdpa-for-hr', 'security-awareness']);
    expect(body.selectedTotal).toBe(690 + 490 + 1390);
    const unselected = await post(me, 'paymentapi/cart/select', { ids: ['pdpa-compliance-pack'], selected: false }).expect(200);
    body = await cart(me, unselected.body.position);
    expect(body.selectedTotal).toBe(690 + 490);
    const removed = await post(me, 'paymentapi/cart/remove', { ids: ['git-and-github', 'not-in-cart'] }).expect(200);
    expect((await cart(me, removed.body.position)).items.map((i) => i.itemId)).toEqual(['security-awareness', 'pdpa-compliance-pack']);
  });

  it('merges a guest cart at login: known items once, the new ones added; the same merge again changes nothing', async () => {
    const me = await signup(app());
    await post(me, 'paymentapi/cart', { items: [{ itemId: 'git-and-github', isBundle: false }] }).expect(200);
    const merged = await post(me, 'paymentapi/cart', {
      items: [
        { itemId: 'git-and-github', isBundle: false },
        { itemId: 'seo-fundamentals', isBundle: false },
      ],
    }).expect(200);
    expect((await cart(me, merged.body.position)).items.map((i) => i.itemId)).toEqual(['git-and-github', 'seo-fundamentals']);
    const again = await post(me, 'paymentapi/cart', { items: [{ itemId: 'seo-fundamentals', isBundle: false }] }).expect(200);
    expect(again.body.position).toBeNull();
    expect((await cart(me)).items.map((i) => i.itemId)).toEqual(['git-and-github', 'seo-fundamentals']);
  });

  it('refuses unknown items, bad bodies, guests and B2B members, and changes nothing', async () => {
    const me = await signup(app());
    const unknown = await post(me, 'paymentapi/cart', {
      items: [
        { itemId: 'git-and-github', isBundle: false },
        { itemId: 'no-such-course', isBundle: false },
        { itemId: 'git-and-github', isBundle: true },
      ],
    }).set('Accept-Language', 'th');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('NOT_EXIST_FOREIGN_KEY');
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toEqual(['items.1.itemId', 'items.2.itemId']);
    for (const body of [{}, { items: [] }, { items: [{ itemId: '../x', isBundle: false }] }, { items: [{ itemId: 'git-and-github' }] }]) {
      await post(me, 'paymentapi/cart', body).expect(400);
    }
    await post(me, 'paymentapi/cart/remove', { ids: [] }).expect(400);
    expect((await cart(me)).items).toEqual([]);
    await http().get('/api/paymentapi/cart').expect(401);
    const employee = await login(app(), DEMO.employee);
    await http().get('/api/paymentapi/cart').set(bearer(employee)).expect(403);
    const b2b = await post(employee, 'paymentapi/cart', { items: [{ itemId: 'git-and-github', isBundle: false }] });
    expect(b2b.status).toBe(403);
    expect(b2b.body.code).toBe('FORBIDDEN');
  });

  it('keeps a wishlist on the profile, newest first; only the owner may change it', async () => {
    const me = await signup(app());
    await post(me, `userprofileapi/user/${me.id}/add-wishlist`, { itemId: 'seo-fundamentals', isBundle: false }).expect(200);
    const second = await post(me, `userprofileapi/user/${me.id}/add-wishlist`, { itemId: 'data-analyst-path', isBundle: true }).expect(200);
    let profile = (await http().get(`/api/userprofileapi/user/${me.id}?after=${second.body.position}`).set(bearer(me)).expect(200)).body as UserResponse;
    expect(profile.wishlistItemIds).toEqual(['data-analyst-path', 'seo-fundamentals']);
    const missing = await post(me, `userprofileapi/user/${me.id}/add-wishlist`, { itemId: 'no-such-course', isBundle: false });
    expect(missing.body).toMatchObject({ code: 'NOT_EXIST_FOREIGN_KEY', errors: [{ field: 'itemId' }] });
    const other = await signup(app());
    const foreign = await post(other, `userprofileapi/user/${me.id}/add-wishlist`, { itemId: 'git-and-github', isBundle: false });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
    const removed = await post(me, `userprofileapi/user/${me.id}/remove-wishlist`, { ids: ['seo-fundamentals'] }).expect(200);
    profile = (await http().get(`/api/userprofileapi/user/${me.id}?after=${removed.body.position}`).set(bearer(me)).expect(200)).body as UserResponse;
    expect(profile.wishlistItemIds).toEqual(['data-analyst-path']);
  });
});
