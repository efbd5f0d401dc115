import { STORAGE_KEYS } from '@khru/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { App } from './app';

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

/** A session left in storage by an earlier visit, with a token that has not expired. */
function storedSession(userId: string, role: string) {
  localStorage.setItem(STORAGE_KEYS.userId, userId);
  localStorage.setItem(STORAGE_KEYS.jwtToken, token({ sub: userId, sid: 's1', Role: role, Permissions: '', exp: Math.floor(Date.now() / 1000) + 600 }));
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'r1');
}

const user = (id: string) => ({
  id,
  email: `${id}@khru.example`,
  firstName: 'Somsak',
  lastName: 'Jaidee',
  profileImageUrl: null,
  wishlistItemIds: [],
  purchasedCourseIds: [],
  purchasedBundleCertificateIds: [],
  purchasedCoursesExpiry: {},
  instructorIds: [],
});

describe('start-up with a stored session (spec section 4)', () => {
  let paths: string[];
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ status: 'starting', ready: false, userId: null, claims: null, permissions: [] });
    paths = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = url.replace(/^\/api\//, '');
        paths.push(path);
        const id = /userprofileapi\/user\/([^/?]+)$/.exec(path)?.[1];
        return new Response(JSON.stringify(id ? user(id) : { data: [], totalCount: 0, items: [] }), { status: 200 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the employee record of a B2B account as well as its user', async () => {
    storedSession('employee-1', 'b2b');
    render(<App />);
    await waitFor(() => expect(paths).toContain('orgsapi/organizations/employees/userprofiles/employee-1'));
    expect(paths).toContain('userprofileapi/user/employee-1');
    expect(await screen.findByText('Somsak')).toBeInTheDocument();
  });

  it('does not ask for an employee record for a personal account', async () => {
    storedSession('member-1', 'MEMBER');
    render(<App />);
    await waitFor(() => expect(paths).toContain('userprofileapi/user/member-1'));
    expect(paths.filter((p) => p.startsWith('orgsapi/'))).toEqual([]);
  });
});
